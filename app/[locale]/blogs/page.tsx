import type { Metadata } from 'next';
import { BlogListView } from '@/components/blog/BlogListView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { blogListMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/blogs'>): Promise<Metadata> {
  const { locale } = await params;
  return blogListMetadata(locale as Locale, parsePageParam((await searchParams).page));
}

export default async function BlogsPage({ params, searchParams }: PageProps<'/[locale]/blogs'>) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return <BlogListView locale={locale} page={parsePageParam(query.page)} category={parseCategoryParam(query.category)} />;
}
