import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { dateBadge } from '@/lib/blog/date-badge';
import type { Treatment } from '@/lib/content';
import { DoctorName } from './DoctorName';
import styles from './Byline.module.css';

/** Who last checked a treatment page's medical content, and when; nothing when the CMS names neither. */
export async function TreatmentReview({ treatment, locale }: { treatment: Treatment; locale: Locale }) {
  const reviewed = treatment.lastReviewed ? dateBadge(treatment.lastReviewed, locale) : null;
  if (!treatment.reviewer && !reviewed) return null;
  const t = await getTranslations({ locale, namespace: 'byline' });
  return (
    <dl className={styles.byline} aria-label={t('reviewLabel')} data-testid="treatment-review">
      {treatment.reviewer ? (
        <div>
          <dt>{t('reviewedBy')}</dt>
          <dd data-testid="treatment-reviewer">
            <DoctorName doctor={treatment.reviewer} />
          </dd>
        </div>
      ) : null}
      {reviewed ? (
        <div>
          <dt>{t('lastReviewed')}</dt>
          <dd>
            <time dateTime={reviewed.dateTime} data-testid="treatment-last-reviewed">
              {reviewed.long}
            </time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
