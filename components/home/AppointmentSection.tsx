import { getTranslations } from 'next-intl/server';
// The deferred form's and map's stylesheets, in the page's CSS from the start: their HTML shows
// before their code loads (imported here, on the server, they add no script to the page).
import '@/components/contact/MapFacade.module.css';
import '@/components/forms/Form.module.css';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { APPOINTMENT_FORM_MESSAGE_PATHS, MAP_MESSAGE_PATHS } from '@/i18n/client-messages';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/routing';
import styles from './AppointmentSection.module.css';
import { DeferredAppointmentForm, DeferredMapFacade } from './DeferredParts';

/**
 * The appointment form with the map beside it. Both load their code as the
 * visitor nears them and stay hidden without JavaScript (see DeferredParts);
 * such a visitor reads instead that the form needs it, beside the clinic's
 * phone, WhatsApp, hours and address.
 */
export async function AppointmentSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.appointment' });
  return (
    <section id="appointment" className="section section-muted" aria-labelledby="home-appointment-title" data-reveal>
      <div className="container">
        <SectionHeading id="home-appointment-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className={styles.grid}>
          <div className={styles.form}>
            <noscript>
              <p className={styles.noScript}>{t('noScript')}</p>
            </noscript>
            <ClientMessages paths={APPOINTMENT_FORM_MESSAGE_PATHS}>
              <DeferredAppointmentForm />
            </ClientMessages>
          </div>
          <noscript>
            <ContactDetails locale={locale} />
          </noscript>
          <ClientMessages paths={MAP_MESSAGE_PATHS}>
            <DeferredMapFacade />
          </ClientMessages>
        </div>
      </div>
    </section>
  );
}
