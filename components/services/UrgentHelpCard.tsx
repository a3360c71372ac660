import { Clock } from '@/components/ui/icons/Clock';
import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { WhatsAppIcon } from '@/components/layout/icons/WhatsAppIcon';
import type { Locale } from '@/i18n/routing';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site';
import styles from './UrgentHelpCard.module.css';

/** For the visitor who is in pain right now: hours, call and WhatsApp in one place. */
export async function UrgentHelpCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.help' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  return (
    <aside className={styles.card} aria-labelledby="services-help-title">
      <h2 id="services-help-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.hours}>
        <Clock aria-hidden="true" />
        {tCommon('hoursValue')}
      </p>
      <div className={styles.actions}>
        <a href={telHref} className="button button-inverse" data-track="call" data-track-location="services_help">
          <Phone aria-hidden="true" />
          {siteConfig.phone.display}
        </a>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`button ${styles.whatsapp}`}
          data-track="whatsapp"
          data-track-location="services_help"
        >
          <WhatsAppIcon />
          {t('whatsapp')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      </div>
    </aside>
  );
}
