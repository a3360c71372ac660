import { encodeNonAscii } from '@/i18n/localize';
import { getPathname } from '@/i18n/navigation';
import { language, routing, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';

type Href = Parameters<typeof getPathname>[0]['href'];

/** The absolute URL of a path, written in ASCII as a sitemap and a Location header need it. */
export function absoluteUrl(path: string): string {
  const encoded = encodeNonAscii(path);
  return `${siteConfig.siteUrl}${encoded === '/' ? '' : encoded}` || siteConfig.siteUrl;
}

function isPerLocale(href: Href | Partial<Record<Locale, Href>>): href is Partial<Record<Locale, Href>> {
  return typeof href === 'object' && !('pathname' in href);
}

/**
 * The URL of a page in each language it exists in (`locales`, by default every language the site
 * speaks). `href` is one href for all, or a per-language href where the address differs (an
 * article's slug); a language without one is left out.
 */
export function localizedPaths(
  href: Href | Partial<Record<Locale, Href>>,
  locales: readonly Locale[] = routing.locales,
): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of routing.locales) {
    if (!locales.includes(locale)) continue;
    const target = isPerLocale(href) ? href[locale] : href;
    if (target) paths[locale] = getPathname({ locale, href: target });
  }
  return paths;
}

/**
 * The hreflang alternates of a page: one absolute URL per language version, keyed by its hreflang,
 * and `x-default`, the version for a reader of none of them: the default language's, or (a page
 * without one) the first version in the config's order.
 */
export function hreflangAlternates(paths: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) {
    const path = paths[locale];
    if (path) languages[language(locale).hreflang] = absoluteUrl(path);
  }
  const fallback = paths[routing.defaultLocale] ?? routing.locales.map((locale) => paths[locale]).find(Boolean);
  if (fallback) languages['x-default'] = absoluteUrl(fallback);
  return languages;
}
