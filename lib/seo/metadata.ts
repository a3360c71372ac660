import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, localizedPaths } from './alternates';

type Href = Parameters<typeof localizedPaths>[0];

export type StaticPageKey = 'home' | 'about' | 'services' | 'treatments' | 'blogs' | 'contact' | 'privacy' | 'terms';

interface PageSeo {
  locale: Locale;
  title: string;
  description: string;
  href: Href;
}

/** Canonical URL and hreflang alternates (tr, en, x-default) of one page. */
export function buildMetadata({ locale, title, description, href }: PageSeo): Metadata {
  const paths = localizedPaths(href);
  const languages: Record<string, string> = {};
  if (paths.tr) languages.tr = absoluteUrl(paths.tr);
  if (paths.en) languages.en = absoluteUrl(paths.en);
  if (paths.tr) languages['x-default'] = absoluteUrl(paths.tr);
  const own = paths[locale];
  return {
    title,
    description,
    alternates: { canonical: own ? absoluteUrl(own) : undefined, languages },
  };
}

const STATIC_HREFS: Record<StaticPageKey, Href> = {
  home: '/',
  about: '/about',
  services: '/singleservice',
  treatments: '/treatments',
  blogs: '/blogs',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
};

export async function staticPageMetadata(key: StaticPageKey, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `metadata.${key}` });
  return buildMetadata({ locale, title: t('title'), description: t('description'), href: STATIC_HREFS[key] });
}
