import { Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site';
import { WhatsAppIcon } from './icons/WhatsAppIcon';
import styles from './FloatingContact.module.css';

/** The call and WhatsApp buttons on every page (SPEC §2.1). */
export function FloatingContact() {
  const t = useTranslations('floating');
  return (
    <div className={styles.stack}>
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
      </a>
      <a
        className={`${styles.button} ${styles.call}`}
        href={telHref}
        aria-label={t('call', { phone: siteConfig.phone.display })}
        data-track="call"
        data-testid="floating-call"
      >
        <Phone aria-hidden="true" />
      </a>
    </div>
  );
}
