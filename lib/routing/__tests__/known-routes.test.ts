import { isKnownRoute } from '../known-routes';

describe('the routes the proxy lets through (internal paths, after next-intl)', () => {
  it.each([
    '/tr',
    '/en',
    '/tr/about',
    '/en/contact',
    '/tr/privacy',
    '/en/terms',
    '/tr/singleservice',
    '/tr/treatment/implant',
    '/en/blog/some-article',
    '/tr/missing/treatment',
    '/en/missing/article',
    '/tr/treatment/implant/opengraph-image/card',
    '/en/blog/some-article/opengraph-image/card',
  ])('%s is a page', (path) => {
    expect(isKnownRoute(path)).toBe(true);
  });

  it.each([
    '/tr/bilinmeyen-sayfa',
    '/en/unknown-page',
    '/tr/treatment',
    '/tr/treatment/a/b',
    '/tr/blog/x/opengraph-image',
    '/tr/missing/other',
    '/fr/about',
    '/tr/about/more',
    // The lists' internal routes are reached only through the proxy's own rewrite.
    '/en/treatments',
    '/tr/treatments/implant',
    '/en/blogs',
    '/tr/blogs/_/2',
  ])('%s is unknown', (path) => {
    expect(isKnownRoute(path)).toBe(false);
  });
});
