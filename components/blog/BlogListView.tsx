import { X } from '@/components/ui/icons/X';
import { getTranslations } from 'next-intl/server';
import { PendingLinkReporter, PendingRegion, PendingScope } from '@/components/ui/NavigationPending';
import { PageBanner } from '@/components/ui/PageBanner';
import { RegisterLanguageAlternates } from '@/components/layout/LanguageAlternates';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { ArticleCategory, ArticlePage, Loaded } from '@/lib/content';
import { loadedOr } from '@/lib/content/loaded';
import { BlogCard } from './BlogCard';
import { BlogCategoryChips } from './BlogCategoryChips';
import { BlogPagination, blogListHref } from './BlogPagination';
import list from '@/components/ui/CardList.module.css';
import styles from './BlogListView.module.css';

/**
 * The blog list. The page reads one page of articles and the categories
 * (without them the list still works, only the filter chips are missing), and
 * works out the other languages' URLs of a filtered list (`counterparts`).
 */
export async function BlogListView({
  locale,
  page,
  category,
  articles: result,
  categories: categoriesResult,
  counterparts,
}: {
  locale: Locale;
  page: number;
  category?: string;
  articles: Loaded<ArticlePage>;
  categories: Loaded<ArticleCategory[]>;
  counterparts: Record<Locale, string> | null;
}) {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const tArticle = await getTranslations({ locale, namespace: 'article' });
  const categories = loadedOr(categoriesResult, []);
  const current = category ? categories.find((item) => item.slug === category) : undefined;
  const activeName = category ? (current?.name ?? category) : null;
  const beyondLastPage = result.status === 'empty' && page > 1;
  const dateLabel = (date: string) => t('publishedOn', { date });

  return (
    <>
      {counterparts ? <RegisterLanguageAlternates alternates={counterparts} /> : null}
      <PageBanner variant="list" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <div className={`container ${list.body}`}>
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
            {result.status === 'failed' ? (
              <p role="alert" className={list.alert}>
                {t('error')}
              </p>
            ) : result.status === 'empty' ? (
              <div className={list.empty}>
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
                {result.data.pageCount > 1 ? (
                  <p className={styles.pageOf}>{t('pageOf', { page: result.data.page, count: result.data.pageCount })}</p>
                ) : null}
                <ul className={`${list.grid} ${styles.grid}`} aria-label={t('listLabel')}>
                  {result.data.articles.map((article, index) => (
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
                  page={result.data.page}
                  pageCount={result.data.pageCount}
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
