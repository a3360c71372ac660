import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { TreatmentView } from '@/components/treatments/TreatmentView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getTreatmentBySlug, getTreatments } from '@/lib/content';
import { treatmentMetadata } from '@/lib/seo/content-metadata';
import { treatmentStructuredData } from '@/lib/seo/page-structured-data';

/**
 * Pages built from content are regenerated at most a minute after a request
 * finds them stale: a page first rendered while the CMS failed (its error
 * state) heals on its own once the CMS answers again.
 */
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  try {
    const treatments = await getTreatments(params.locale as Locale);
    return treatments.map((treatment) => ({ slug: treatment.slug }));
  } catch {
    // CMS unreachable at build time: every treatment renders on first request instead.
    return [];
  }
}

async function loadTreatment(slug: string, locale: Locale) {
  try {
    return { treatment: await getTreatmentBySlug(decodeURIComponent(slug), locale), failed: false };
  } catch {
    return { treatment: null, failed: true };
  }
}

export async function generateMetadata({ params }: PageProps<'/[locale]/treatment/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const { treatment } = await loadTreatment(slug, locale as Locale);
  return treatment ? treatmentMetadata(treatment, locale as Locale) : {};
}

export default async function TreatmentPage({ params }: PageProps<'/[locale]/treatment/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { treatment, failed } = await loadTreatment(slug, locale);
  if (!treatment && !failed) notFound();
  return (
    <>
      {treatment && <JsonLd data={await treatmentStructuredData(treatment, locale)} />}
      <TreatmentView locale={locale} treatment={treatment} />
    </>
  );
}
