import { routing, type AppPathname, type Locale } from '@/i18n/routing';
import { articleSlugs, dentistSlugs, treatmentSlugs } from './known-content';

/**
 * The detail pages, one entry a kind: its route in i18n/routing.ts (where its
 * localized paths are), whether it has a generated sharing card, the lists its known slugs come from, and its not-found
 * page (the messages' namespace with its `notFound` title, and the link back).
 * The proxy reads a detail URL into its kind and slug (request-route.ts) and
 * checks the slug here before anything renders, for the page and for its
 * sharing image alike. A new kind of detail page is one entry here, its route
 * in i18n/routing.ts and its texts.
 */
export const DETAIL_KINDS = {
  treatment: {
    route: '/treatment/[slug]',
    sharingCard: true,
    slugs: () => [treatmentSlugs()],
    notFound: { namespace: 'treatment', back: '/treatments', backKey: 'backToList' },
  },
  article: {
    route: '/blog/[slug]',
    sharingCard: true,
    // An article's slug in any other language is known too: its page redirects to the translation.
    slugs: (_locale: Locale) => routing.locales.map((locale) => articleSlugs(locale)),
    notFound: { namespace: 'article', back: '/blogs', backKey: 'backToBlogs' },
  },
  dentist: {
    route: '/dentist/[slug]',
    // No `opengraph-image.tsx` under app/[locale]/dentist/[slug].
    sharingCard: false,
    slugs: () => [dentistSlugs()],
    notFound: { namespace: 'dentist', back: '/about', backKey: 'backToTeam' },
  },
} as const satisfies Record<
  string,
  {
    route: AppPathname;
    /** Whether its route has a generated sharing card (`opengraph-image.tsx`, lib/seo/sharing-image.ts). */
    sharingCard: boolean;
    slugs: (locale: Locale) => readonly Promise<ReadonlySet<string>>[];
    notFound: { namespace: string; back: AppPathname; backKey: string };
  }
>;

export type DetailKind = keyof typeof DETAIL_KINDS;

export const DETAIL_KIND_NAMES = Object.keys(DETAIL_KINDS) as DetailKind[];

/** The kind of detail page a route of the table shows, if any. */
export function detailKindOf(pathname: AppPathname): DetailKind | null {
  return DETAIL_KIND_NAMES.find((kind) => DETAIL_KINDS[kind].route === pathname) ?? null;
}

/**
 * Whether a slug is known from the lists (read once per cache lifetime, never by
 * asking the CMS for the slug). A list that was never read successfully knows
 * nothing: during an outage only what the last good lists hold is let through.
 */
export async function isKnownSlug(kind: DetailKind, locale: Locale, slug: string): Promise<boolean> {
  for (const read of DETAIL_KINDS[kind].slugs(locale)) {
    const slugs = await read.catch(() => null);
    if (slugs?.has(slug)) return true;
  }
  return false;
}
