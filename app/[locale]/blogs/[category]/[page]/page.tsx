import type { Metadata } from 'next';
import { blogListHref } from '@/components/blog/BlogPagination';
import { BlogListView } from '@/components/blog/BlogListView';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { otherLanguages, routing, type Locale } from '@/i18n/routing';
import { getArticleCategories, getArticles, load, loadedOr, type ArticleCategory } from '@/lib/content';
import { parsePageParam } from '@/lib/content/query-params';
import { NO_CATEGORY } from '@/lib/routing/known-routes';
import { categoryFromSegment } from '@/lib/routing/list-query';
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

/**
 * The language menu's links for a list filtered by category: article categories
 * have another slug in each language (one CMS entry, one documentId), so the
 * query cannot be copied over. Without a counterpart it is the plain list; the
 * page number is dropped, as each language has its own pages.
 */
async function counterpartsOfFilteredList(locale: Locale, current: ArticleCategory | undefined): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    otherLanguages(locale).map(async ({ code: target }) => {
      const translated = current
        ? loadedOr(await load(() => getArticleCategories(target)), []).find((item) => item.documentId === current.documentId)
        : undefined;
      return [target, getPathname({ locale: target, href: blogListHref(1, translated?.slug) })] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blogs/[category]/[page]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const { category, page } = await listParams(params);
  // The same (cached) request the list makes; a page past the last still tells how many there are.
  const list = await load(
    () => getArticles(locale, page, category),
    () => false,
  );
  return blogListMetadata(locale, {
    page,
    category,
    pageCount: loadedOr(list, undefined)?.pageCount,
    locales: await languagesWithPage(page),
  });
}

/** The languages whose whole list reaches page `page` (its hreflang alternates): each language has its own number of pages. */
async function languagesWithPage(page: number): Promise<Locale[] | undefined> {
  if (page <= 1) return undefined;
  const counts = await Promise.all(
    routing.locales.map(async (code) => [code, loadedOr(await load(() => getArticles(code, 1)), null)?.pageCount ?? 0] as const),
  );
  return counts.filter(([, count]) => count >= page).map(([code]) => code);
}

export default async function BlogsPage({ params }: PageProps<'/[locale]/blogs/[category]/[page]'>) {
  const locale = await pageLocale(params);
  const { category, page } = await listParams(params);
  const [articles, categories] = await Promise.all([
    load(
      () => getArticles(locale, page, category),
      (list) => list.articles.length === 0,
    ),
    load(() => getArticleCategories(locale)),
  ]);
  const current = category ? loadedOr(categories, []).find((item) => item.slug === category) : undefined;
  const counterparts = category ? await counterpartsOfFilteredList(locale, current) : null;
  return (
    <>
      <BlogListView
        locale={locale}
        page={page}
        category={category}
        articles={articles}
        categories={categories}
        counterparts={counterparts}
      />
      <IncompleteContent />
    </>
  );
}
