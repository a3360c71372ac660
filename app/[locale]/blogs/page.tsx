import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getArticles } from '@/lib/content';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { blogListMetadata } from '@/lib/seo/metadata';

/** The list's number of pages; unknown while the content service fails. The page's own fetch shares this one. */
async function pageCountOf(locale: Locale, page: number, category?: string): Promise<number | undefined> {
  try {
    return (await getArticles(locale, page, category)).pageCount;
  } catch {
    return undefined;
  }
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/blogs'>): Promise<Metadata> {
  const { locale } = await params;
  const query = await searchParams;
  const page = parsePageParam(query.page);
  const category = parseCategoryParam(query.category);
  const pageCount = await pageCountOf(locale as Locale, page, category);
  return blogListMetadata(locale as Locale, { page, category, pageCount });
}

export default async function BlogsPage({ params, searchParams }: PageProps<'/[locale]/blogs'>) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return <BlogListView locale={locale} page={parsePageParam(query.page)} category={parseCategoryParam(query.category)} />;
}
