import { localizeHref } from '@/i18n/localize';
import { routing } from '@/i18n/routing';

/**
 * The treatment and blog lists read their query (`?category=`, `?page=`), so
 * Next.js renders them per request and marks them `private, no-store`. Nothing
 * in them depends on the visitor: the language comes from the path, and the
 * cookie notice and tracking run in the browser. So a CDN may hold each list
 * URL, query included, for as long as the prerendered pages keep their content
 * (their `revalidate` of 60 s), and serve it a while longer while it refetches.
 *
 * Why not prerender the list without a query and rewrite the rest to a second
 * route? Next.js 16's client router assumes a rewrite does not depend on the
 * query: after a category click it showed the unfiltered list (tried and
 * reverted; see the README's "Page caching").
 */
export const LIST_CACHE_CONTROL = 's-maxage=60, stale-while-revalidate=600';

const LIST_PATHS = new Set(
  routing.locales.flatMap((locale) => (['/treatments', '/blogs'] as const).map((pathname) => localizeHref(pathname, locale))),
);

/** Whether a visible path is one of the lists (`/tedaviler`, `/en/treatments`, `/blogs`, `/en/blogs`). */
export function isListPage(pathname: string): boolean {
  return LIST_PATHS.has(pathname);
}
