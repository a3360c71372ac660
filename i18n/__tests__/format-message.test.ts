/** @jest-environment node */
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMessage, formatNumber } from '../format-message';
import { language, routing } from '../routing';

const text = (message: string, locale: string, values?: Parameters<typeof formatMessage>[2]) =>
  formatMessage(message, locale, values).join('');

describe('formatMessage', () => {
  it('returns a text without arguments as it is', () => {
    expect(formatMessage('Tekrar dene', 'tr')).toEqual(['Tekrar dene']);
    expect(text("Video, oynattığınızda YouTube'dan yüklenir.", 'tr')).toBe("Video, oynattığınızda YouTube'dan yüklenir.");
  });

  it('fills in plain arguments', () => {
    expect(text('Bizi arayın: {phone}', 'tr', { phone: '0216 000 00 00' })).toBe('Bizi arayın: 0216 000 00 00');
    expect(text('{a} and {b}, {a} again', 'en', { a: 'x', b: 2 })).toBe('x and 2, x again');
    expect(text('{ spaced }', 'en', { spaced: 'ok' })).toBe('ok');
  });

  it('formats number arguments in the language of the page', () => {
    expect(text('{count, number} karakter', 'tr', { count: 5000 })).toBe('5.000 karakter');
    expect(text('{count, number} characters', 'en', { count: 5000 })).toBe('5,000 characters');
    expect(text('{max, number}', 'tr', { max: '1200' })).toBe('1.200');
  });

  it('leaves a missing value visible instead of failing', () => {
    expect(text('Hata kodu: {digest}', 'tr')).toBe('Hata kodu: {digest}');
    expect(text('{count, number} / {max, number}', 'en', { count: 3 })).toBe('3 / {max, number}');
  });

  it('renders rich-text tags with the given functions', () => {
    const parts = formatMessage('Read our <link>privacy notice</link>.', 'en', {
      link: (chunks: ReactNode) => createElement('a', { href: '/en/privacy-notice' }, chunks),
    });
    expect(parts).toHaveLength(3);
    expect(isValidElement(parts[1])).toBe(true);
    expect(renderToStaticMarkup(createElement(Fragment, null, ...parts))).toBe('Read our <a href="/en/privacy-notice">privacy notice</a>.');
  });

  it('fills in arguments inside a tag, and keeps the text of a tag without a function', () => {
    const parts = formatMessage('<b>{n, number}</b> items', 'tr', {
      n: 12345,
      b: (chunks: ReactNode) => createElement('strong', null, chunks),
    });
    const html = renderToStaticMarkup(createElement(Fragment, null, ...parts));
    expect(html).toBe('<strong>12.345</strong> items');
    expect(text('See <link>the notice</link>.', 'en')).toBe('See the notice.');
  });
});

describe('formatNumber', () => {
  it("writes whole numbers exactly as Intl.NumberFormat does in every language's intlLocale", () => {
    const samples = [0, 7, 42, 999, 1000, 1200, 5000, 9999, 12345, 100000, 999999, 1000000, 1234567890, Number.MAX_SAFE_INTEGER];
    for (const locale of routing.locales) {
      const intl = new Intl.NumberFormat(language(locale).intlLocale);
      for (const value of samples) expect([locale, value, formatNumber(value, locale)]).toEqual([locale, value, intl.format(value)]);
    }
  });

  it('writes Arabic numbers with Latin digits, as the phone numbers beside them', () => {
    expect(formatNumber(5000, 'ar')).toBe('5,000');
    expect(formatNumber(12.5, 'ar')).toBe('12.5');
  });

  it('leaves fractions, negative numbers and other languages to Intl', () => {
    expect(formatNumber(12345.5, 'tr')).toBe(new Intl.NumberFormat('tr').format(12345.5));
    expect(formatNumber(-1200, 'en')).toBe(new Intl.NumberFormat('en').format(-1200));
    expect(formatNumber(1200, 'fr')).toBe(new Intl.NumberFormat('fr').format(1200));
  });
});
