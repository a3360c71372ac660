import { localizeHref } from '@/i18n/localize';
import { articleCategorySlugs, articlePageCount, treatmentCategorySlugs } from './known-content';
import { listPagePath, NO_CATEGORY, plainListPath } from './known-routes';
import type { RequestRoute } from './request-route';

/**
 * The treatment and blog lists keep the URLs visitors and search engines know
 * (`/tedaviler?category=implant-tedavileri`, `/en/blogs?category=implants&page=2`), but
 * a page that reads its query is rendered on every request. So the proxy
 * rewrites each list URL to an internal route with the query in the path
 * (`/tr/treatments/implant-tedavileri`, `/en/blogs/implants/2`): prerendered at
 * build time and regenerated like the detail pages, one cached page per
 * category and page that exists.
 */

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
type ListRoute = Extract<RequestRoute, { kind: 'list' }>;

/** Whether a value is in a set of what exists; false while the set cannot be read (fail closed). */
async function isKnown(read: Promise<Set<string>>, value: string): Promise<boolean> {
  return (await read.catch(() => null))?.has(value) ?? false;
}

/**
 * Where a list URL (read by request-route.ts, malformed values already left
 * out) is answered from. A blog category that does not exist, or a page past
 * the last, redirects to the list itself (keeping a known category); an unknown
 * treatment category shares one page with the empty-category message. The
 * checks read the remembered lists, so made-up values never reach the CMS; what
 * they cannot confirm (a list never read, during an outage) counts as unknown.
 */
export async function resolveList({ locale, list, category, page }: ListRoute): Promise<ListTarget> {
  if (list === '/treatments') {
    if (category === undefined) return { rewrite: plainListPath(locale, list) };
    const segment = (await isKnown(treatmentCategorySlugs(), category)) ? category : UNKNOWN_CATEGORY;
    return { rewrite: listPagePath(locale, list, [segment]) };
  }

  const pathname = localizeHref(list, locale);
  if (category !== undefined && !(await isKnown(articleCategorySlugs(locale), category))) return { redirect: pathname };
  if (page > 1) {
    const pageCount = await articlePageCount(locale, category).catch(() => 0);
    if (page > pageCount) return { redirect: category ? `${pathname}?category=${encodeURIComponent(category)}` : pathname };
  }
  return { rewrite: listPagePath(locale, list, [category ?? NO_CATEGORY, String(page)]) };
}
