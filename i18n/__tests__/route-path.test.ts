import { createNavigation } from 'next-intl/navigation';
import { counterpartPath, parseRoutePath } from '../route-path';
import { localizeHref } from '../localize';
import { otherLanguages, routing, type AppPathname } from '../routing';

/** next-intl's own URLs, the reference. */
const { getPathname } = createNavigation(routing);

const HREFS = (Object.keys(routing.pathnames) as AppPathname[]).map((pathname) =>
  pathname.includes('[slug]') ? { pathname, params: { slug: 'implant' } } : { pathname },
);

describe("another language's URL of a page", () => {
  it.each(routing.locales)('is what next-intl gives for every route, to every other language (from %s)', (locale) => {
    for (const { code: target } of otherLanguages(locale)) {
      for (const href of HREFS) {
        const visible = localizeHref(href, locale);
        expect(counterpartPath(visible, target)).toBe(getPathname({ locale: target, href } as Parameters<typeof getPathname>[0]));
        // Written out as well as percent-encoded (a path in Arabic script).
        expect(counterpartPath(decodeURI(visible), target)).toBe(
          getPathname({ locale: target, href } as Parameters<typeof getPathname>[0]),
        );
      }
    }
  });

  it('maps the pages users know', () => {
    expect(counterpartPath('/', 'en')).toBe('/en');
    expect(counterpartPath('/en', 'tr')).toBe('/');
    expect(counterpartPath('/tedaviler', 'en')).toBe('/en/treatments');
    expect(counterpartPath('/en/treatment/implant', 'tr')).toBe('/tedavi/implant');
    expect(counterpartPath('/kvkk-aydinlatma-metni', 'en')).toBe('/en/privacy-notice');
    expect(counterpartPath('/en/terms-of-use', 'tr')).toBe('/kullanim-kosullari');
    expect(counterpartPath('/tedavi/implant', 'de')).toBe('/de/behandlung/implant');
    expect(decodeURI(counterpartPath('/de/zahnaerzte/kemal-aydin', 'ar'))).toBe('/ar/أطباؤنا/kemal-aydin');
    expect(counterpartPath('/ar/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7', 'de')).toBe('/de/kontakt');
    expect(counterpartPath('/ar/العلاجات', 'tr')).toBe('/tedaviler');
  });

  it('keeps an encoded slug encoded once', () => {
    expect(counterpartPath('/tedavi/di%C5%9F-beyazlatma', 'en')).toBe('/en/treatment/di%C5%9F-beyazlatma');
  });

  it('also reads the internal form the server renders with (/tr/treatment/x)', () => {
    expect(counterpartPath('/tr/treatment/implant', 'en')).toBe('/en/treatment/implant');
    expect(counterpartPath('/tr/treatments', 'en')).toBe('/en/treatments');
    expect(counterpartPath('/en/privacy', 'tr')).toBe('/kvkk-aydinlatma-metni');
  });

  it('only changes the prefix of a path outside the route table', () => {
    expect(counterpartPath('/nowhere/else', 'en')).toBe('/en/nowhere/else');
    expect(counterpartPath('/en/nowhere', 'tr')).toBe('/nowhere');
  });
});

describe('the route of the current path', () => {
  it("is the same for the browser's path and the one the page was prerendered with", () => {
    const pairs = [
      ['/', '/tr'],
      ['/about', '/tr/about'],
      ['/tedaviler', '/tr/treatments'],
      ['/tedavi/implant', '/tr/treatment/implant'],
      ['/kvkk-aydinlatma-metni', '/tr/privacy'],
      ['/en/privacy-notice', '/en/privacy'],
      ['/en/treatment/implant', '/en/treatment/implant'],
    ];
    for (const [visible, internal] of pairs) {
      expect(parseRoutePath(visible!)).not.toBeNull();
      expect(parseRoutePath(internal!)).toEqual(parseRoutePath(visible!));
    }
  });

  it('is unknown outside the route table', () => {
    expect(parseRoutePath('/nowhere')).toBeNull();
    expect(parseRoutePath('/tr/nowhere')).toBeNull();
    expect(parseRoutePath('/xx/about')).toBeNull();
  });
});
