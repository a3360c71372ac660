import { getTranslations } from 'next-intl/server';
import { PendingRegion, PendingScope } from '@/components/content/NavigationPending';
import { PageBanner } from '@/components/content/PageBanner';
import type { Locale } from '@/i18n/routing';
import {
  ALL_CATEGORIES,
  getTreatmentCategories,
  getTreatments,
  orderTreatmentCategories,
  type Treatment,
  type TreatmentCategory,
} from '@/lib/content';
import { TreatmentCard } from './TreatmentCard';
import { TreatmentCategoryBar } from './TreatmentCategoryBar';
import { activeTreatmentCategory, categoryName, filterTreatments } from './treatment-filter';
import styles from './TreatmentsView.module.css';

async function loadTreatments(locale: Locale): Promise<Treatment[] | null> {
  try {
    return await getTreatments(locale);
  } catch {
    return null;
  }
}

async function loadCategories(): Promise<TreatmentCategory[]> {
  try {
    return orderTreatmentCategories(await getTreatmentCategories());
  } catch {
    // A category load failure gives an empty bar; the treatments still show.
    return [];
  }
}

export async function TreatmentsView({ locale, category }: { locale: Locale; category?: string }) {
  const t = await getTranslations({ locale, namespace: 'treatments' });
  const active = activeTreatmentCategory(category);
  const [treatments, categories] = await Promise.all([loadTreatments(locale), loadCategories()]);
  const shown = treatments ? filterTreatments(treatments, active) : [];
  const activeCategory = categories.find((item) => item.slug === active);
  const heading = active === ALL_CATEGORIES ? t('all') : activeCategory ? categoryName(activeCategory, locale) : null;
  const nameOf = (treatment: Treatment) => {
    const own = treatment.category ?? categories.find((item) => item.slug === treatment.categorySlug);
    return own ? categoryName(own, locale) : t('categoryFallback');
  };

  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <div className={`container ${styles.body}`}>
        <PendingScope>
          <TreatmentCategoryBar locale={locale} label={t('categories')} allLabel={t('all')} categories={categories} active={active} />
          <PendingRegion label={t('loading')}>
            {treatments === null ? (
              <p role="alert" className={styles.alert}>
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
                  <p className={styles.empty}>{t('empty')}</p>
                ) : (
                  <ul className={styles.grid} aria-label={t('listLabel')}>
                    {shown.map((treatment, index) => (
                      <li key={treatment.id}>
                        <TreatmentCard
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
