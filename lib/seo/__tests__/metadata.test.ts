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
