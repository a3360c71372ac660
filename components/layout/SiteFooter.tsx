import { Clock } from '@/components/ui/icons/Clock';
import { MapPin } from '@/components/ui/icons/MapPin';
import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { SpriteSymbol } from '@/components/ui/create-icon';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { dateBadge } from '@/lib/blog/date-badge';
import { clinicName, siteConfig, telHref, whatsappHref } from '@/lib/config/site';
import { InstagramIcon } from './icons/InstagramIcon';
import { WhatsAppIcon } from './icons/WhatsAppIcon';
import styles from './SiteFooter.module.css';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

const QUICK_LINKS = [
  { href: '/treatments', key: 'treatments' },
  { href: '/about', key: 'about' },
  { href: '/singleservice', key: 'services' },
  { href: '/blogs', key: 'blogs' },
  { href: '/contact', key: 'contact' },
] as const;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tNav = await getTranslations({ locale, namespace: 'nav' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const clinic = clinicName(locale);
  const { address } = siteConfig;
  // The regulation asks who is responsible for the content and when it last changed (lib/config/site.ts).
  const updated = dateBadge(siteConfig.contentUpdated, locale);

  return (
    <footer className={styles.footer} data-cookie-notice-clearance>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link href="/" className={styles.brand} aria-label={tNav('homeLink', { clinic })}>
            <SpriteSymbol name="logo" width={40} height={40} className={styles.logo} />
            <span>{clinic}</span>
          </Link>
          <p className={styles.description}>{tCommon('clinicDescription')}</p>
          <ul className={styles.social} aria-label={t('social')}>
            <li>
              <a href={siteConfig.social.profileUrl} target="_blank" rel="noopener noreferrer" aria-label={t('instagram')}>
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer" aria-label={t('whatsapp')} data-track="whatsapp">
                <WhatsAppIcon />
              </a>
            </li>
          </ul>
        </div>

        <nav aria-label={t('quickLinks')}>
          <h2 className={styles.heading}>{t('quickLinks')}</h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{tNav(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>{t('contact')}</h2>
          <ul className={styles.contact}>
            <li>
              <Phone aria-hidden="true" />
              <span>
                <span className="visually-hidden">{t('phone')}: </span>
                <a href={telHref} data-track="call">
                  <PhoneNumber />
                </a>
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" />
              <span>
                <span className="visually-hidden">{t('hours')}: </span>
                {tCommon('hoursValue')}
              </span>
            </li>
            <li>
              <MapPin aria-hidden="true" />
              <address>
                <span className="visually-hidden">{t('address')}: </span>
                {address.neighbourhood} Mah. {address.street}, {address.postalCode} {address.district}/{address.city}
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{t('legal')}</h2>
          <ul className={styles.list}>
            <li>
              <Link href="/privacy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/terms">{t('terms')}</Link>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <dl className={styles.responsibility} data-testid="footer-responsibility">
            <div>
              <dt>{t('responsible')}</dt>
              <dd>{siteConfig.responsibleDentist}</dd>
            </div>
            {updated ? (
              <div>
                <dt>{t('updated')}</dt>
                <dd>
                  <time dateTime={updated.dateTime}>{updated.long}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          <p>{t('copyright', { year: new Date().getFullYear(), clinic })}</p>
        </div>
      </div>
    </footer>
  );
}
