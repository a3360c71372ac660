import { contentLanguage } from '@/components/ui/content-language';
import type { Locale } from '@/i18n/routing';
import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { Link } from '@/i18n/link';
import type { Treatment } from '@/lib/content';
import styles from '@/components/ui/Card.module.css';

export const TREATMENT_PLACEHOLDER = '/images/placeholder.svg';

/** One treatment in the grid; the whole card is a single link to its page. */
export function TreatmentCard({
  treatment,
  locale,
  categoryLabel,
  moreLabel,
  headingLevel,
  eager = false,
}: {
  treatment: Treatment;
  /** The page's language: a treatment shown in another (a fallback version) is marked with its own. */
  locale: Locale;
  categoryLabel: string;
  moreLabel: string;
  headingLevel: 'h2' | 'h3';
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <Link
      href={{ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }}
      className={styles.card}
      data-track="treatment_card_click"
      data-track-treatment={treatment.slug}
      data-testid="treatment-card"
    >
      <div className={styles.media}>
        <ImageWithFallback
          src={treatment.image?.url ?? TREATMENT_PLACEHOLDER}
          fallbackSrc={TREATMENT_PLACEHOLDER}
          alt=""
          width={treatment.image?.width ?? 800}
          height={treatment.image?.height ?? 600}
          sizes="(min-width: 1216px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
          loading={eager ? 'eager' : 'lazy'}
          className={styles.image}
        />
      </div>
      <div className={styles.body} {...contentLanguage(treatment.locale, locale)}>
        <span className={styles.label}>{categoryLabel}</span>
        <Heading className={styles.title}>{treatment.title}</Heading>
        {treatment.shortDesc ? <p className={styles.description}>{treatment.shortDesc}</p> : null}
        <span className={styles.more} aria-hidden="true">
          {moreLabel}
          <ArrowRight />
        </span>
      </div>
    </Link>
  );
}
