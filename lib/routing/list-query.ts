import type { Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { articleCategorySlugs, articlePageCount } from './known-content';

const LISTS: Record<string, { locale: Locale; kind: 'treatments' | 'blogs' }> = {
  '/tedaviler': { locale: 'tr', kind: 'treatments' },
  '/en/treatments': { locale: 'en', kind: 'treatments' },
  '/blogs': { locale: 'tr', kind: 'blogs' },
  '/en/blogs': { locale: 'en', kind: 'blogs' },
};

/**
 * Where a blog list URL naming a category that does not exist, or a page past the
 * last, belongs: the list itself (keeping a known category). Null when the URL
 * is fine, or when the content service fails (the page then shows its error state).
 * Malformed values are ignored by the page as they always were; only well-formed
 * but unknown ones are answered here, so made-up values never reach the CMS.
 */
export async function canonicalListUrl(pathname: string, search: URLSearchParams): Promise<string | null> {
  const list = LISTS[pathname];
  if (!list) return null;
  const category = parseCategoryParam(search.getAll('category'));
  try {
    // The treatment list filters the one cached list of treatments (no CMS request per
    // category) and names an unknown category with its own empty-category message.
    if (list.kind === 'treatments') return null;
    if (category && !(await articleCategorySlugs(list.locale)).has(category)) return pathname;
    const page = parsePageParam(search.getAll('page'));
    if (page > 1 && page > (await articlePageCount(list.locale, category))) {
      return category ? `${pathname}?category=${encodeURIComponent(category)}` : pathname;
    }
    return null;
  } catch {
    return null;
  }
}
