import { otherLocale, type Locale } from '@/i18n/routing';
import { articleSlugs, treatmentSlugs } from './known-content';

export type MissingKind = 'treatment' | 'article';

const DETAIL_PATHS: { pattern: RegExp; locale: Locale; kind: MissingKind }[] = [
  { pattern: /^\/tedavi\/([^/]+)\/?$/, locale: 'tr', kind: 'treatment' },
  { pattern: /^\/en\/treatment\/([^/]+)\/?$/, locale: 'en', kind: 'treatment' },
  { pattern: /^\/blog\/([^/]+)\/?$/, locale: 'tr', kind: 'article' },
  { pattern: /^\/en\/blog\/([^/]+)\/?$/, locale: 'en', kind: 'article' },
];

/** A not-found answer may be kept a minute at most: the slug may be published any time. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The internal page that shows "not found" for a kind of content. */
export function missingContentPath(locale: Locale, kind: MissingKind): string {
  return `/${locale}/missing/${kind}`;
}

function decode(slug: string): string | null {
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/**
 * Whether a detail URL names content that does not exist. Next.js 16 renders
 * a `notFound()` thrown by a page only on the client (vercel/next.js#98295:
 * the served HTML is empty), so the proxy answers unknown slugs itself with a
 * pre-rendered not-found page and status 404. When the content service
 * fails, nothing is decided here and the page shows its error state.
 */
export async function findMissingContent(pathname: string): Promise<{ locale: Locale; kind: MissingKind } | null> {
  for (const { pattern, locale, kind } of DETAIL_PATHS) {
    const raw = pattern.exec(pathname)?.[1];
    if (raw === undefined) continue;
    const slug = decode(raw);
    if (slug === null) return { locale, kind };
    try {
      // Checked against the lists (read once per cache lifetime), never by asking the CMS for the slug.
      if (kind === 'treatment') return (await treatmentSlugs()).has(slug) ? null : { locale, kind };
      // An article's other-language slug redirects to its translation (see the article page).
      const found = (await articleSlugs(locale)).has(slug) || (await articleSlugs(otherLocale(locale))).has(slug);
      return found ? null : { locale, kind };
    } catch {
      return null;
    }
  }
  return null;
}
