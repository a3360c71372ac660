export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page numbers a pagination bar shows: all of them up to seven pages,
 * otherwise the first, the last and the current page with its neighbours,
 * with a gap where numbers are left out. None when there is only one page.
 */
export function paginationItems(current: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 1) return [];
  const pages =
    pageCount <= 7
      ? Array.from({ length: pageCount }, (_, index) => index + 1)
      : [...new Set([1, current - 1, current, current + 1, pageCount])]
          .filter((page) => page >= 1 && page <= pageCount)
          .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
  });
  return items;
}
