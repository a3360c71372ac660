import { paginationItems } from '../pagination';

const pages = (current: number, count: number) => paginationItems(current, count).map((item) => (item.type === 'page' ? item.page : '…'));

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page up to seven', () => {
    expect(pages(1, 2)).toEqual([1, 2]);
    expect(pages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page beyond seven', () => {
    expect(pages(1, 20)).toEqual([1, 2, '…', 20]);
    expect(pages(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pages(20, 20)).toEqual([1, '…', 19, 20]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pages(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });
});
