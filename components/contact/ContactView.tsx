import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { AppointmentForm } from '@/components/forms/AppointmentForm';
import { PageBanner } from '@/components/ui/PageBanner';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { APPOINTMENT_FORM_MESSAGE_PATHS, MAP_MESSAGE_PATHS } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { ContactDetails } from './ContactDetails';
import { MapFacade } from './MapFacade';
import styles from './ContactView.module.css';

/** The contact page: title, description, the appointment form, the clinic's contact facts and the map. */
export async function ContactView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  return (
    <>
      <PageBanner id="contact-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <section className="section" aria-labelledby="contact-form-title">
        <div className={`container ${styles.grid}`}>
          <div className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.cardTitle}>
              {t('formTitle')}
            </h2>
            <ClientMessages paths={APPOINTMENT_FORM_MESSAGE_PATHS}>
              <AppointmentForm />
            </ClientMessages>
          </div>
          <ContactDetails locale={locale} />
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="contact-map-title" data-reveal>
        <div className="container">
          <SectionHeading id="contact-map-title" eyebrow={t('mapEyebrow')} title={t('mapTitle')} intro={t('mapIntro')} />
          <div className={styles.map}>
            <ClientMessages paths={MAP_MESSAGE_PATHS}>
              <MapFacade />
            </ClientMessages>
          </div>
        </div>
      </section>
    </>
  );
}
