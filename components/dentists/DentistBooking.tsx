import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { AppointmentForm } from '@/components/forms/AppointmentForm';
import { WhatsAppIcon } from '@/components/layout/icons/WhatsAppIcon';
import { APPOINTMENT_FORM_MESSAGE_PATHS } from '@/i18n/client-messages';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/routing';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site';
import styles from './DentistProfileView.module.css';

/** The ways to book with one dentist: a call, WhatsApp, or the appointment form with the dentist named in its note. */
export async function DentistBooking({ locale, name }: { locale: Locale; name: string }) {
  const t = await getTranslations({ locale, namespace: 'dentist' });
  return (
    <section className={styles.booking} aria-labelledby="dentist-booking-title" id="randevu">
      <h2 id="dentist-booking-title" className={styles.bookingTitle}>
        {t('bookTitle', { name })}
      </h2>
      <p className={styles.bookingText}>{t('bookText')}</p>
      <div className={styles.bookingActions}>
        <a href={telHref} className="button button-primary" data-track="call" data-track-location="dentist_page">
          <Phone size={18} aria-hidden="true" />
          <span>
            {t('call')}: {siteConfig.phone.display}
          </span>
        </a>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={`button ${styles.whatsapp}`}
          data-track="whatsapp"
          data-track-location="dentist_page"
        >
          <WhatsAppIcon />
          <span>
            {t('whatsapp')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </span>
        </a>
      </div>
      <ClientMessages paths={APPOINTMENT_FORM_MESSAGE_PATHS}>
        <AppointmentForm note={t('bookNote', { name })} />
      </ClientMessages>
    </section>
  );
}
