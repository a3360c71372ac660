import { ClipboardList } from '@/components/ui/icons/ClipboardList';
import { HeartHandshake } from '@/components/ui/icons/HeartHandshake';
import { ShieldCheck } from '@/components/ui/icons/ShieldCheck';
import { getTranslations } from 'next-intl/server';
import { IconCard } from '@/components/ui/IconCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import layout from '@/components/ui/SectionLayout.module.css';
import type { Locale } from '@/i18n/routing';
import styles from './PrioritySection.module.css';

const PRIORITIES = [
  { key: 'safety', Icon: ShieldCheck },
  { key: 'clarity', Icon: ClipboardList },
  { key: 'comfort', Icon: HeartHandshake },
] as const;

export async function PrioritySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.priority' });
  return (
    <section className="section" aria-labelledby="about-priority-title" data-reveal>
      <div className={`container ${layout.split} ${styles.grid}`}>
        <div>
          <SectionHeading id="about-priority-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p className={styles.text}>{t('text')}</p>
        </div>
        <ol className={styles.list}>
          {PRIORITIES.map(({ key, Icon }) => (
            <IconCard key={key} Icon={Icon} title={t(`items.${key}.title`)} text={t(`items.${key}.text`)} variant="row" />
          ))}
        </ol>
      </div>
    </section>
  );
}
