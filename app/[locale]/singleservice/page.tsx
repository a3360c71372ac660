import type { Metadata } from 'next';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { ServicesView } from '@/components/services/ServicesView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getGalleryImages, load } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

/** The gallery can come from the CMS: the page is regenerated at most a minute after it goes stale. */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/singleservice'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('services', locale as Locale);
}

export default async function ServicesPage({ params }: PageProps<'/[locale]/singleservice'>) {
  const locale = await pageLocale(params);
  // An unavailable CMS (with no earlier answer) leaves the gallery out rather than failing the page.
  const gallery = await load(() => getGalleryImages(locale));
  return (
    <>
      <ServicesView locale={locale} gallery={gallery} />
      <IncompleteContent />
    </>
  );
}
