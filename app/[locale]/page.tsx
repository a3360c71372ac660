import type { Metadata } from 'next';
import { HomeView } from '@/components/home/HomeView';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { getTestimonials, getTreatmentCategories, getTreatments, load } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

/**
 * Pages built from content are regenerated at most a minute after a request
 * finds them stale: a page first rendered while the CMS failed (its error
 * state) heals on its own once the CMS answers again.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('home', locale as Locale);
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  // Switched off for the whole site, testimonials are not even read. The reads run at the same time,
  // so a slow CMS costs one time-out, not several in a row.
  const [testimonials, treatments, categories] = await Promise.all([
    siteConfig.features.testimonials ? load(() => getTestimonials(locale)) : ({ status: 'empty' } as const),
    load(() => getTreatments(locale)),
    load(() => getTreatmentCategories(locale)),
  ]);
  return (
    <>
      <HomeView locale={locale} testimonials={testimonials} treatments={treatments} categories={categories} />
      <IncompleteContent />
    </>
  );
}
