import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { Check } from '@/components/ui/icons/Check';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SplitImage } from '@/components/ui/SplitImage';
import layout from '@/components/ui/SectionLayout.module.css';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import styles from './ExpertSection.module.css';

const BENEFITS = ['b1', 'b2', 'b3'] as const;

/** The experienced team, in three benefits. */
export async function ExpertSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.expert' });
  const years = siteConfig.experienceYears;

  return (
    <section className="section" aria-labelledby="home-expert-title" data-reveal>
      <div className={`container ${layout.split} ${styles.grid}`}>
        <div className={styles.text}>
          <SectionHeading id="home-expert-title" eyebrow={t('eyebrow')} title={t('title', { years })} intro={t('intro')} />
          <ul className={styles.benefits}>
            {BENEFITS.map((key) => (
              <li key={key}>
                <span className={styles.check} aria-hidden="true">
                  <Check />
                </span>
                <span>
                  <strong className={styles.benefitTitle}>{t(`benefits.${key}.title`)}</strong>
                  <span className={styles.benefitText}>{t(`benefits.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link href="/about" className={styles.link}>
            {t('cta')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <div className={styles.art}>
          <SplitImage src="/images/expert.svg" alt={t('imageAlt')} />
          <p className={styles.badge}>
            <span className={styles.badgeNumber}>{years}</span>
            <span>{t('badge')}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
