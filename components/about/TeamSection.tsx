import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/media/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import styles from './TeamSection.module.css';

const DOCTORS = ['dr1', 'dr2', 'dr3', 'dr4'] as const;

/** The four dentists, with portraits, titles and specialties. */
export async function TeamSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'team' });
  return (
    <section className="section" aria-labelledby="about-team-title" data-reveal>
      <div className="container">
        <SectionHeading id="about-team-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} align="center" />
        <ul className={styles.grid}>
          {DOCTORS.map((key, index) => {
            const name = t(`members.${key}.name`);
            return (
              <li key={key} className={styles.member} data-testid="team-member">
                <ServerImage
                  className={styles.portrait}
                  src={`/images/team/dr-${index + 1}.svg`}
                  alt={t('portraitAlt', { name })}
                  width={480}
                  height={560}
                  sizes="(min-width: 1216px) 280px, (min-width: 1024px) 23vw, (min-width: 576px) 46vw, 92vw"
                />
                <div className={styles.body}>
                  <h3 className={styles.name}>{name}</h3>
                  <p className={styles.title}>{t(`members.${key}.title`)}</p>
                  <p className={styles.specialty}>{t(`members.${key}.specialty`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
