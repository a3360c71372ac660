/**
 * Adding a language is configuration plus messages (issue 47): Russian, added here to a scratch copy
 * of i18n/languages.json, reaches every page's path, its hreflang, the sitemap, the proxy's routes,
 * the language menu and the go-live check, with no code changed. (Its texts would be
 * messages/ru.json, which the pages read through i18n/request.ts; no module here reads texts.) The
 * places a new language touches are listed in docs/languages.md.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageMenu } from '@/components/layout/LanguageMenu';
import { languageItems } from '@/lib/launch/languages.mjs';
import { readRoute } from '@/lib/routing/request-route';
import { buildMetadata } from '@/lib/seo/metadata';
import { buildSitemap } from '@/lib/seo/sitemap';
import { ClientIntlProvider } from '../client';
import { parseLanguageConfig } from '../language-config';
import scratch from '../languages.json';
import { localizeHref, parseVisiblePath, type Href } from '../localize';
import { routing, type AppPathname } from '../routing';

// Every module of this file reads the scratch configuration: the real one and a Russian entry.
jest.mock('../languages.json', () => {
  const real = jest.requireActual('../languages.json');
  const russian = {
    code: 'ru',
    prefix: '/ru',
    dir: 'ltr',
    name: 'Русский',
    short: 'RU',
    flag: null,
    ogLocale: 'ru_RU',
    hreflang: 'ru',
    intlLocale: 'ru-RU',
    clinicName: 'Стоматологическая клиника Османага',
    reviewed: false,
    paths: {
      '/': '/',
      '/treatments': '/lechenie',
      '/treatment/[slug]': '/lechenie/[slug]',
      '/about': '/o-klinike',
      '/dentist/[slug]': '/vrachi/[slug]',
      '/singleservice': '/uslugi',
      '/blogs': '/stati',
      '/blog/[slug]': '/stati/[slug]',
      '/contact': '/kontakty',
      '/privacy': '/politika-konfidencialnosti',
      '/terms': '/usloviya-ispolzovaniya',
    },
  };
  return { ...real, languages: [...real.languages, russian] };
});
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

const EXPECTED_PATHS: Record<AppPathname, string> = {
  '/': '/ru',
  '/treatments': '/ru/lechenie',
  '/treatment/[slug]': '/ru/lechenie/implant',
  '/about': '/ru/o-klinike',
  '/dentist/[slug]': '/ru/vrachi/implant',
  '/singleservice': '/ru/uslugi',
  '/blogs': '/ru/stati',
  '/blog/[slug]': '/ru/stati/implant',
  '/contact': '/ru/kontakty',
  '/privacy': '/ru/politika-konfidencialnosti',
  '/terms': '/ru/usloviya-ispolzovaniya',
};
const SITE = 'http://localhost:3000';

describe('a fifth language from configuration and messages alone', () => {
  it('is a valid configuration, and the routing serves it', () => {
    expect(() => parseLanguageConfig(scratch)).not.toThrow();
    expect(routing.locales).toEqual(['tr', 'en', 'de', 'ar', 'ru']);
    expect(routing.pathnames['/contact']).toMatchObject({ ru: '/kontakty' });
  });

  it('gives every page its Russian path, and the proxy reads each back as that page', () => {
    for (const [pathname, expected] of Object.entries(EXPECTED_PATHS) as [AppPathname, string][]) {
      const params: Record<string, string> = pathname.includes('[slug]') ? { slug: 'implant' } : {};
      const href: Href = { pathname, params };
      expect(localizeHref(href, 'ru')).toBe(expected);
      expect(parseVisiblePath(expected)).toEqual({ locale: 'ru', pathname, params });
      expect(readRoute(expected, new URLSearchParams())).toMatchObject({ locale: 'ru' });
      expect(readRoute(expected, new URLSearchParams()).kind).not.toBe('unknown');
    }
    // An unknown path under /ru is the Russian home's to redirect to (the proxy redirects to its language's home).
    expect(readRoute('/ru/nichego', new URLSearchParams())).toEqual({ kind: 'unknown', locale: 'ru' });
  });

  it("puts Russian into every page's hreflang alternates and og:locale", () => {
    const seo = buildMetadata({ locale: 'ru', title: 'Контакты', description: 'd', href: '/contact' });
    expect(seo.alternates?.canonical).toBe(`${SITE}/ru/kontakty`);
    expect(Object.keys(seo.alternates?.languages ?? {})).toEqual(['tr', 'en', 'de', 'ar', 'ru', 'x-default']);
    expect(seo.openGraph).toMatchObject({ locale: 'ru_RU', siteName: 'Стоматологическая клиника Османага' });
    const turkish = buildMetadata({ locale: 'tr', title: 'İletişim', description: 'd', href: '/contact' });
    expect(turkish.alternates?.languages).toMatchObject({ ru: `${SITE}/ru/kontakty` });
    expect(turkish.openGraph).toMatchObject({ alternateLocale: ['en_US', 'de_DE', 'ar_AR', 'ru_RU'] });
  });

  it('lists every page in Russian in the sitemap, each entry naming the Russian version', async () => {
    const entries = await buildSitemap();
    const russianUrls = entries.map((entry) => entry.url).filter((url) => url.startsWith(`${SITE}/ru`));
    for (const path of Object.values(EXPECTED_PATHS).filter((path) => !path.endsWith('/implant'))) {
      expect(russianUrls).toContain(`${SITE}${path}`);
    }
    expect(russianUrls).toContain(`${SITE}/ru/lechenie/implant`);
    expect(russianUrls).toContain(`${SITE}/ru/vrachi/kemal-aydin`);
    const contact = entries.find((entry) => entry.url === `${SITE}/contact`);
    expect(contact?.alternates?.languages).toMatchObject({ ru: `${SITE}/ru/kontakty` });
  });

  it("shows Russian in the language menu, linking the page's counterpart", () => {
    window.history.replaceState(null, '', '/tedavi/implant');
    render(
      <ClientIntlProvider locale="tr" messages={{}}>
        <LanguageMenu label="Dil" flags={{}} />
      </ClientIntlProvider>,
    );
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(screen.getByTestId('language-switch-ru')).toHaveAttribute('href', '/ru/lechenie/implant');
    expect(screen.getByTestId('language-switch-ru')).toHaveTextContent('Русский');
  });

  it('is listed by check:launch as not reviewed', () => {
    expect(languageItems(scratch).find((item) => item.id === 'language-ru')).toMatchObject({ status: 'fail' });
  });
});
