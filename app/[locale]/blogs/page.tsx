import type { Metadata } from 'next';
import { BlogListView, loadArticlePage } from '@/components/blog/BlogListView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { blogListMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/blogs'>): Promise<Metadata> {
  const { locale } = await params;
  const query = await searchParams;
  const page = parsePageParam(query.page);
  const category = parseCategoryParam(query.category);
  // The same (cached) request the list makes; unknown while the content service fails.
  const pageCount = (await loadArticlePage(locale as Locale, page, category))?.pageCount;
  return blogListMetadata(locale as Locale, { page, category, pageCount });
}

export default async function BlogsPage({ params, searchParams }: PageProps<'/[locale]/blogs'>) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return <BlogListView locale={locale} page={parsePageParam(query.page)} category={parseCategoryParam(query.category)} />;
}
