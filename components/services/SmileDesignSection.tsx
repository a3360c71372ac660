import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SplitImage } from '@/components/ui/SplitImage';
import layout from '@/components/ui/SectionLayout.module.css';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import styles from './SmileDesignSection.module.css';

const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** The smile-design copy: what it is and how it goes. */
export async function SmileDesignSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.smile' });
  return (
    <section className="section" aria-labelledby="services-smile-title" data-reveal>
      <div className={`container ${layout.split} ${styles.grid}`}>
        <SplitImage src="/images/treatments/gulus-tasarimi.svg" alt={t('imageAlt')} />
        <div>
          <SectionHeading id="services-smile-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <h3 className={styles.stepsTitle}>{t('stepsTitle')}</h3>
          <ol className={styles.steps}>
            {STEPS.map((key) => (
              <li key={key}>
                <strong>{t(`steps.${key}.title`)}</strong>
                <span>{t(`steps.${key}.text`)}</span>
              </li>
            ))}
          </ol>
          <Link
            href={{ pathname: '/treatment/[slug]', params: { slug: 'gulus-tasarimi' } }}
            className="button button-secondary"
            data-track="smile_design_link"
          >
            {t('cta')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
