import { Clock } from '@/components/ui/icons/Clock';
import { HeartHandshake } from '@/components/ui/icons/HeartHandshake';
import { MapPin } from '@/components/ui/icons/MapPin';
import { ShieldCheck } from '@/components/ui/icons/ShieldCheck';
import { getTranslations } from 'next-intl/server';
import { IconCard } from '@/components/ui/IconCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import layout from '@/components/ui/SectionLayout.module.css';
import type { Locale } from '@/i18n/routing';

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
        <ul className={layout.cards}>
          {FEATURES.map(({ key, Icon }) => (
            <IconCard key={key} Icon={Icon} title={t(`items.${key}.title`)} text={t(`items.${key}.text`)} variant="raised" />
          ))}
        </ul>
      </div>
    </section>
  );
}
