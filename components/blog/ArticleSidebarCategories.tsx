import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { getArticleCategories, type ArticleCategory } from '@/lib/content';
import styles from '@/components/content/SidebarList.module.css';

async function loadCategories(locale: Locale): Promise<ArticleCategory[] | null> {
  try {
    return await getArticleCategories(locale);
  } catch {
    return null;
  }
}

/** The article sidebar's category list, each linking to the blog list filtered by it. */
export async function ArticleSidebarCategories({ locale, current }: { locale: Locale; current: string[] }) {
  const t = await getTranslations({ locale, namespace: 'article' });
  const categories = await loadCategories(locale);
  return (
    <nav className={styles.box} aria-labelledby="article-categories-title">
      <h2 id="article-categories-title" className={styles.title}>
        {t('categoriesTitle')}
      </h2>
      {categories === null ? <p className={styles.message}>{t('categoriesError')}</p> : null}
      {categories?.length === 0 ? <p className={styles.message}>{t('categoriesEmpty')}</p> : null}
      {categories && categories.length > 0 ? (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={{ pathname: '/blogs', query: { category: category.slug } }}
                className={styles.link}
                aria-current={current.includes(category.slug) ? 'true' : undefined}
                data-track="sidebar_category_click"
                data-track-category={category.slug}
                data-testid="sidebar-category"
              >
                <span>{category.name}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
