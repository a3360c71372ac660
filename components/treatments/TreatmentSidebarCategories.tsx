import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { ContentUnavailableError, getTreatmentCategories, orderTreatmentCategories, type TreatmentCategory } from '@/lib/content';
import { categoryName } from './treatment-filter';
import styles from '@/components/content/SidebarList.module.css';

type CategoriesResult = { status: 'ok'; categories: TreatmentCategory[] } | { status: 'unavailable' } | { status: 'error' };

/**
 * The sidebar's two failure texts: "could not be loaded" when the content
 * service did not answer (ContentUnavailableError: down, timed out, answered
 * garbage), "an error occurred while loading" for any other failure on our side.
 */
async function loadCategories(): Promise<CategoriesResult> {
  try {
    return { status: 'ok', categories: orderTreatmentCategories(await getTreatmentCategories()) };
  } catch (error) {
    return error instanceof ContentUnavailableError ? { status: 'unavailable' } : { status: 'error' };
  }
}

export async function TreatmentSidebarCategories({ locale, current }: { locale: Locale; current: string }) {
  const t = await getTranslations({ locale, namespace: 'treatment' });
  const result = await loadCategories();
  return (
    <nav className={styles.box} aria-labelledby="treatment-categories-title">
      <h2 id="treatment-categories-title" className={styles.title}>
        {t('categoriesTitle')}
      </h2>
      {result.status === 'unavailable' ? <p className={styles.message}>{t('categoriesUnavailable')}</p> : null}
      {result.status === 'error' ? <p className={styles.message}>{t('categoriesError')}</p> : null}
      {result.status === 'ok' && result.categories.length === 0 ? <p className={styles.message}>{t('categoriesEmpty')}</p> : null}
      {result.status === 'ok' && result.categories.length > 0 ? (
        <ul className={styles.list}>
          {result.categories.map((category) => (
            <li key={category.id}>
              <Link
                href={{ pathname: '/treatments', query: { category: category.slug } }}
                className={styles.link}
                aria-current={category.slug === current ? 'true' : undefined}
                data-track="sidebar_category_click"
                data-track-category={category.slug}
                data-testid="sidebar-category"
              >
                <span>{categoryName(category, locale)}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
