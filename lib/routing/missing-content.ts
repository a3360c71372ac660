import { parseVisiblePath, type InternalRoute } from '@/i18n/localize';
import { otherLocale, type AppPathname, type Locale } from '@/i18n/routing';
import { articleSlugs, dentistSlugs, treatmentSlugs } from './known-content';
import type { MissingKind } from './known-routes';

/** The detail routes of the route table (i18n/routing.ts) and the kind of content each shows. */
const DETAIL_ROUTES: Partial<Record<AppPathname, MissingKind>> = {
  '/treatment/[slug]': 'treatment',
  '/blog/[slug]': 'article',
  '/dentist/[slug]': 'dentist',
};

/** A not-found answer may be kept a minute at most: the slug may be published any time. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * Whether a detail URL names content that does not exist. Next.js 16 renders
 * a `notFound()` thrown by a page only on the client (vercel/next.js#98295:
 * the served HTML is empty), so the proxy answers unknown slugs itself with a
 * pre-rendered not-found page and status 404. Given the visible path, or the
 * route the proxy already read from it (its slug decoded once, there). When
 * the content service fails, nothing is decided here and the page shows its
 * error state.
 */
export async function findMissingContent(path: string | InternalRoute | null): Promise<{ locale: Locale; kind: MissingKind } | null> {
  const route = typeof path === 'string' ? parseVisiblePath(path) : path;
  const kind = route ? DETAIL_ROUTES[route.pathname] : undefined;
  const slug = route?.params.slug;
  if (!route || !kind || slug === undefined) return null;
  const { locale } = route;
  try {
    // Checked against the lists (read once per cache lifetime), never by asking the CMS for the slug.
    if (kind === 'treatment') return (await treatmentSlugs()).has(slug) ? null : { locale, kind };
    if (kind === 'dentist') return (await dentistSlugs()).has(slug) ? null : { locale, kind };
    // An article's other-language slug redirects to its translation (see the article page).
    const found = (await articleSlugs(locale)).has(slug) || (await articleSlugs(otherLocale(locale))).has(slug);
    return found ? null : { locale, kind };
  } catch {
    return null;
  }
}
