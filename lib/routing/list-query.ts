import type { Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { articleCategorySlugs, articlePageCount, treatmentCategorySlugs } from './known-content';

/**
 * The treatment and blog lists keep the URLs visitors and search engines know
 * (`/tedaviler?category=implant-tedavileri`, `/en/blogs?category=implants&page=2`), but
 * a page that reads its query is rendered on every request. So the proxy
 * rewrites each list URL to an internal route with the query in the path
 * (`/tr/treatments/implant-tedavileri`, `/en/blogs/implants/2`): prerendered at
 * build time and regenerated like the detail pages, one cached page per
 * category and page that exists.
 */
const LISTS: Record<string, { locale: Locale; kind: 'treatments' | 'blogs' }> = {
  '/tedaviler': { locale: 'tr', kind: 'treatments' },
  '/en/treatments': { locale: 'en', kind: 'treatments' },
  '/blogs': { locale: 'tr', kind: 'blogs' },
  '/en/blogs': { locale: 'en', kind: 'blogs' },
};

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
  return pathname in LISTS;
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
  const list = LISTS[pathname];
  if (!list) return null;
  const category = parseCategoryParam(search.getAll('category'));

  if (list.kind === 'treatments') {
    if (category === undefined) return { rewrite: `/${list.locale}/treatments/${NO_CATEGORY}` };
    const categories = await known(treatmentCategorySlugs());
    const segment = categories && !categories.has(category) ? UNKNOWN_CATEGORY : category;
    return { rewrite: `/${list.locale}/treatments/${segment}` };
  }

  if (category !== undefined && (await known(articleCategorySlugs(list.locale)))?.has(category) === false) {
    return { redirect: pathname };
  }
  const page = parsePageParam(search.getAll('page'));
  if (page > 1) {
    const pageCount = await articlePageCount(list.locale, category).catch(() => null);
    if (pageCount !== null && page > pageCount) {
      return { redirect: category ? `${pathname}?category=${encodeURIComponent(category)}` : pathname };
    }
  }
  return { rewrite: `/${list.locale}/blogs/${category ?? NO_CATEGORY}/${page}` };
}
