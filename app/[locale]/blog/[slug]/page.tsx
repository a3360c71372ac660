import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/ArticleView';
import { JsonLd } from '@/components/seo/JsonLd';
import { permanentRedirect, redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { otherLocale, type Locale } from '@/i18n/routing';
import { getArticleBySlug, getArticles } from '@/lib/content';
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
  try {
    const { articles } = await getArticles(params.locale as Locale, 1);
    return articles.slice(0, PRERENDERED_ARTICLES).map((article) => ({ slug: article.slug }));
  } catch {
    return [];
  }
}

async function loadArticle(slug: string, locale: Locale) {
  try {
    return { article: await getArticleBySlug(decodeURIComponent(slug), locale), failed: false };
  } catch {
    return { article: null, failed: true };
  }
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const { article } = await loadArticle(slug, locale as Locale);
  return article ? articleMetadata(article) : {};
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { article, failed } = await loadArticle(slug, locale);
  if (!article && !failed) {
    // A link from the other language (the language switch without JavaScript)
    // carries that language's slug: send it to this language's translation.
    const { article: original } = await loadArticle(slug, otherLocale(locale));
    const translation = original?.localizations.find((entry) => entry.locale === locale);
    if (translation) permanentRedirect({ href: { pathname: '/blog/[slug]', params: { slug: translation.slug } }, locale });
    if (original) redirect({ href: '/blogs', locale });
    notFound();
  }
  return (
    <>
      {article && <JsonLd data={await articleStructuredData(article)} />}
      <ArticleView locale={locale} article={article} />
    </>
  );
}
