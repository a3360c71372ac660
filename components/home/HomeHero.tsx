import { Award } from '@/components/ui/icons/Award';
import { BadgeCheck } from '@/components/ui/icons/BadgeCheck';
import { CalendarCheck } from '@/components/ui/icons/CalendarCheck';
import { Clock } from '@/components/ui/icons/Clock';
import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/media/ServerImage';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { siteConfig, telHref } from '@/lib/config/site';
import styles from './HomeHero.module.css';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={`lead ${styles.lead}`}>{t('intro', { years: siteConfig.experienceYears })}</p>
          <div className={styles.actions}>
            <Link href="/contact" className="button button-primary" data-track="appointment_button" data-track-location="home_hero">
              <CalendarCheck aria-hidden="true" />
              {tCommon('bookAppointment')}
            </Link>
            <a href={telHref} className="button button-secondary" data-track="call" data-track-location="home_hero">
              <Phone aria-hidden="true" />
              <span>
                {t('hero.call')} <PhoneNumber />
              </span>
            </a>
          </div>
          <ul className={styles.trust} aria-label={t('hero.trustLabel')}>
            <li>
              <Clock aria-hidden="true" />
              {tCommon('hoursValue')}
            </li>
            {siteConfig.features.freeConsultationClaim ? (
              <li>
                <BadgeCheck aria-hidden="true" />
                {tCommon('freeConsultation')}
              </li>
            ) : null}
            <li>
              <Award aria-hidden="true" />
              {t('hero.experience', { years: siteConfig.experienceYears })}
            </li>
          </ul>
        </div>
        <div className={styles.art}>
          <ServerImage
            src="/images/hero.svg"
            alt={t('hero.imageAlt')}
            width={960}
            height={720}
            priority
            preloadFetchPriority="high"
            sizes="(min-width: 1216px) 560px, (min-width: 900px) 46vw, 92vw"
          />
        </div>
      </div>
    </section>
  );
}
