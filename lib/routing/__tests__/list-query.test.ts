import { resolveList } from '../list-query';
import { readRoute } from '../request-route';

const known = {
  treatmentCategories: new Set(['all', 'ortodonti', 'implant-tedavileri']),
  articleCategories: (locale: string) => new Set(locale === 'tr' ? ['implant', 'estetik'] : ['implants']),
  outage: false,
};
const unreadable = () => Promise.reject(new Error('the CMS is down and nothing was read before'));

jest.mock('../known-content', () => ({
  treatmentCategorySlugs: async () => (known.outage ? unreadable() : known.treatmentCategories),
  articleCategorySlugs: async (locale: string) => (known.outage ? unreadable() : known.articleCategories(locale)),
  articlePageCount: async (_locale: string, category?: string) => (known.outage ? unreadable() : category ? 1 : 3),
}));

const resolve = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const route = readRoute(pathname, searchParams);
  if (route.kind !== 'list') throw new Error(`${url} is not a list`);
  return resolveList(route);
};

afterEach(() => {
  known.outage = false;
});

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

  it('fails closed while the lists were never read: only what needs no list is answered from a page', async () => {
    known.outage = true;
    expect(await resolve('/tedaviler')).toEqual({ rewrite: '/tr/treatments/_' });
    expect(await resolve('/tedaviler?category=ortodonti')).toEqual({ rewrite: '/tr/treatments/_unknown' });
    expect(await resolve('/blogs')).toEqual({ rewrite: '/tr/blogs/_/1' });
    expect(await resolve('/blogs?category=implant')).toEqual({ redirect: '/blogs' });
    expect(await resolve('/en/blogs?page=2')).toEqual({ redirect: '/en/blogs' });
  });
});
