import type { Locale } from '@/i18n/routing';

/** `lang` (and `dir`) of an element whose content is in another language than its page's. */
export interface LanguageAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** Left to right or right to left, as the language's script runs (CLDR through Intl). */
function directionOf(locale: Locale): 'ltr' | 'rtl' {
  const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The attributes of content shown in another language than the page's (a fallback
 * version): its language, and its direction where that differs, so screen readers
 * pronounce it and the browser lays it out right. Nothing when the languages match.
 */
export function contentLanguage(shown: Locale, page: Locale): LanguageAttributes {
  if (shown === page) return {};
  const dir = directionOf(shown);
  return dir === directionOf(page) ? { lang: shown } : { lang: shown, dir };
}
