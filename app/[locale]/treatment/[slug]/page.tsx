import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { TreatmentDetailView } from '@/components/treatments/TreatmentDetailView';
import { pageLocale } from '@/i18n/page-locale';
import { pageSlug } from '@/i18n/page-slug';
import type { Locale } from '@/i18n/routing';
import { getTreatmentBySlug, getTreatmentCategories, getTreatments, load, orderTreatmentCategories } from '@/lib/content';
import { treatmentMetadata } from '@/lib/seo/content-metadata';
import { treatmentStructuredData } from '@/lib/seo/page-structured-data';

/**
 * Pages built from content are regenerated at most a minute after a request
 * finds them stale: a page first rendered while the CMS failed (its error
 * state) heals on its own once the CMS answers again.
 */
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  // CMS unreachable at build time: every treatment renders on first request instead.
  const treatments = await load(() => getTreatments(params.locale as Locale));
  return treatments.status === 'loaded' ? treatments.data.map((treatment) => ({ slug: treatment.slug })) : [];
}

/** The page and its metadata share this read (getTreatmentBySlug is cached per request). */
function loadTreatment(slug: string, locale: Locale) {
  return load(() => getTreatmentBySlug(slug, locale));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/treatment/[slug]'>): Promise<Metadata> {
  const { locale } = await params;
  const treatment = await loadTreatment(await pageSlug(params), locale as Locale);
  return treatment.status === 'loaded' ? treatmentMetadata(treatment.data, locale as Locale) : {};
}

export default async function TreatmentPage({ params }: PageProps<'/[locale]/treatment/[slug]'>) {
  const locale = await pageLocale(params);
  const [treatment, categories] = await Promise.all([
    loadTreatment(await pageSlug(params), locale),
    load(async () => orderTreatmentCategories(await getTreatmentCategories(locale))),
  ]);
  if (treatment.status === 'empty') notFound();
  return (
    <>
      {treatment.status === 'loaded' && <JsonLd data={await treatmentStructuredData(treatment.data, locale)} />}
      <TreatmentDetailView locale={locale} treatment={treatment} categories={categories} />
      <IncompleteContent />
    </>
  );
}
