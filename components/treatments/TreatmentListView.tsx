import { getTranslations } from 'next-intl/server';
import { PendingRegion, PendingScope } from '@/components/ui/NavigationPending';
import { PageBanner } from '@/components/ui/PageBanner';
import type { Locale } from '@/i18n/routing';
import type { Loaded, Treatment, TreatmentCategory } from '@/lib/content';
import { loadedOr } from '@/lib/content/loaded';
import { ALL_CATEGORIES } from '@/lib/content/treatment-categories';
import { TreatmentCard } from './TreatmentCard';
import { TreatmentCategoryBar } from './TreatmentCategoryBar';
import { activeTreatmentCategory, categoryName, filterTreatments } from './treatment-filter';
import list from '@/components/ui/CardList.module.css';
import styles from './TreatmentListView.module.css';

/**
 * The treatment list. The page reads the treatments and the categories (in
 * display order); a failed category read gives an empty bar, the treatments
 * still show.
 */
export async function TreatmentListView({
  locale,
  category,
  treatments,
  categories: categoriesResult,
}: {
  locale: Locale;
  category?: string;
  treatments: Loaded<Treatment[]>;
  categories: Loaded<TreatmentCategory[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'treatments' });
  const active = activeTreatmentCategory(category);
  const categories = loadedOr(categoriesResult, []);
  const shown = filterTreatments(loadedOr(treatments, []), active);
  const activeCategory = categories.find((item) => item.slug === active);
  const heading = active === ALL_CATEGORIES ? t('all') : activeCategory ? categoryName(activeCategory) : null;
  const nameOf = (treatment: Treatment) => {
    const own = treatment.category ?? categories.find((item) => item.slug === treatment.categorySlug);
    return own ? categoryName(own) : t('categoryFallback');
  };

  return (
    <>
      <PageBanner variant="list" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <div className={`container ${list.body}`}>
        <PendingScope>
          <TreatmentCategoryBar locale={locale} label={t('categories')} allLabel={t('all')} categories={categories} active={active} />
          <PendingRegion label={t('loading')}>
            {treatments.status === 'failed' ? (
              <p role="alert" className={list.alert}>
                {t('error')}
              </p>
            ) : (
              <>
                <div className={styles.summary}>
                  {heading ? (
                    <h2 id="treatments-heading" className={styles.heading}>
                      {heading}
                    </h2>
                  ) : null}
                  {shown.length > 0 ? <p className={styles.count}>{t('count', { count: shown.length })}</p> : null}
                </div>
                {shown.length === 0 ? (
                  <p className={list.empty}>{t('empty')}</p>
                ) : (
                  <ul className={list.grid} aria-label={t('listLabel')}>
                    {shown.map((treatment, index) => (
                      <li key={treatment.id}>
                        <TreatmentCard
                          locale={locale}
                          treatment={treatment}
                          categoryLabel={nameOf(treatment)}
                          moreLabel={t('viewTreatment')}
                          headingLevel={heading ? 'h3' : 'h2'}
                          eager={index < 3}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </PendingRegion>
        </PendingScope>
      </div>
    </>
  );
}
