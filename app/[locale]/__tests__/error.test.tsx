import { fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/i18n/client';
import { pickMessages } from '@/i18n/client-messages';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import LocaleError from '../error';

const reloadOnce = jest.fn();
jest.mock('@/lib/analytics/chunk-reload', () => ({
  ...jest.requireActual('@/lib/analytics/chunk-reload'),
  reloadOnceAfterChunkError: () => reloadOnce(),
}));

function renderError(locale: 'tr' | 'en', error: unknown, retry = jest.fn()) {
  render(
    <ClientIntlProvider locale={locale} messages={pickMessages(locale === 'tr' ? tr : en)}>
      <LocaleError error={error} retry={retry} />
    </ClientIntlProvider>,
  );
  return retry;
}

describe('the error screen', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    reloadOnce.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers a retry and the way home, in Turkish', () => {
    const retry = renderError('tr', Object.assign(new Error('boom'), { digest: '12345' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bir sorun oluştu' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Hata kodu: 12345')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('speaks English on English pages', () => {
    renderError('en', new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('reloads once after a failed chunk load', () => {
    reloadOnce.mockReturnValue(true);
    renderError('tr', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(reloadOnce).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the chunk error with a reload button when the reload did not help', () => {
    reloadOnce.mockReturnValue(false);
    renderError('tr', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfanın bir bölümü yüklenemedi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
  });
});
