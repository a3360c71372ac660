import { missingDetailPath } from '../missing-details';

const lists = { outage: false };
/** The content lists, as lib/routing/known-content.ts reads them (jest.mock is hoisted: the names start with `mock`). */
const mockKnown = (slugs: string[]) => (lists.outage ? Promise.reject(new Error('CMS down')) : Promise.resolve(new Set(slugs)));

jest.mock('../known-content', () => ({
  treatmentSlugs: () => mockKnown(['implant']),
  articleSlugs: (locale: string) => mockKnown(locale === 'tr' ? ['implant-tedavisi-hakkinda'] : ['about-implants']),
  dentistSlugs: () => mockKnown(['kemal-aydin']),
}));

afterEach(() => {
  lists.outage = false;
});

describe('missingDetailPath: the not-found page of a detail page the content does not have', () => {
  it.each([
    ['/tr/treatment/made-up', '/tr/missing/treatment'],
    ['/en/blog/made-up', '/en/missing/article'],
    ['/ar/dentist/made-up', '/ar/missing/dentist'],
    ['/de/treatment/di\u015f', '/de/missing/treatment'],
  ])('%s → %s', async (internalPath, notFound) => {
    expect(await missingDetailPath(internalPath)).toBe(notFound);
  });

  it.each([
    '/tr/treatment/implant',
    '/en/dentist/kemal-aydin',
    // An article's slug in another language is known: its page redirects to the translation.
    '/en/blog/implant-tedavisi-hakkinda',
    '/tr/about',
    '/tr/treatments/_',
    '/tr/missing/treatment',
    '/xx/treatment/made-up',
    '/tr',
  ])('%s: none (a known slug, or no detail page)', async (internalPath) => {
    expect(await missingDetailPath(internalPath)).toBeNull();
  });

  it('counts every slug unknown while the lists cannot be read (fail closed, as the proxy does)', async () => {
    lists.outage = true;
    expect(await missingDetailPath('/tr/treatment/implant')).toBe('/tr/missing/treatment');
  });
});
