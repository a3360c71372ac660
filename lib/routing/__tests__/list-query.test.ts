import { resolveListUrl } from '../list-query';

jest.mock('../known-content', () => ({
  treatmentCategorySlugs: async () => new Set(['all', 'ortodonti', 'implant-tedavileri']),
  articleCategorySlugs: async (locale: string) => new Set(locale === 'tr' ? ['implant', 'estetik'] : ['implants']),
  articlePageCount: async (_locale: string, category?: string) => (category ? 1 : 3),
}));

const resolve = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return resolveListUrl(pathname, searchParams);
};

describe('list URLs: the cached page each is answered from, or where it belongs', () => {
  it.each([
    ['/tedaviler', '/tr/treatments/_'],
    ['/tedaviler?category=ortodonti', '/tr/treatments/ortodonti'],
    ['/en/treatments?category=all', '/en/treatments/all'],
    ['/tedaviler?category=yok', '/tr/treatments/_unknown'],
    ['/tedaviler?category=%3Cscript%3E', '/tr/treatments/_'],
    ['/tedaviler?category=ORTODONTI&page=4&utm_source=x', '/tr/treatments/ortodonti'],
    ['/blogs', '/tr/blogs/_/1'],
    ['/blogs?page=3', '/tr/blogs/_/3'],
    ['/blogs?page=abc', '/tr/blogs/_/1'],
    ['/blogs?category=implant', '/tr/blogs/implant/1'],
    ['/en/blogs?category=implants&page=1', '/en/blogs/implants/1'],
    ['/en/blogs?gclid=abc', '/en/blogs/_/1'],
  ])('%s is answered from %s', async (url, rewrite) => {
    expect(await resolve(url)).toEqual({ rewrite });
  });

  it.each([
    ['/blogs?category=yok', '/blogs'],
    ['/en/blogs?category=implant', '/en/blogs'],
    ['/blogs?page=4', '/blogs'],
    ['/blogs?category=implant&page=2', '/blogs?category=implant'],
  ])('%s redirects to %s', async (url, redirect) => {
    expect(await resolve(url)).toEqual({ redirect });
  });

  it('leaves other paths alone', async () => {
    for (const url of ['/', '/tedavi/implant', '/en/tedaviler', '/tr/blogs', '/blogs/x']) expect(await resolve(url)).toBeNull();
  });
});
