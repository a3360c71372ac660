import { ExternalLink } from '@/components/ui/icons/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { InstagramIcon } from '@/components/layout/icons/InstagramIcon';
import { ServerImage } from '@/components/media/ServerImage';
import { language, type Locale } from '@/i18n/routing';
import { clinicName, siteConfig } from '@/lib/config/site';
import styles from './SocialShowcase.module.css';

const TILES = [1, 2, 3, 4, 5, 6] as const;

/** The clinic's social profile at a glance; the counts are fixed display values from the configuration. */
export async function SocialShowcase({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.social' });
  const { social } = siteConfig;
  const number = new Intl.NumberFormat(language(locale).intlLocale);
  const stats = [
    { key: 'posts', value: social.posts },
    { key: 'followers', value: social.followers },
    { key: 'following', value: social.following },
  ] as const;

  return (
    <section className="section" aria-labelledby="home-social-title" data-reveal>
      <div className="container">
        <div className={styles.card} data-testid="social-showcase">
          <div className={styles.profile}>
            <p className="eyebrow">{t('eyebrow')}</p>
            <h2 id="home-social-title" className={styles.title}>
              {t('title')}
            </h2>
            <div className={styles.identity}>
              <span className={styles.avatar}>
                <ServerImage src="/images/logo.svg" alt="" width={56} height={56} />
              </span>
              <span>
                <span className={styles.username}>@{social.username}</span>
                <span className={styles.clinic}>{clinicName(locale)}</span>
              </span>
            </div>
            <dl className={styles.stats}>
              {stats.map((stat) => (
                <div key={stat.key} className={styles.stat}>
                  <dt>{t(stat.key)}</dt>
                  <dd>{number.format(stat.value)}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.text}>{t('text')}</p>
            <a
              href={social.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="button button-primary"
              data-track="social_follow_click"
              data-testid="social-follow"
            >
              <InstagramIcon />
              {t('follow')}
              <ExternalLink aria-hidden="true" className={styles.external} />
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </div>
          <ul className={styles.tiles} aria-hidden="true">
            {TILES.map((tile) => (
              <li key={tile}>
                <ServerImage src={`/images/gallery/${tile}.svg`} alt="" width={800} height={600} sizes="(min-width: 900px) 180px, 30vw" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
