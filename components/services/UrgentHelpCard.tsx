import { Clock } from '@/components/ui/icons/Clock';
import { getTranslations } from 'next-intl/server';
import { ContactButtons } from '@/components/contact/ContactButtons';
import type { Locale } from '@/i18n/routing';
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
      <ContactButtons tone="dark" location="services_help" whatsappLabel={t('whatsapp')} newTabLabel={t('newTab')} />
    </aside>
  );
}
