import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';

type Href = Parameters<typeof getPathname>[0]['href'];

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path === '/' ? '' : path}` || siteConfig.siteUrl;
}

/**
 * The URL of a page in each language. `hrefs` gives a per-language href where
 * the counterpart differs (an article's slug); otherwise one href maps to both.
 */
export function localizedPaths(href: Href | Partial<Record<Locale, Href>>): Partial<Record<Locale, string>> {
  const perLocale = typeof href === 'object' && ('tr' in href || 'en' in href) ? (href as Partial<Record<Locale, Href>>) : null;
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of routing.locales) {
    const target = perLocale ? perLocale[locale] : (href as Href);
    if (target) paths[locale] = getPathname({ locale, href: target });
  }
  return paths;
}
