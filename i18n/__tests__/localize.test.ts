import { createNavigation } from 'next-intl/navigation';
import { localizeHref, parseVisiblePath, type Href } from '../localize';
import { routing, type AppPathname, type Locale } from '../routing';

/** next-intl's own URLs, the reference. */
const { getPathname } = createNavigation(routing);

/** Every internal pathname, with sample values for its dynamic segments. */
const SLUGS = ['implant', 'gulus-tasarimi', 'diş-beyazlatma'];
const HREFS: { pathname: AppPathname; params?: Record<string, string> }[] = (Object.keys(routing.pathnames) as AppPathname[]).flatMap(
  (pathname) => (pathname.includes('[slug]') ? SLUGS.map((slug) => ({ pathname, params: { slug } })) : [{ pathname }]),
);

const QUERIES = [{ category: 'implant-tedavileri' }, { page: 2 }, { category: 'çocuk diş', page: '3' }];

/** The URLs users see today: the literal expectation behind both implementations. */
const EXPECTED: Record<Locale, Record<AppPathname, string>> = {
  tr: {
    '/': '/',
    '/treatments': '/tedaviler',
    '/treatment/[slug]': '/tedavi/implant',
    '/about': '/about',
    '/dentist/[slug]': '/hekimlerimiz/implant',
    '/singleservice': '/singleservice',
    '/blogs': '/blogs',
    '/blog/[slug]': '/blog/implant',
    '/contact': '/contact',
    '/privacy': '/kvkk-aydinlatma-metni',
    '/terms': '/kullanim-kosullari',
  },
  en: {
    '/': '/en',
    '/treatments': '/en/treatments',
    '/treatment/[slug]': '/en/treatment/implant',
    '/about': '/en/about',
    '/dentist/[slug]': '/en/dentists/implant',
    '/singleservice': '/en/singleservice',
    '/blogs': '/en/blogs',
    '/blog/[slug]': '/en/blog/implant',
    '/contact': '/en/contact',
    '/privacy': '/en/privacy-notice',
    '/terms': '/en/terms-of-use',
  },
  de: {
    '/': '/de',
    '/treatments': '/de/behandlungen',
    '/treatment/[slug]': '/de/behandlung/implant',
    '/about': '/de/ueber-uns',
    '/dentist/[slug]': '/de/zahnaerzte/implant',
    '/singleservice': '/de/leistungen',
    '/blogs': '/de/ratgeber',
    '/blog/[slug]': '/de/ratgeber/implant',
    '/contact': '/de/kontakt',
    '/privacy': '/de/datenschutz',
    '/terms': '/de/nutzungsbedingungen',
  },
  ar: {
    '/': '/ar',
    '/treatments': '/ar/العلاجات',
    '/treatment/[slug]': '/ar/علاج/implant',
    '/about': '/ar/من-نحن',
    '/dentist/[slug]': '/ar/أطباؤنا/implant',
    '/singleservice': '/ar/خدماتنا',
    '/blogs': '/ar/المدونة',
    '/blog/[slug]': '/ar/المدونة/implant',
    '/contact': '/ar/اتصل-بنا',
    '/privacy': '/ar/سياسة-الخصوصية',
    '/terms': '/ar/شروط-الاستخدام',
  },
};

describe('localizeHref', () => {
  it.each(routing.locales)('gives the URLs users see (%s)', (locale) => {
    for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
      const href: Href = pathname.includes('[slug]') ? { pathname, params: { slug: 'implant' } } : pathname;
      // Written percent-encoded where the path names are in another script; the browser shows the letters.
      expect(decodeURI(localizeHref(href, locale))).toBe(EXPECTED[locale]?.[pathname]);
    }
  });

  it.each(routing.locales)("equals next-intl's getPathname for every route, with params and query (%s)", (locale) => {
    for (const href of HREFS) {
      expect(localizeHref(href, locale)).toBe(getPathname({ locale, href } as Parameters<typeof getPathname>[0]));
      for (const query of QUERIES) {
        const withQuery = { ...href, query };
        expect(localizeHref(withQuery, locale)).toBe(getPathname({ locale, href: withQuery } as Parameters<typeof getPathname>[0]));
      }
    }
  });

  it('accepts a plain pathname or one without params', () => {
    expect(localizeHref('/treatments', 'en')).toBe('/en/treatments');
    expect(localizeHref({ pathname: '/privacy' }, 'tr')).toBe('/kvkk-aydinlatma-metni');
  });

  it('encodes the values of dynamic segments and the query', () => {
    expect(localizeHref({ pathname: '/treatment/[slug]', params: { slug: 'diş beyazlatma' } }, 'tr')).toBe('/tedavi/di%C5%9F%20beyazlatma');
    expect(localizeHref({ pathname: '/blogs', query: { category: 'çocuk diş', page: 2 } }, 'en')).toBe(
      '/en/blogs?category=%C3%A7ocuk+di%C5%9F&page=2',
    );
  });

  it('leaves out query values that are undefined, and an empty query', () => {
    expect(localizeHref({ pathname: '/blogs', query: { category: undefined, page: 2 } }, 'tr')).toBe('/blogs?page=2');
    expect(localizeHref({ pathname: '/blogs', query: {} }, 'tr')).toBe('/blogs');
  });
});

describe('parseVisiblePath', () => {
  it.each(routing.locales)('reads back every URL localizeHref gives (%s)', (locale) => {
    for (const href of HREFS) {
      expect(parseVisiblePath(localizeHref(href, locale))).toEqual({ locale, pathname: href.pathname, params: href.params ?? {} });
    }
  });

  it('tells the language by the prefix', () => {
    expect(parseVisiblePath('/')).toEqual({ locale: 'tr', pathname: '/', params: {} });
    expect(parseVisiblePath('/en')).toEqual({ locale: 'en', pathname: '/', params: {} });
    expect(parseVisiblePath('/en/')).toEqual({ locale: 'en', pathname: '/', params: {} });
    expect(parseVisiblePath('/en/treatment/implant')).toEqual({ locale: 'en', pathname: '/treatment/[slug]', params: { slug: 'implant' } });
  });

  it('knows no route for a path in the other language or outside the table', () => {
    expect(parseVisiblePath('/en/tedaviler')).toBeNull();
    expect(parseVisiblePath('/treatments')).toBeNull();
    expect(parseVisiblePath('/nowhere')).toBeNull();
    expect(parseVisiblePath('/tedavi/implant/extra')).toBeNull();
  });

  it('survives a malformed escape in a segment', () => {
    expect(parseVisiblePath('/blog/%E0%A4%A')).toEqual({ locale: 'tr', pathname: '/blog/[slug]', params: { slug: '%E0%A4%A' } });
  });
});
