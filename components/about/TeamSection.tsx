import { contentLanguage } from '@/components/ui/content-language';
import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/media/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import layout from '@/components/ui/SectionLayout.module.css';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { Doctor } from '@/lib/content';
import styles from './TeamSection.module.css';

/** A doctor without a photo keeps the card's shape. */
const PORTRAIT_PLACEHOLDER = '/images/placeholder.svg';

/**
 * The clinic's dentists, with portraits, titles and specialties (and a short biography when the clinic wrote one);
 * each name links to the dentist's own page when they have one.
 */
export async function TeamSection({ locale, doctors }: { locale: Locale; doctors: Doctor[] }) {
  const t = await getTranslations({ locale, namespace: 'team' });
  return (
    <section className="section" aria-labelledby="about-team-title" data-reveal>
      <div className="container">
        <SectionHeading
          id="about-team-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('intro', { count: doctors.length })}
          align="center"
        />
        <ul className={layout.cards}>
          {doctors.map((doctor) => (
            <li key={doctor.documentId} className={styles.member} data-testid="team-member">
              <ServerImage
                className={styles.portrait}
                src={doctor.photo?.url ?? PORTRAIT_PLACEHOLDER}
                alt={t('portraitAlt', { name: doctor.name })}
                width={doctor.photo?.width ?? 480}
                height={doctor.photo?.height ?? 560}
                sizes="(min-width: 1216px) 280px, (min-width: 1024px) 23vw, (min-width: 576px) 46vw, 92vw"
              />
              <div className={styles.body} {...contentLanguage(doctor.locale, locale)}>
                <h3 className={styles.name}>
                  {doctor.slug ? (
                    <Link
                      href={{ pathname: '/dentist/[slug]', params: { slug: doctor.slug } }}
                      className={styles.profileLink}
                      data-testid="team-member-link"
                    >
                      {doctor.name}
                    </Link>
                  ) : (
                    doctor.name
                  )}
                </h3>
                {doctor.title ? <p className={styles.title}>{doctor.title}</p> : null}
                {doctor.specialty ? <p className={styles.specialty}>{doctor.specialty}</p> : null}
                {doctor.bio ? <p className={styles.bio}>{doctor.bio}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
