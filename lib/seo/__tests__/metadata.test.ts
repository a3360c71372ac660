import { siteConfig } from '@/lib/config/site';
import { buildMetadata, fullTitle, TITLE_LIMIT } from '../metadata';

const SITE = siteConfig.siteUrl;

jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

describe('page titles', () => {
  it('adds the clinic name after a page title', () => {
    expect(fullTitle('İmplant Tedavisi', 'tr')).toBe('İmplant Tedavisi | Osmanağa Diş Kliniği');
    expect(fullTitle('Contact', 'en')).toBe('Contact | Osmanağa Dental Clinic');
  });

  it('leaves the clinic name out where a search result would cut the title', () => {
    const long = 'Zirkonyum Kaplama ve Porselen Lamina Arasındaki Fark';
    expect(`${long} | Osmanağa Diş Kliniği`.length).toBeGreaterThan(TITLE_LIMIT);
    expect(fullTitle(long, 'tr')).toBe(long);
    const metadata = buildMetadata({ locale: 'tr', title: long, description: 'd', href: '/blogs' });
    expect(metadata.title).toEqual({ absolute: long });
    expect(metadata.openGraph?.title).toBe(long);
  });

  it('keeps the layout template (the clinic name) for a title that fits', () => {
    const metadata = buildMetadata({ locale: 'en', title: 'Contact', description: 'd', href: '/contact' });
    expect(metadata.title).toBe('Contact');
    expect(metadata.openGraph?.title).toBe('Contact | Osmanağa Dental Clinic');
  });
});

describe('alternates of a page', () => {
  const site = 'http://localhost:3000';

  it('names every language, x-default the Turkish page, with og:locale and its alternates', () => {
    const metadata = buildMetadata({ locale: 'de', title: 'Kontakt', description: 'd', href: '/contact' });
    expect(metadata.alternates?.canonical).toBe(`${site}/de/kontakt`);
    expect(metadata.alternates?.languages).toEqual({
      tr: `${site}/contact`,
      en: `${site}/en/contact`,
      de: `${site}/de/kontakt`,
      ar: `${site}/ar/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7`,
      'x-default': `${site}/contact`,
    });
    expect(metadata.openGraph).toMatchObject({
      locale: 'de_DE',
      alternateLocale: ['tr_TR', 'en_US', 'ar_AR'],
      siteName: 'Zahnklinik Osmanağa',
    });
  });

  it('names only the languages the page exists in, when told (content without every translation)', () => {
    const metadata = buildMetadata({
      locale: 'en',
      title: 'Implants',
      description: 'd',
      href: { pathname: '/treatment/[slug]', params: { slug: 'implant' } },
      locales: ['en', 'de'],
    });
    expect(metadata.alternates?.languages).toEqual({
      en: `${site}/en/treatment/implant`,
      de: `${site}/de/behandlung/implant`,
      // No Turkish version: x-default is the first version in the config's order.
      'x-default': `${site}/en/treatment/implant`,
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['de_DE'] });
  });

  it('keeps the canonical URL of an Arabic page in ASCII', () => {
    const metadata = buildMetadata({
      locale: 'ar',
      title: 'x',
      description: 'd',
      href: { pathname: '/dentist/[slug]', params: { slug: 'kemal-aydin' } },
    });
    expect(metadata.alternates?.canonical).toBe(`${site}/ar/%D8%A3%D8%B7%D8%A8%D8%A7%D8%A4%D9%86%D8%A7/kemal-aydin`);
    expect(decodeURI(String(metadata.alternates?.canonical))).toBe(`${site}/ar/أطباؤنا/kemal-aydin`);
  });
});

describe('hreflang of content that exists in some languages only', () => {
  const href = { pathname: '/treatment/[slug]', params: { slug: 'kanal-tedavisi' } } as const;

  it('names only the languages the entry exists in, and a fallback page names the version it shows as canonical', () => {
    const metadata = buildMetadata({ locale: 'en', title: 'Kanal tedavisi', description: 'x', href, locales: ['tr'] });
    expect(metadata.alternates?.languages).toEqual({
      tr: `${SITE}/tedavi/kanal-tedavisi`,
      'x-default': `${SITE}/tedavi/kanal-tedavisi`,
    });
    expect(metadata.alternates?.canonical).toBe(`${SITE}/tedavi/kanal-tedavisi`);
  });

  it('keeps every language of an entry that exists in all of them, and its own canonical', () => {
    const metadata = buildMetadata({ locale: 'en', title: 'Root canal', description: 'x', href, locales: ['tr', 'en'] });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['tr', 'en', 'x-default']);
    expect(metadata.alternates?.canonical).toBe(`${SITE}/en/treatment/kanal-tedavisi`);
  });
});
