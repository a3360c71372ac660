import { AudioWaveform } from '@/components/ui/icons/AudioWaveform';
import { Droplet } from '@/components/ui/icons/Droplet';
import { Snowflake } from '@/components/ui/icons/Snowflake';
import { Wind } from '@/components/ui/icons/Wind';
import { Zap } from '@/components/ui/icons/Zap';
import { getTranslations } from 'next-intl/server';
import { IconCard } from '@/components/ui/IconCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import layout from '@/components/ui/SectionLayout.module.css';
import type { Locale } from '@/i18n/routing';
import styles from './SymptomsSection.module.css';

const SYMPTOMS = [
  { key: 'toothache', Icon: Zap },
  { key: 'sensitivity', Icon: Snowflake },
  { key: 'bleeding', Icon: Droplet },
  { key: 'breath', Icon: Wind },
  { key: 'jaw', Icon: AudioWaveform },
] as const;

export async function SymptomsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.symptoms' });
  return (
    <section className="section" aria-labelledby="services-symptoms-title" data-reveal>
      <div className="container">
        <SectionHeading id="services-symptoms-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <ul className={`${layout.cards} ${styles.grid}`}>
          {SYMPTOMS.map(({ key, Icon }) => (
            <IconCard
              key={key}
              Icon={Icon}
              title={t(`items.${key}.title`)}
              text={t(`items.${key}.description`)}
              variant="bordered"
              testId="symptom-card"
            />
          ))}
        </ul>
        <p className={styles.note}>{t('note')}</p>
      </div>
    </section>
  );
}
