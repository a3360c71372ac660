import { isListPagePath, isMissingContentPath, listPagePath, missingContentPath } from '../known-routes';

describe("the proxy's internal rewrite targets, from the route table", () => {
  it('builds the not-found and list pages it rewrites to', () => {
    expect(missingContentPath('en', 'article')).toBe('/en/missing/article');
    expect(listPagePath('tr', '/treatments', ['_'])).toBe('/tr/treatments/_');
    expect(listPagePath('en', '/blogs', ['implants', '2'])).toBe('/en/blogs/implants/2');
  });

  it.each([
    ['/tr/missing/treatment', true],
    ['/en/missing/article', true],
    ['/tr/missing/other', false],
    ['/fr/missing/article', false],
    ['/tr/missing', false],
  ])('%s is a not-found page: %s', (path, expected) => {
    expect(isMissingContentPath(path)).toBe(expected);
  });

  it.each([
    ['/tr/treatments/_', true],
    ['/en/treatments/_unknown', true],
    ['/tr/blogs/_/1', true],
    ['/en/blogs/oral-health/2', true],
    ['/tr/treatments', false],
    ['/tr/treatments/a/b', false],
    ['/tr/blogs/_', false],
    ['/tr/about/x', false],
    ['/tedaviler', false],
  ])('%s is a list page: %s', (path, expected) => {
    expect(isListPagePath(path)).toBe(expected);
  });
});
