import type { Metadata } from 'next';
import { BlogListView, loadArticlePage } from '@/components/blog/BlogListView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getArticleCategories, getArticles } from '@/lib/content';
import { parsePageParam } from '@/lib/content/query-params';
import { categoryFromSegment, NO_CATEGORY } from '@/lib/routing/list-query';
import { blogListMetadata } from '@/lib/seo/metadata';

/**
 * The blog list, one cached page per category and page number: the proxy
 * rewrites `/blogs?category=x&page=2` here (lib/routing/list-query.ts), so the
 * visible URL keeps its query. Regenerated like the detail pages.
 */
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  const found: { category: string; page: string }[] = [];
  try {
    const categories = [undefined, ...(await getArticleCategories(locale)).map((category) => category.slug)];
    for (const category of categories) {
      const { pageCount } = await getArticles(locale, 1, category);
      for (let page = 1; page <= Math.max(1, pageCount); page += 1) {
        found.push({ category: category ?? NO_CATEGORY, page: String(page) });
      }
    }
  } catch {
    // CMS unreachable at build time: the list pages render on their first request instead.
  }
  return found;
}

async function listParams(params: PageProps<'/[locale]/blogs/[category]/[page]'>['params']) {
  const { category, page } = await params;
  return { category: categoryFromSegment(category), page: parsePageParam(page) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blogs/[category]/[page]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const { category, page } = await listParams(params);
  // The same (cached) request the list makes; unknown while the content service fails.
  const pageCount = (await loadArticlePage(locale, page, category))?.pageCount;
  return blogListMetadata(locale, { page, category, pageCount });
}

export default async function BlogsPage({ params }: PageProps<'/[locale]/blogs/[category]/[page]'>) {
  const locale = await pageLocale(params);
  const { category, page } = await listParams(params);
  return <BlogListView locale={locale} page={page} category={category} />;
}
