import { fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { pickMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { LanguageAlternatesProvider, RegisterLanguageAlternates } from '../LanguageAlternates';
import { LanguageMenu } from '../LanguageMenu';

const navigation = { pathname: '/' };
jest.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
}));

const labels = { label: 'Language', flags: {} };

function switchHref(
  locale: Locale,
  pathname: string,
  search = '',
  alternates?: Partial<Record<Locale, string>>,
  target: Locale = locale === 'tr' ? 'en' : 'tr',
): string | null {
  navigation.pathname = pathname;
  // The menu reads the query string from the address when it opens.
  window.history.replaceState(null, '', `${pathname}${search ? `?${search}` : ''}`);
  const { unmount } = render(
    <ClientIntlProvider locale={locale} messages={pickMessages(locale === 'tr' ? tr : en)}>
      <LanguageAlternatesProvider>
        {alternates ? <RegisterLanguageAlternates alternates={alternates} /> : null}
        <LanguageMenu {...labels} />
      </LanguageAlternatesProvider>
    </ClientIntlProvider>,
  );
  fireEvent.click(screen.getByTestId('language-toggle'));
  const href = screen.getByTestId(`language-switch-${target}`).getAttribute('href');
  unmount();
  return href;
}

function renderOnTurkishHome() {
  navigation.pathname = '/';
  window.history.replaceState(null, '', '/');
  render(
    <ClientIntlProvider locale="tr" messages={pickMessages(tr)}>
      <LanguageMenu {...labels} />
    </ClientIntlProvider>,
  );
}

describe('the language menu', () => {
  it('links to the same page in the other language', () => {
    expect(switchHref('tr', '/')).toBe('/en');
    expect(switchHref('en', '/en')).toBe('/');
    expect(switchHref('tr', '/tedaviler')).toBe('/en/treatments');
    expect(switchHref('en', '/en/treatment/implant')).toBe('/tedavi/implant');
    expect(switchHref('tr', '/kvkk-aydinlatma-metni')).toBe('/en/privacy-notice');
    expect(switchHref('en', '/en/terms-of-use')).toBe('/kullanim-kosullari');
    expect(switchHref('tr', '/tedaviler', '', undefined, 'de')).toBe('/de/behandlungen');
    expect(switchHref('de', '/de/behandlung/implant', '', undefined, 'ar')).toBe(encodeURI('/ar/علاج/implant'));
    expect(switchHref('ar', encodeURI('/ar/اتصل-بنا'), '', undefined, 'de')).toBe('/de/kontakt');
    expect(switchHref('ar', '/ar', '', undefined, 'tr')).toBe('/');
  });

  it("lists every language by its own name, the page's own marked as current and not a link", () => {
    renderOnTurkishHome();
    fireEvent.click(screen.getByTestId('language-toggle'));
    const items = [...document.querySelectorAll('li')].map((item) => [
      item.textContent,
      item.firstElementChild?.tagName,
      item.firstElementChild?.getAttribute('lang'),
    ]);
    expect(items).toEqual([
      ['Türkçe', 'SPAN', 'tr'],
      ['English', 'A', 'en'],
      ['Deutsch', 'A', 'de'],
      ['العربية', 'A', 'ar'],
    ]);
    expect(screen.getByText('Türkçe')).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the query string', () => {
    expect(switchHref('tr', '/tedaviler', 'category=implant-tedavileri')).toBe('/en/treatments?category=implant-tedavileri');
    expect(switchHref('en', '/en/blogs', 'page=2')).toBe('/blogs?page=2');
  });

  it('reads the address again when the option is reached, after a filter changed it with the list open', () => {
    window.history.replaceState(null, '', '/tedaviler');
    render(
      <ClientIntlProvider locale="tr" messages={pickMessages(tr)}>
        <LanguageMenu {...labels} />
      </ClientIntlProvider>,
    );
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(screen.getByTestId('language-switch-en')).toHaveAttribute('href', '/en/treatments');
    window.history.replaceState(null, '', '/tedaviler?category=implant-tedavileri');
    fireEvent.focus(screen.getByTestId('language-switch-en'));
    expect(screen.getByTestId('language-switch-en')).toHaveAttribute('href', '/en/treatments?category=implant-tedavileri');
  });

  it("follows an article's registered counterpart (another slug)", () => {
    expect(switchHref('tr', '/blog/implant-tedavisi', 'x=1', { en: '/en/blog/dental-implants' })).toBe('/en/blog/dental-implants');
    // A language without a registered counterpart maps by path.
    expect(switchHref('tr', '/blog/implant-tedavisi', '', { en: '/en/blog/dental-implants' }, 'de')).toBe('/de/ratgeber/implant-tedavisi');
  });

  it('names its trigger with the text it shows (TR), for voice control', () => {
    renderOnTurkishHome();
    expect(screen.getByTestId('language-toggle')).toHaveAccessibleName('Language: Türkçe (TR)');
  });

  it('says which language the link leads to, once it has an address (when the list opens)', () => {
    renderOnTurkishHome();
    // Before: no option at all (an anchor without an address is a link crawlers cannot follow).
    expect(screen.queryByTestId('language-switch-en')).toBeNull();
    expect(document.querySelectorAll('a:not([href])')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('language-toggle'));
    const link = screen.getByTestId('language-switch-en');
    expect(link).toHaveAttribute('href', '/en');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('data-track-language', 'tr:en');
  });
});
