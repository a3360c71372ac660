import { Clock } from '@/components/ui/icons/Clock';
import { HeartHandshake } from '@/components/ui/icons/HeartHandshake';
import { MapPin } from '@/components/ui/icons/MapPin';
import { ShieldCheck } from '@/components/ui/icons/ShieldCheck';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import styles from './FeaturesSection.module.css';

const FEATURES = [
  { key: 'hygiene', Icon: ShieldCheck },
  { key: 'hours', Icon: Clock },
  { key: 'comfort', Icon: HeartHandshake },
  { key: 'location', Icon: MapPin },
] as const;

export async function FeaturesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.features' });
  return (
    <section className="section section-sand" aria-labelledby="home-features-title" data-reveal>
      <div className="container">
        <SectionHeading id="home-features-title" eyebrow={t('eyebrow')} title={t('title')} align="center" />
        <ul className={styles.grid}>
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <h3 className={styles.title}>{t(`items.${key}.title`)}</h3>
              <p className={styles.text}>{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
