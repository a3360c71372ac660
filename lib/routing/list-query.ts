import { localizeHref, parseVisiblePath } from '@/i18n/localize';
import type { Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { articleCategorySlugs, articlePageCount, treatmentCategorySlugs } from './known-content';
import { isListPathname, listPagePath, type ListPathname } from './known-routes';

/**
 * The treatment and blog lists keep the URLs visitors and search engines know
 * (`/tedaviler?category=implant-tedavileri`, `/en/blogs?category=implants&page=2`), but
 * a page that reads its query is rendered on every request. So the proxy
 * rewrites each list URL to an internal route with the query in the path
 * (`/tr/treatments/implant-tedavileri`, `/en/blogs/implants/2`): prerendered at
 * build time and regenerated like the detail pages, one cached page per
 * category and page that exists.
 */

/** Which list a visible path is, read from the route table: only the list's own address, as each language spells it. */
function listAt(pathname: string): { locale: Locale; list: ListPathname } | null {
  const route = parseVisiblePath(pathname);
  if (!route || !isListPathname(route.pathname) || localizeHref(route.pathname, route.locale) !== pathname) return null;
  return { locale: route.locale, list: route.pathname };
}

/** The category segment of a list without `?category=` (the list's default). */
export const NO_CATEGORY = '_';
/**
 * The one segment every unknown treatment category shares: it shows the list's
 * "no treatments in this category" message, and made-up values never add a
 * cached page each.
 */
export const UNKNOWN_CATEGORY = '_unknown';

/** The `?category=` value a category segment stands for. */
export function categoryFromSegment(segment: string): string | undefined {
  return segment === NO_CATEGORY ? undefined : segment;
}

export type ListTarget = { rewrite: string } | { redirect: string };

/** Whether a visible path is one of the lists (`/tedaviler`, `/en/treatments`, `/blogs`, `/en/blogs`). */
export function isListPage(pathname: string): boolean {
  return listAt(pathname) !== null;
}

/** A set of what exists, or null while the content service fails (then nothing is decided from it). */
async function known(read: Promise<Set<string>>): Promise<Set<string> | null> {
  try {
    return await read;
  } catch {
    return null;
  }
}

/**
 * Where a list URL is answered from. Malformed query values are ignored, as the
 * pages always did. A well-formed blog category that does not exist, or a page
 * past the last, redirects to the list itself (keeping a known category); an
 * unknown treatment category shares one page with the empty-category message.
 * The checks read the cached lists, so made-up values never reach the CMS.
 */
export async function resolveListUrl(pathname: string, search: URLSearchParams): Promise<ListTarget | null> {
  const found = listAt(pathname);
  if (!found) return null;
  const { locale, list } = found;
  const category = parseCategoryParam(search.getAll('category'));

  if (list === '/treatments') {
    if (category === undefined) return { rewrite: listPagePath(locale, list, [NO_CATEGORY]) };
    const categories = await known(treatmentCategorySlugs());
    const segment = categories && !categories.has(category) ? UNKNOWN_CATEGORY : category;
    return { rewrite: listPagePath(locale, list, [segment]) };
  }

  if (category !== undefined && (await known(articleCategorySlugs(locale)))?.has(category) === false) {
    return { redirect: pathname };
  }
  const page = parsePageParam(search.getAll('page'));
  if (page > 1) {
    const pageCount = await articlePageCount(locale, category).catch(() => null);
    if (pageCount !== null && page > pageCount) {
      return { redirect: category ? `${pathname}?category=${encodeURIComponent(category)}` : pathname };
    }
  }
  return { rewrite: listPagePath(locale, list, [category ?? NO_CATEGORY, String(page)]) };
}
