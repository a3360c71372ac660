import { getTranslations } from 'next-intl/server';
import { AppointmentForm } from '@/components/forms/AppointmentForm';
import { ContactButtons } from '@/components/contact/ContactButtons';
import { APPOINTMENT_FORM_MESSAGE_PATHS } from '@/i18n/client-messages';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/routing';
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
      <ContactButtons
        tone="light"
        location="dentist_page"
        callLabel={t('call')}
        whatsappLabel={t('whatsapp')}
        newTabLabel={t('newTab')}
        className={styles.bookingActions}
      />
      <ClientMessages paths={APPOINTMENT_FORM_MESSAGE_PATHS}>
        <AppointmentForm note={t('bookNote', { name })} />
      </ClientMessages>
    </section>
  );
}
