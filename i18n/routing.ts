import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, languageConfig, LOCALES, ROUTES, type AppPathname, type Locale } from './locales';

export { isLocale, language, otherLanguages, type AppPathname, type Locale } from './locales';

/** Each route's path in every language, as next-intl reads them: `{'/treatments': {tr: '/tedaviler', en: '/treatments', …}}`. */
const pathnames = Object.fromEntries(
  ROUTES.map((route) => [route, Object.fromEntries(languageConfig.languages.map((entry) => [entry.code, entry.paths[route]]))]),
) as Record<AppPathname, Record<Locale, string>>;

/**
 * The one place that knows how URLs are localized, built from i18n/languages.json. The default
 * language (Turkish) is served without a prefix, every other under its code (/en, /de, /ar); the
 * language comes from the path alone, so no cookie is set and Accept-Language is ignored (a shared
 * link always opens in the language it was shared in).
 */
export const routing = defineRouting({
  locales: LOCALES as Locale[],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are in each page's <head>; the Link header would repeat long paths
  // into responses too large for reverse proxies.
  alternateLinks: false,
  pathnames,
});
