import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_FILES, PUBLIC_FOLDERS } from '../known-routes';
import { readRoute, servedFromPageCache, type RequestRoute } from '../request-route';

jest.mock('../known-content', () => ({}));

const read = (url: string): RequestRoute => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return readRoute(pathname, searchParams);
};

describe('readRoute: a request read once into what it asks for', () => {
  it.each<[string, RequestRoute]>([
    ['/', { kind: 'page', locale: 'tr', pathname: '/' }],
    ['/en', { kind: 'page', locale: 'en', pathname: '/' }],
    ['/en/about', { kind: 'page', locale: 'en', pathname: '/about' }],
    ['/kvkk-aydinlatma-metni', { kind: 'page', locale: 'tr', pathname: '/privacy' }],
    ['/tedavi/implant', { kind: 'detail', locale: 'tr', detail: 'treatment', slug: 'implant' }],
    ['/en/treatment/a-new-cms-slug', { kind: 'detail', locale: 'en', detail: 'treatment', slug: 'a-new-cms-slug' }],
    ['/blog/di%C5%9F-bak%C4%B1m%C4%B1', { kind: 'detail', locale: 'tr', detail: 'article', slug: 'diş-bakımı' }],
    // A dot in a slug is still a slug: checked against the known slugs like any other.
    ['/en/blog/x.php', { kind: 'detail', locale: 'en', detail: 'article', slug: 'x.php' }],
    ['/treatment/implant/opengraph-image/card', { kind: 'sharing-image', locale: 'tr', detail: 'treatment', slug: 'implant' }],
    ['/en/blog/x/opengraph-image/card', { kind: 'sharing-image', locale: 'en', detail: 'article', slug: 'x' }],
    ['/tedaviler', { kind: 'list', locale: 'tr', list: '/treatments', category: undefined, page: 1 }],
    ['/en/treatments?category=ORTODONTI', { kind: 'list', locale: 'en', list: '/treatments', category: 'ortodonti', page: 1 }],
    ['/blogs?category=%3Cscript%3E&page=3', { kind: 'list', locale: 'tr', list: '/blogs', category: undefined, page: 3 }],
    ['/en/blogs?page=abc', { kind: 'list', locale: 'en', list: '/blogs', category: undefined, page: 1 }],
  ])('%s', (url, expected) => {
    expect(read(url)).toEqual(expected);
  });

  it.each([
    ['/x.php', 'tr'],
    ['/wp-admin/setup-config.php', 'tr'],
    ['/en/.env', 'en'],
    ['/en/blogs/x/1.', 'en'],
    ['/backup.bak', 'tr'],
    ['/favicon.ico', 'tr'],
    ['/tr/x.env', 'tr'],
    ['/api/nope', 'tr'],
    // The card of a page that has none is answered like an unknown slug's card.
    ['/en/about/opengraph-image/card', 'en'],
    ['/dentist/can-ozturk/opengraph-image/card', 'tr'],
    ['/en/dentist/can-ozturk/opengraph-image/card', 'en'],
    ['/hekimlerimiz/can-ozturk/opengraph-image/card', 'tr'],
    ['/tedavi/implant/opengraph-image/card', 'tr'], // a card lives under the internal path
  ])('%s is no page address', (url, locale) => {
    expect(read(url)).toEqual({ kind: 'no-page', locale });
  });

  it.each([
    '/wp-admin/',
    '/bilinmeyen-sayfa',
    '/tr/about', // next-intl redirects it to its one address
    '/en/tedaviler',
    '/tr/missing/treatment', // the internal pages are no addresses of their own
    '/en/blogs/_/2',
    '/tr/treatments/_',
    '/tedavi/implant/opengraph-image', // a card without its id
    '/tedaviler/x',
    '/xx/about',
  ])('%s is owned by no page', (url) => {
    expect(read(url).kind).toBe('unknown');
  });

  it.each(['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/icon.svg', '/apple-icon.png'])('%s is a metadata file', (url) => {
    expect(read(url)).toEqual({ kind: 'file', locale: 'tr' });
  });

  it.each(['/en/robots.txt', '/sitemap.xml.bak', '/x/robots.txt'])('%s is no metadata file', (url) => {
    expect(read(url).kind).toBe('no-page');
  });

  it('reads an undecodable path as malformed', () => {
    expect(read('/en/%E0%A4%A')).toEqual({ kind: 'malformed', locale: 'en' });
  });
});

describe('servedFromPageCache: which answers come with their policy from the page cache', () => {
  it.each([
    ['/', true],
    ['/en/about', true],
    ['/tedavi/implant', true], // known or not: an unknown slug gets the prerendered not-found page
    ['/blogs?page=2', true], // the lists' internal routes are cached pages
    ['/tedavi/implant/opengraph-image', false],
    ['/treatment/implant/opengraph-image/card', false],
    ['/x.php', false],
    ['/sitemap.xml', false],
    ['/bilinmeyen-sayfa', false],
  ])('%s → %s', (url, expected) => {
    expect(servedFromPageCache(read(url))).toBe(expected);
  });
});

describe('PUBLIC_FOLDERS', () => {
  it("is what public/ holds: a new top-level file or folder there goes into it, proxy.ts's matcher and NON_PAGE_PATHS", () => {
    const entries = readdirSync(path.join(process.cwd(), 'public'), { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => `/${entry.name}`)).toEqual([...PUBLIC_FILES]);
    expect(
      entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...PUBLIC_FOLDERS].sort());
  });
});
