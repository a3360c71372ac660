import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { language, type Locale } from '@/i18n/routing';
import { clinicName, siteConfig } from '@/lib/config/site';
import { fallbackChain } from '@/lib/content/locale-fallback';
import { absoluteUrl, hreflangAlternates, localizedPaths } from './alternates';
import { OG_IMAGE_SIZE, sharingImageAlt, staticSharingImagePath, type StaticPageKey } from './sharing-image';

type Href = Parameters<typeof localizedPaths>[0];

export interface SharingImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  locale: Locale;
  /** The page's own title; the layout's template adds the clinic name. */
  title: string;
  description: string;
  keywords?: string[];
  href: Href;
  /** Left out on pages whose `opengraph-image` file generates the card. */
  image?: SharingImage;
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags?: string[] };
  /**
   * The languages the page's content exists in (lib/content's `locales`): hreflang names only
   * those, and a page showing a fallback version names that version's address as canonical.
   * Left out: every language of `href`.
   */
  locales?: readonly Locale[];
}

/** Search results cut titles at about this many characters. */
export const TITLE_LIMIT = 65;

/**
 * "<page> | <clinic>", the same string the layout's title template produces; a
 * title that would then run past TITLE_LIMIT (a long article's) goes alone, so
 * the page's own words are what a search result shows.
 */
export function fullTitle(title: string, locale: Locale): string {
  const siteName = clinicName(locale);
  const full = `${title} | ${siteName}`;
  return title === siteName || full.length > TITLE_LIMIT ? title : full;
}

export function splitKeywords(list: string): string[] {
  return list
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Title, description, canonical URL, hreflang alternates (every language version, x-default) and sharing cards of one page. */
export function buildMetadata({ locale, title, description, keywords, href, locales, image, article }: PageSeo): Metadata {
  const paths = localizedPaths(href, locales);
  const languages = hreflangAlternates(paths);
  // A page without its own language's version is a copy of the version it shows.
  const shown = fallbackChain(locale).find((code) => paths[code]);
  const own = paths[locale] ?? (shown ? paths[shown] : undefined);
  const canonical = own ? absoluteUrl(own) : undefined;
  const shareTitle = fullTitle(title, locale);
  const alternateLocale = (Object.keys(paths) as Locale[]).filter((other) => other !== locale).map((other) => language(other).ogLocale);

  return {
    // Without the layout's template where fullTitle leaves the clinic's name out.
    title: shareTitle === title ? { absolute: title } : title,
    description,
    ...(keywords && keywords.length > 0 && { keywords }),
    alternates: { canonical, languages },
    openGraph: {
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedTime,
            modifiedTime: article.modifiedTime,
            section: article.section,
            tags: article.tags,
          }
        : { type: 'website' }),
      title: shareTitle,
      description,
      url: canonical,
      siteName: clinicName(locale),
      locale: language(locale).ogLocale,
      alternateLocale,
      ...(image && { images: [image] }),
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      ...(image && { images: [{ url: image.url, alt: image.alt, width: image.width, height: image.height }] }),
    },
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

/**
 * Metadata of a page whose copy lives in the dictionary (`metadata.<key>`).
 * `href` overrides the page's address, e.g. to keep `?page=2` on the blog list.
 */
export async function staticPageMetadata(
  key: StaticPageKey,
  locale: Locale,
  href: Href = STATIC_HREFS[key],
  locales?: readonly Locale[],
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `metadata.${key}` });
  const metadata = buildMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    keywords: splitKeywords(t('keywords')),
    href,
    locales,
    image: { url: staticSharingImagePath(key, locale), ...OG_IMAGE_SIZE, alt: sharingImageAlt(t('title'), locale) },
  });
  // The layout's title template reaches child segments only, not the home page beside it.
  return key === 'home' ? { ...metadata, title: { absolute: fullTitle(t('title'), locale) } } : metadata;
}

/** The layout's share: absolute URLs, the clinic name after every page title, the app name. */
export function siteMetadata(locale: Locale): Metadata {
  const name = clinicName(locale);
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { template: `%s | ${name}`, default: name },
    applicationName: name,
  };
}

export interface BlogListQuery {
  page: number;
  category?: string;
  /** The list's number of pages, when it loaded. */
  pageCount?: number;
  /** The languages whose list has this page (its hreflang alternates); by default every language. */
  locales?: readonly Locale[];
}

/**
 * The blog list: page 2 and beyond are pages of their own (canonical to
 * themselves, `?page=n`, with a numbered title). A list filtered by category,
 * whichever its page, is a view of the whole list: canonical to its first page.
 * A page past the last has nothing to index and says so.
 */
export async function blogListMetadata(locale: Locale, { page, category, pageCount, locales }: BlogListQuery): Promise<Metadata> {
  if (pageCount !== undefined && page > Math.max(pageCount, 1)) {
    return { ...(await staticPageMetadata('blogs', locale)), robots: { index: false } };
  }
  if (page <= 1 || category) return staticPageMetadata('blogs', locale);
  const t = await getTranslations({ locale, namespace: 'metadata.blogs' });
  const metadata = await staticPageMetadata('blogs', locale, { pathname: '/blogs', query: { page: String(page) } }, locales);
  const title = t('pagedTitle', { page });
  const shareTitle = fullTitle(title, locale);
  return {
    ...metadata,
    title,
    openGraph: { ...metadata.openGraph, title: shareTitle },
    twitter: { ...metadata.twitter, title: shareTitle },
  };
}
