import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/ArticleView';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { permanentRedirect, redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { pageSlug } from '@/i18n/page-slug';
import { routing, type Locale } from '@/i18n/routing';
import { articleSlugIn, getArticleBySlug, getArticleCategories, getArticles, load, loadedOr } from '@/lib/content';
import { articleMetadata } from '@/lib/seo/content-metadata';
import { articleStructuredData } from '@/lib/seo/page-structured-data';

/**
 * Pages built from content are regenerated at most a minute after a request
 * finds them stale: a page first rendered while the CMS failed (its error
 * state) heals on its own once the CMS answers again.
 */
export const revalidate = 60;

/** The newest articles are built ahead; older ones render on first request and are cached. */
const PRERENDERED_ARTICLES = 9;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const first = await load(() => getArticles(params.locale as Locale, 1));
  return loadedOr(first, { articles: [] })
    .articles.slice(0, PRERENDERED_ARTICLES)
    .map((article) => ({ slug: article.slug }));
}

/** The page and its metadata share this read (getArticleBySlug is cached per request). */
function loadArticle(slug: string, locale: Locale) {
  return load(() => getArticleBySlug(slug, locale));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale } = await params;
  const article = await loadArticle(await pageSlug(params), locale as Locale);
  return article.status === 'loaded' ? articleMetadata(article.data) : {};
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = await pageSlug(params);
  const [article, categories] = await Promise.all([loadArticle(slug, locale), load(() => getArticleCategories(locale))]);
  if (article.status === 'empty') {
    // A link from another language (the language switch without JavaScript) carries that
    // language's slug: send it to the version this language reads (its own, or the fallback's).
    for (const other of routing.locales.filter((candidate) => candidate !== locale)) {
      const original = loadedOr(await loadArticle(slug, other), null);
      if (!original) continue;
      const target = articleSlugIn(original, locale);
      if (target && target !== slug) permanentRedirect({ href: { pathname: '/blog/[slug]', params: { slug: target } }, locale });
      redirect({ href: '/blogs', locale });
    }
    notFound();
  }
  return (
    <>
      {article.status === 'loaded' && <JsonLd data={await articleStructuredData(article.data)} />}
      <ArticleView locale={locale} article={article} categories={categories} />
      <IncompleteContent />
    </>
  );
}
