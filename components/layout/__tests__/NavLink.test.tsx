import { render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import type { Locale } from '@/i18n/routing';
import { NavLink } from '../NavLink';

const navigation = { pathname: '/' };
jest.mock('next/navigation', () => ({ usePathname: () => navigation.pathname, useRouter: () => ({ prefetch: () => undefined }) }));

const ITEMS = ['/', '/treatments', '/about', '/singleservice', '/blogs'] as const;

/** The hrefs of the links marked as the current section. */
function currentLinks(locale: Locale, pathname: string): (string | null)[] {
  navigation.pathname = pathname;
  const { unmount } = render(
    <ClientIntlProvider locale={locale} messages={{}}>
      <nav>
        {ITEMS.map((href) => (
          <NavLink key={href} href={href}>
            {href}
          </NavLink>
        ))}
      </nav>
    </ClientIntlProvider>,
  );
  const current = screen.queryAllByRole('link', { current: 'page' }).map((link) => link.getAttribute('href'));
  unmount();
  return current;
}

describe('the navbar links', () => {
  it('are localized', () => {
    navigation.pathname = '/';
    render(
      <ClientIntlProvider locale="tr" messages={{}}>
        <NavLink href="/treatments">Tedaviler</NavLink>
      </ClientIntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Tedaviler' })).toHaveAttribute('href', '/tedaviler');
  });

  it('mark the current section, in the browser and while prerendering (rewritten path)', () => {
    for (const pathname of ['/', '/tr']) expect(currentLinks('tr', pathname)).toEqual(['/']);
    for (const pathname of ['/about', '/tr/about']) expect(currentLinks('tr', pathname)).toEqual(['/about']);
    for (const pathname of ['/tedaviler', '/tr/treatments', '/tedavi/implant', '/tr/treatment/implant'])
      expect(currentLinks('tr', pathname)).toEqual(['/tedaviler']);
    for (const pathname of ['/blog/x', '/tr/blog/x']) expect(currentLinks('tr', pathname)).toEqual(['/blogs']);
    expect(currentLinks('en', '/en')).toEqual(['/en']);
    expect(currentLinks('en', '/en/treatment/implant')).toEqual(['/en/treatments']);
  });

  it('mark nothing on other pages', () => {
    expect(currentLinks('tr', '/contact')).toEqual([]);
    expect(currentLinks('en', '/en/privacy-notice')).toEqual([]);
  });
});
