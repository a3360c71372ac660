import type { ReactNode } from 'react';

/** Texts as nested objects, like the message files. */
export interface Messages {
  [key: string]: Messages | string;
}

export type Values = Record<string, string | number>;
export type RichValues = Record<string, string | number | ((chunks: ReactNode) => ReactNode)>;

/** `{name}`, `{name, number}`, or a `<tag>…</tag>` pair (not nested in itself). */
const TOKEN = /\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}|<(\w+)>([\s\S]*?)<\/\3>/g;

import { isLocale, language } from './locales';

/** The thousands separator of some languages the site speaks, as CLDR (and so Intl) has it for their `intlLocale`. */
const GROUP_SEPARATOR: Record<string, string> = { tr: '.', en: ',', de: '.', ar: ',' };

/**
 * A number as `Intl.NumberFormat` writes it in the language's `intlLocale` (Arabic with Latin
 * digits, as the phone numbers beside them). Whole numbers in the languages above are grouped here by hand: building the first Intl number formatter of a page took about 20 ms of
 * main-thread work (Chromium here, more on a phone), and the appointment form's character counter
 * ("0 / 5.000 karakter") renders as the page hydrates. Anything else goes to Intl. A test compares
 * both ways over a range of numbers.
 */
export function formatNumber(value: number, locale: string): string {
  const separator = GROUP_SEPARATOR[locale];
  if (separator !== undefined && Number.isSafeInteger(value) && value >= 0) {
    return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  }
  return new Intl.NumberFormat(isLocale(locale) ? language(locale).intlLocale : locale).format(value);
}

/**
 * The subset of ICU MessageFormat the client texts use: plain and number
 * arguments, and rich-text tags. Returns the parts in order so that tags can
 * become elements; a missing value leaves its placeholder visible (as
 * next-intl's fallback does) instead of throwing.
 */
export function formatMessage(message: string, locale: string, values: RichValues = {}): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TOKEN)) {
    const [whole, name, numberStyle, tag, inner] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    last = match.index + whole.length;
    if (tag !== undefined) {
      const render = values[tag];
      const chunks = formatMessage(inner ?? '', locale, values);
      parts.push(typeof render === 'function' ? render(chunks) : chunks.join(''));
      continue;
    }
    const value = values[name!];
    if (value === undefined || typeof value === 'function') parts.push(whole);
    else if (numberStyle) parts.push(formatNumber(Number(value), locale));
    else parts.push(String(value));
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
