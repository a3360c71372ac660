import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ClientIntlProvider } from '@/i18n/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { CookieNotice } from '../CookieNotice';
import { CookieSettingsButton } from '../CookieSettingsButton';

const calls: string[] = [];

jest.mock('@/i18n/link', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

jest.mock('@/lib/consent/browser-consent', () => {
  const { createConsentController } = jest.requireActual('@/lib/consent/controller');
  let stored: string | null = null;
  return {
    consent: createConsentController({
      readChoice: () => stored,
      saveChoice: (choice: string) => {
        stored = choice;
      },
      timeZone: () => 'Europe/Istanbul',
      resolveCountry: () => Promise.resolve(null),
      pushDefault: () => calls.push('default'),
      allow: () => calls.push('allow'),
      deny: () => calls.push('deny'),
      watchChoice: () => {},
    }),
  };
});

const { consent } = jest.requireMock('@/lib/consent/browser-consent') as typeof import('@/lib/consent/browser-consent');

function renderWith(locale: 'tr' | 'en', ui: ReactNode) {
  return render(
    <ClientIntlProvider locale={locale} messages={locale === 'tr' ? tr : en}>
      {ui}
    </ClientIntlProvider>,
  );
}

describe('CookieNotice', () => {
  it('shows a labelled region with equal accept and decline, and remembers the choice', async () => {
    renderWith(
      'tr',
      <>
        <button type="button">önceki</button>
        <CookieSettingsButton />
        <CookieNotice />
      </>,
    );
    // Before the stored choice is read, as the server draws it: inert, shown only by the page's first line.
    expect(screen.getByTestId('cookie-notice')).toHaveAttribute('inert');
    expect(screen.getByTestId('cookie-notice')).toHaveAttribute('data-pending');
    await act(() => consent.start());
    expect(screen.getByTestId('cookie-notice')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('cookie-notice')).not.toHaveAttribute('data-pending');

    const region = screen.getByRole('region', { name: 'Çerez tercihleriniz' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/privacy');
    const accept = screen.getByRole('button', { name: 'Kabul et' });
    const reject = screen.getByRole('button', { name: 'Reddet' });
    expect(accept.className).toBe(reject.className);
    expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();

    fireEvent.click(reject);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(calls).toEqual(['default']);

    const settings = screen.getByRole('button', { name: 'Çerez ayarları' });
    settings.focus();
    fireEvent.click(settings);
    expect(screen.getByText(/analiz ve reklam çerezleri reddedildi/)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Çerez tercihleriniz' }));

    fireEvent.keyDown(screen.getByTestId('cookie-notice'), { key: 'Escape' });
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(document.activeElement).toBe(settings);

    fireEvent.click(settings);
    fireEvent.click(screen.getByRole('button', { name: 'Kabul et' }));
    expect(calls).toEqual(['default', 'allow']);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });

  it('speaks English on English pages', () => {
    renderWith('en', <CookieSettingsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    renderWith('en', <CookieNotice />);
    expect(screen.getByRole('region', { name: 'Your cookie choices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
