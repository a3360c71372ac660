import { listPagePath, missingContentPath } from '../known-routes';

describe("the proxy's internal rewrite targets, from the route table", () => {
  it('builds the not-found and list pages it rewrites to', () => {
    expect(missingContentPath('en', 'article')).toBe('/en/missing/article');
    expect(listPagePath('tr', '/treatments', ['_'])).toBe('/tr/treatments/_');
    expect(listPagePath('en', '/blogs', ['implants', '2'])).toBe('/en/blogs/implants/2');
  });
});
