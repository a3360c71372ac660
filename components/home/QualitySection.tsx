import { CircleCheckBig } from '@/components/ui/icons/CircleCheckBig';
import { Phone } from '@/components/ui/icons/Phone';
import { Siren } from '@/components/ui/icons/Siren';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SplitImage } from '@/components/ui/SplitImage';
import layout from '@/components/ui/SectionLayout.module.css';
import type { Locale } from '@/i18n/routing';
import { telHref } from '@/lib/config/site';
import styles from './QualitySection.module.css';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

const POINTS = ['p1', 'p2', 'p3'] as const;

/** The quality promise and what to do in an emergency. */
export async function QualitySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.quality' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });

  return (
    <section className="section section-muted" aria-labelledby="home-quality-title" data-reveal>
      <div className={`container ${layout.split}`}>
        <SplitImage src="/images/emergency.svg" alt={t('imageAlt')} />
        <div>
          <SectionHeading id="home-quality-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
          <ul className={styles.points}>
            {POINTS.map((key) => (
              <li key={key}>
                <CircleCheckBig aria-hidden="true" />
                <span>{t(`points.${key}`)}</span>
              </li>
            ))}
          </ul>
          <div className={styles.emergency}>
            <Siren className={styles.emergencyIcon} aria-hidden="true" />
            <div>
              <h3 className={styles.emergencyTitle}>{t('emergencyTitle')}</h3>
              <p className={styles.emergencyText}>{t('emergencyText', { hours: tCommon('hoursValue') })}</p>
              <a href={telHref} className="button button-primary" data-track="call" data-track-location="home_emergency">
                <Phone aria-hidden="true" />
                <span>
                  {t('emergencyCall')} <PhoneNumber />
                </span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
