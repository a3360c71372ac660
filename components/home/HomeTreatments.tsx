import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/media/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { Loaded, Treatment, TreatmentCategory } from '@/lib/content';
import { HOME_TREATMENTS, homeTreatmentHref } from './home-treatment-links';
import card from '@/components/ui/Card.module.css';
import layout from '@/components/ui/SectionLayout.module.css';
import styles from './HomeTreatments.module.css';

/** The slugs a read lists; null when it failed (nothing can then be said about what exists). */
function slugsOf<T>(result: Loaded<T[]>, slug: (item: T) => string): string[] | null {
  if (result.status === 'failed') return null;
  return result.status === 'loaded' ? result.data.map(slug) : [];
}

/**
 * The home page's treatment cards, each linking to its treatment, else its
 * category, else the list: a failing CMS must not take the home page down, the
 * cards then link to the list.
 */
export async function HomeTreatments({
  locale,
  treatments,
  categories,
}: {
  locale: Locale;
  treatments: Loaded<Treatment[]>;
  categories: Loaded<TreatmentCategory[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'home.treatments' });
  const knownTreatments = slugsOf(treatments, (treatment) => treatment.slug);
  const knownCategories = slugsOf(categories, (category) => category.slug);
  const treatmentSlugs = knownTreatments ? new Set(knownTreatments) : null;
  const categorySlugs =
    knownCategories || knownTreatments
      ? new Set([...(knownCategories ?? []), ...(slugsOf(treatments, (treatment) => treatment.categorySlug) ?? [])])
      : null;

  return (
    <section className="section" aria-labelledby="home-treatments-title" data-reveal>
      <div className="container">
        <div className={styles.header}>
          <SectionHeading id="home-treatments-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
          <Link href="/treatments" className={`button button-secondary ${styles.viewAll}`} data-track="view_all_treatments">
            {t('viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <ul className={`${layout.cards} ${styles.grid}`}>
          {HOME_TREATMENTS.map((item) => (
            <li key={item.key}>
              <Link
                href={homeTreatmentHref(item, treatmentSlugs, categorySlugs)}
                className={`${card.card} ${styles.card}`}
                data-track="service_card_click"
                data-track-service={item.slug}
                data-testid={`home-treatment-${item.slug}`}
              >
                <div className={`${card.media} ${styles.media}`}>
                  <ServerImage
                    className={card.image}
                    src={`/images/treatments/${item.slug}.svg`}
                    alt=""
                    width={800}
                    height={600}
                    sizes="(min-width: 1216px) 280px, (min-width: 1024px) 23vw, (min-width: 576px) 46vw, 92vw"
                  />
                </div>
                <div className={`${card.body} ${styles.body}`}>
                  <span className={card.label}>{t(`cards.${item.key}.label`)}</span>
                  <h3 className={`${card.title} ${styles.title}`}>{t(`cards.${item.key}.title`)}</h3>
                  <span className={card.description}>{t(`cards.${item.key}.description`)}</span>
                  <span className={`${card.more} ${styles.more}`} aria-hidden="true">
                    {t('more')}
                    <ArrowRight />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
