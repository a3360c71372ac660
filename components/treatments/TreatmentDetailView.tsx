import { CalendarCheck } from '@/components/ui/icons/CalendarCheck';
import { getTranslations } from 'next-intl/server';
import { ContentFailure } from '@/components/layout/ContentFailure';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContentLanguageNotice, contentLanguage } from '@/components/ui/ContentLanguage';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { TreatmentBlocks } from '@/components/blocks/TreatmentBlocks';
import { TreatmentReview } from '@/components/dentists/TreatmentReview';
import { TreatmentCallback } from '@/components/forms/TreatmentCallback';
import { TREATMENT_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { SidebarCategoryList } from '@/components/ui/SidebarCategoryList';
import type { Loaded, Treatment, TreatmentCategory } from '@/lib/content';
import { mapLoaded } from '@/lib/content/loaded';
import { TREATMENT_PLACEHOLDER } from './TreatmentCard';
import { categoryName, upperCaseCategory } from './treatment-filter';
import detail from '@/components/ui/DetailPage.module.css';
import styles from './TreatmentDetailView.module.css';

/**
 * A treatment page. The page reads the treatment and the sidebar's categories
 * (already in display order); an unknown slug never gets here (the page answers
 * "not found"), so anything but a loaded treatment is the failure state.
 */
export async function TreatmentDetailView({
  locale,
  treatment: result,
  categories,
}: {
  locale: Locale;
  treatment: Loaded<Treatment>;
  categories: Loaded<TreatmentCategory[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'treatment' });
  if (result.status !== 'loaded') {
    return <ContentFailure title={t('contentError')} hint={t('contentErrorHint')} backHref="/treatments" backLabel={t('backToList')} />;
  }

  const treatment = result.data;
  const tList = await getTranslations({ locale, namespace: 'treatments' });
  const category = treatment.category ? categoryName(treatment.category) : tList('categoryFallback');
  const hero = treatment.heroImage;
  // A fallback version (no translation in the page's language) is marked as a whole, never mixed.
  const shownIn = contentLanguage(treatment.locale, locale);

  return (
    <>
      <section className={`section-muted ${detail.hero}`}>
        <div className={`container ${detail.heroGrid}`}>
          <div className={detail.heroText}>
            <Breadcrumb
              label={t('breadcrumb')}
              items={[
                { href: '/', label: t('home') },
                { href: '/treatments', label: t('list') },
              ]}
              current={treatment.title}
            />
            <ContentLanguageNotice page={locale} shown={treatment.locale} />
            <p className={styles.category} data-testid="treatment-hero-category">
              {upperCaseCategory(category, locale)}
            </p>
            <h1 className={styles.title} {...shownIn}>
              {treatment.title}
            </h1>
            {treatment.shortDesc ? (
              <p className={`lead ${styles.lead}`} {...shownIn}>
                {treatment.shortDesc}
              </p>
            ) : null}
            <div className={styles.review}>
              <TreatmentReview treatment={treatment} locale={locale} />
            </div>
          </div>
          <div className={styles.heroMedia}>
            <ImageWithFallback
              src={hero?.url ?? TREATMENT_PLACEHOLDER}
              fallbackSrc={TREATMENT_PLACEHOLDER}
              alt={hero?.alt ?? treatment.title}
              width={hero?.width ?? 800}
              height={hero?.height ?? 600}
              sizes="(min-width: 1216px) 560px, (min-width: 900px) 46vw, 92vw"
              preload
              className={styles.heroImage}
            />
          </div>
        </div>
      </section>

      <div className={`container ${detail.layout}`}>
        <article className={detail.main} {...shownIn}>
          {treatment.blocks.length > 0 ? (
            <TreatmentBlocks blocks={treatment.blocks} />
          ) : (
            <p className={styles.noContent}>{t('noContent')}</p>
          )}
        </article>

        <aside className={`${detail.sidebar} ${styles.sidebar}`} aria-label={t('sidebarLabel')}>
          <ClientMessages paths={TREATMENT_CALLBACK_MESSAGE_PATHS}>
            <TreatmentCallback treatmentTitle={treatment.title} />
          </ClientMessages>
          <SidebarCategoryList
            id="treatment-categories-title"
            title={t('categoriesTitle')}
            categories={mapLoaded(categories, (list) =>
              list.map((item) => ({
                slug: item.slug,
                href: { pathname: '/treatments', query: { category: item.slug } },
                label: categoryName(item),
                language: contentLanguage(item.locale, locale),
                active: item.slug === treatment.categorySlug,
              })),
            )}
            messages={{ empty: t('categoriesEmpty'), unavailable: t('categoriesUnavailable'), error: t('categoriesError') }}
          />
          {/* Last, so it can stay in view while the visitor reads on (sticky on desktop). */}
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>{t('appointmentTitle')}</h2>
            <p className={styles.cardText}>{t('appointmentText')}</p>
            <Link
              href="/contact"
              className={`button button-inverse ${styles.cardButton}`}
              data-track="treatment_appointment_click"
              data-track-treatment={treatment.slug}
            >
              <CalendarCheck size={20} aria-hidden="true" />
              {t('appointmentButton')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
