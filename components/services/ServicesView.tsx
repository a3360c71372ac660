import { CalendarCheck } from '@/components/ui/icons/CalendarCheck';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/ui/PageBanner';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { GallerySection } from './GallerySection';
import { SmileDesignSection } from './SmileDesignSection';
import { SymptomsSection } from './SymptomsSection';
import { UrgentHelpCard } from './UrgentHelpCard';

/** SPEC §2.5: banner, five symptoms, the clinic gallery and smile design. */
export async function ServicesView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <PageBanner
        id="services-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        aside={<UrgentHelpCard locale={locale} />}
      >
        <Link href="/contact" className="button button-primary" data-track="appointment_button" data-track-location="services_banner">
          <CalendarCheck aria-hidden="true" />
          {tCommon('bookAppointment')}
        </Link>
      </PageBanner>
      <SymptomsSection locale={locale} />
      <GallerySection locale={locale} />
      <SmileDesignSection locale={locale} />
    </>
  );
}
