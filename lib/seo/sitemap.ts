import 'server-only';
import type { MetadataRoute } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { getArticles, getDoctors, getTreatments, type Article, type Doctor, type Treatment } from '@/lib/content';
import { siteConfig } from '@/lib/config/site';
import { absoluteUrl, hreflangAlternates, localizedPaths } from './alternates';
import { articleHrefs } from './content-metadata';

type Href = Parameters<typeof localizedPaths>[0];
type Entry = MetadataRoute.Sitemap[number];

/** Next.js writes sitemap URLs into the XML as they are: a query's "&" must arrive escaped. */
function xmlSafe(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * One `<url>` per language version of a page (those in `locales`, by default every language), each
 * naming all versions (xhtml:link), with the day it last changed.
 */
export function entriesFor(href: Href, lastModified: string, locales?: readonly Locale[]): Entry[] {
  const paths = localizedPaths(href, locales);
  const languages = Object.fromEntries(Object.entries(hreflangAlternates(paths)).map(([hreflang, url]) => [hreflang, xmlSafe(url)]));
  return routing.locales.flatMap((locale) => {
    const path = paths[locale];
    if (!path) return [];
    return [{ url: xmlSafe(absoluteUrl(path)), alternates: { languages }, lastModified }];
  });
}

/**
 * The latest of some dates (ISO days and timestamps compare as text); without any, the configured
 * day of the latest content change (lib/config/site.ts), the date of the texts in messages/*.json.
 */
function newest(dates: string[]): string {
  const known = dates.filter(Boolean);
  return known.length > 0 ? known.reduce((latest, date) => (date > latest ? date : latest)) : siteConfig.contentUpdated;
}

type ArticleList = { articles: Article[]; pageCount: number };

async function allArticles(locale: Locale): Promise<ArticleList> {
  const first = await getArticles(locale, 1);
  const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => getArticles(locale, index + 2)));
  return { articles: [first, ...rest].flatMap((page) => page.articles), pageCount: first.pageCount };
}

/** Content that cannot be loaded leaves its pages out rather than failing the whole sitemap. */
async function loadContent(): Promise<{ treatments: Treatment[]; doctors: Doctor[]; articlesByLocale: Map<Locale, ArticleList> }> {
  const treatments = await getTreatments(routing.defaultLocale).catch((): Treatment[] => []);
  const doctors = await getDoctors(routing.defaultLocale).catch((): Doctor[] => []);
  const lists = await Promise.all(
    routing.locales.map(
      async (locale) => [locale, await allArticles(locale).catch((): ArticleList => ({ articles: [], pageCount: 1 }))] as const,
    ),
  );
  return { treatments, doctors, articlesByLocale: new Map(lists) };
}

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const { treatments, doctors, articlesByLocale } = await loadContent();
  const listOf = (locale: Locale): ArticleList => articlesByLocale.get(locale) ?? { articles: [], pageCount: 1 };
  const articles = routing.locales.flatMap((locale) => listOf(locale).articles);
  const treatmentsModified = newest(treatments.map((treatment) => treatment.updatedAt));
  const articlesModified = newest(articles.map((article) => article.updatedAt));
  const doctorsModified = newest(doctors.map((doctor) => doctor.updatedAt));
  // Pages whose words are in messages/*.json: the texts' day, or the content they show when that is later.
  const textsModified = siteConfig.contentUpdated;

  const blogPages = Math.max(...routing.locales.map((locale) => listOf(locale).pageCount));
  const blogListPages = Array.from({ length: blogPages - 1 }, (_, index) => index + 2).flatMap((page) => {
    const hrefs: Partial<Record<Locale, Href>> = {};
    for (const locale of routing.locales) {
      if (listOf(locale).pageCount >= page) hrefs[locale] = { pathname: '/blogs', query: { page: String(page) } };
    }
    return entriesFor(hrefs as Href, articlesModified);
  });

  // Each translation group once: the entry of its first language lists every version.
  const seen = new Set<string>();
  const articleEntries = articles.flatMap((article) => {
    if (seen.has(article.documentId)) return [];
    seen.add(article.documentId);
    const group = articles.filter((other) => other.documentId === article.documentId);
    return entriesFor(articleHrefs(article), newest(group.map((entry) => entry.updatedAt)));
  });

  return [
    ...entriesFor('/', newest([textsModified, treatmentsModified, articlesModified])),
    ...entriesFor('/treatments', treatmentsModified),
    ...treatments.flatMap((treatment) =>
      entriesFor({ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }, newest([treatment.updatedAt])),
    ),
    ...entriesFor('/about', newest([textsModified, doctorsModified])),
    ...doctors.flatMap((doctor) =>
      doctor.slug ? entriesFor({ pathname: '/dentist/[slug]', params: { slug: doctor.slug } }, newest([doctor.updatedAt])) : [],
    ),
    ...entriesFor('/singleservice', textsModified),
    ...entriesFor('/blogs', articlesModified),
    ...blogListPages,
    ...articleEntries,
    ...entriesFor('/contact', textsModified),
    ...entriesFor('/privacy', siteConfig.privacyUpdated),
    ...entriesFor('/terms', textsModified),
  ];
}
