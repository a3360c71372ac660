import { Clock } from '@/components/ui/icons/Clock';
import { Mail } from '@/components/ui/icons/Mail';
import { MapPin } from '@/components/ui/icons/MapPin';
import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { WhatsAppIcon } from '@/components/layout/icons/WhatsAppIcon';
import type { Locale } from '@/i18n/routing';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site';
import { clinicAddressLine } from './clinic-address';
import styles from './ContactDetails.module.css';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/** Phone, WhatsApp, hours, address and e-mail, each one tap away. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.details' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });

  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <Phone />
          </span>
          <span>
            <span className={styles.label}>{t('phone')}</span>
            <a href={telHref} className={styles.value} data-track="call" data-track-location="contact_details">
              <PhoneNumber />
            </a>
          </span>
        </li>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <WhatsAppIcon />
          </span>
          <span>
            <span className={styles.label}>{t('whatsapp')}</span>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.value}
              data-track="whatsapp"
              data-track-location="contact_details"
            >
              {t('whatsappAction')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </span>
        </li>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <Clock />
          </span>
          <span>
            <span className={styles.label}>{t('hours')}</span>
            <span className={styles.value}>{tCommon('hoursValue')}</span>
            <span className={styles.note}>{t('hoursNote')}</span>
          </span>
        </li>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <MapPin />
          </span>
          <div>
            <span className={styles.label}>{t('address')}</span>
            <address className={styles.value}>{clinicAddressLine()}</address>
          </div>
        </li>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <Mail />
          </span>
          <span>
            <span className={styles.label}>{t('email')}</span>
            <a href={`mailto:${siteConfig.email}`} className={styles.value}>
              {siteConfig.email}
            </a>
          </span>
        </li>
      </ul>
    </aside>
  );
}
