import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DentistProfileView } from '@/components/dentists/DentistProfileView';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageLocale } from '@/i18n/page-locale';
import { pageSlug } from '@/i18n/page-slug';
import type { Locale } from '@/i18n/routing';
import { getArticlesByDoctor, getDoctorBySlug, getDoctors, load, type Doctor } from '@/lib/content';
import { dentistMetadata } from '@/lib/seo/content-metadata';
import { dentistStructuredData } from '@/lib/seo/page-structured-data';

/**
 * Pages built from content are regenerated at most a minute after a request
 * finds them stale: a page first rendered while the CMS failed (its error
 * state) heals on its own once the CMS answers again.
 */
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  // CMS unreachable at build time: every dentist renders on first request instead.
  const doctors = await load(() => getDoctors(params.locale as Locale));
  return doctors.status === 'loaded' ? doctors.data.flatMap((doctor) => (doctor.slug ? [{ slug: doctor.slug }] : [])) : [];
}

/** The page and its metadata share this read (getDoctorBySlug is cached per request). */
function loadDoctor(slug: string, locale: Locale) {
  return load(() => getDoctorBySlug(slug, locale));
}

function hasPage(doctor: Doctor): doctor is Doctor & { slug: string } {
  return doctor.slug !== null;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/dentist/[slug]'>): Promise<Metadata> {
  const { locale } = await params;
  const doctor = await loadDoctor(await pageSlug(params), locale as Locale);
  return doctor.status === 'loaded' && hasPage(doctor.data) ? dentistMetadata(doctor.data, locale as Locale) : {};
}

export default async function DentistPage({ params }: PageProps<'/[locale]/dentist/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = await pageSlug(params);
  const [doctor, articles] = await Promise.all([loadDoctor(slug, locale), load(() => getArticlesByDoctor(slug, locale))]);
  if (doctor.status === 'empty') notFound();
  return (
    <>
      {doctor.status === 'loaded' && hasPage(doctor.data) && <JsonLd data={await dentistStructuredData(doctor.data, locale)} />}
      <DentistProfileView locale={locale} doctor={doctor} articles={articles} />
      <IncompleteContent />
    </>
  );
}
