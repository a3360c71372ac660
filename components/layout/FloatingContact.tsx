import { Phone } from '@/components/ui/icons/Phone';
import { useTranslations } from 'next-intl';
import { isolatedPhoneNumber } from '@/components/ui/PhoneNumber';
import { telHref, whatsappHref } from '@/lib/config/site';
import { WhatsAppIcon } from './icons/WhatsAppIcon';
import styles from './FloatingContact.module.css';

/**
 * Call and WhatsApp on every page, so a patient can reach the clinic from anywhere. On phones and tablets they form
 * a bar at the bottom of the screen (the page reserves its height, so it never
 * covers content); on wide screens they float as two round buttons.
 */
export function FloatingContact() {
  const t = useTranslations('floating');
  return (
    <div className={styles.bar}>
      <a
        className={`${styles.button} ${styles.call}`}
        href={telHref}
        aria-label={t('call', { phone: isolatedPhoneNumber })}
        data-track="call"
        data-testid="floating-call"
      >
        <Phone aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          {t('callShort')}
        </span>
      </a>
      <a
        className={`${styles.button} ${styles.whatsapp}`}
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp')}
        data-track="whatsapp"
        data-testid="floating-whatsapp"
      >
        <WhatsAppIcon />
        <span className={styles.label} aria-hidden="true">
          {t('whatsappShort')}
        </span>
      </a>
    </div>
  );
}
