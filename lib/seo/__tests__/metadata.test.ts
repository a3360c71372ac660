import { buildMetadata, fullTitle, TITLE_LIMIT } from '../metadata';

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
