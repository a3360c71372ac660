import { CalendarCheck } from '@/components/ui/icons/CalendarCheck';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/ui/PageBanner';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { GalleryPhoto, Loaded } from '@/lib/content';
import { GallerySection } from './GallerySection';
import { SmileDesignSection } from './SmileDesignSection';
import { SymptomsSection } from './SymptomsSection';
import { UrgentHelpCard } from './UrgentHelpCard';

/**
 * Banner, five symptoms, the clinic gallery and smile design. The gallery's
 * pictures come from the content layer; with none to show it is left out.
 */
export async function ServicesView({ locale, gallery }: { locale: Locale; gallery: Loaded<GalleryPhoto[]> }) {
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
      {gallery.status === 'loaded' ? <GallerySection locale={locale} photos={gallery.data} /> : null}
      <SmileDesignSection locale={locale} />
    </>
  );
}
