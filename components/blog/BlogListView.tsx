import { X } from '@/components/ui/icons/X';
import { getTranslations } from 'next-intl/server';
import { PendingLinkReporter, PendingRegion, PendingScope } from '@/components/content/NavigationPending';
import { PageBanner } from '@/components/content/PageBanner';
import { RegisterLanguageAlternates } from '@/components/layout/LanguageAlternates';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import { otherLocale, type Locale } from '@/i18n/routing';
import { getArticleCategories, getArticles, type ArticleCategory, type ArticlePage } from '@/lib/content';
import { BlogCard } from './BlogCard';
import { BlogCategoryChips } from './BlogCategoryChips';
import { BlogPagination, blogListHref } from './BlogPagination';
import styles from './BlogListView.module.css';

/** One page of the list, or null while the content service fails (the page's metadata reads it too). */
export async function loadArticlePage(locale: Locale, page: number, category?: string): Promise<ArticlePage | null> {
  try {
    return await getArticles(locale, page, category);
  } catch {
    return null;
  }
}

async function loadCategories(locale: Locale): Promise<ArticleCategory[]> {
  try {
    return await getArticleCategories(locale);
  } catch {
    // Without categories the list still works; only the filter chips are missing.
    return [];
  }
}

/**
 * The language menu's link for a list filtered by category: article categories
 * have another slug in each language (one CMS entry, one documentId), so the
 * query cannot be copied over. Without a counterpart it is the plain list; the
 * page number is dropped, as the other language has its own pages.
 */
async function counterpartOfFilteredList(locale: Locale, current: ArticleCategory | undefined): Promise<string> {
  const target = otherLocale(locale);
  const translated = current ? (await loadCategories(target)).find((item) => item.documentId === current.documentId) : undefined;
  return getPathname({ locale: target, href: blogListHref(1, translated?.slug) });
}

export async function BlogListView({ locale, page, category }: { locale: Locale; page: number; category?: string }) {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const tArticle = await getTranslations({ locale, namespace: 'article' });
  const [result, categories] = await Promise.all([loadArticlePage(locale, page, category), loadCategories(locale)]);
  const current = category ? categories.find((item) => item.slug === category) : undefined;
  const activeName = category ? (current?.name ?? category) : null;
  const beyondLastPage = result !== null && result.articles.length === 0 && page > 1;
  const dateLabel = (date: string) => t('publishedOn', { date });
  const counterpart = category ? await counterpartOfFilteredList(locale, current) : null;

  return (
    <>
      {counterpart ? <RegisterLanguageAlternates alternates={{ [otherLocale(locale)]: counterpart }} /> : null}
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <div className={`container ${styles.body}`}>
        <PendingScope>
          <BlogCategoryChips categories={categories} active={category} label={t('categories')} allLabel={t('all')} />

          {activeName ? (
            <p className={styles.filter} data-testid="blog-active-category">
              <span>{t('activeCategory', { name: activeName })}</span>
              <Link href="/blogs" className={styles.clear}>
                <X size={16} aria-hidden="true" />
                {t('clearCategory')}
                <PendingLinkReporter />
              </Link>
            </p>
          ) : null}

          <PendingRegion label={t('loading')}>
            {result === null ? (
              <p role="alert" className={styles.alert}>
                {t('error')}
              </p>
            ) : result.articles.length === 0 ? (
              <div className={styles.empty}>
                <p>{t('empty')}</p>
                {beyondLastPage ? (
                  <Link href={blogListHref(1, category)} className="button button-secondary">
                    {t('firstPage')}
                    <PendingLinkReporter />
                  </Link>
                ) : null}
              </div>
            ) : (
              <>
                {result.pageCount > 1 ? (
                  <p className={styles.pageOf}>{t('pageOf', { page: result.page, count: result.pageCount })}</p>
                ) : null}
                <ul className={styles.grid} aria-label={t('listLabel')}>
                  {result.articles.map((article, index) => (
                    <li key={article.id}>
                      <BlogCard
                        article={article}
                        locale={locale}
                        videoLabel={t('hasVideo')}
                        dateLabel={dateLabel}
                        loadingLabel={tArticle('loading')}
                        eager={index < 3}
                      />
                    </li>
                  ))}
                </ul>
                <BlogPagination
                  page={result.page}
                  pageCount={result.pageCount}
                  category={category}
                  labels={{
                    nav: t('pagination'),
                    previous: t('previous'),
                    next: t('next'),
                    page: (number) => t('page', { page: number }),
                  }}
                />
              </>
            )}
          </PendingRegion>
        </PendingScope>
      </div>
    </>
  );
}
