import type { Metadata } from 'next';
import { AboutView } from '@/components/about/AboutView';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { getDoctors, getFaqs, load } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { faqStructuredData } from '@/lib/seo/page-structured-data';

/** The team and the questions can come from the CMS: the page is regenerated at most a minute after it goes stale. */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('about', locale as Locale);
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  // An unavailable CMS (with no earlier answer) leaves its section out rather than failing the page.
  const [doctors, faqs] = await Promise.all([load(() => getDoctors(locale)), load(() => getFaqs('about', locale))]);
  const faq = faqs.status === 'loaded' ? faqStructuredData(faqs.data, locale) : null;
  return (
    <>
      {faq && <JsonLd data={faq} />}
      <AboutView locale={locale} doctors={doctors} faqs={faqs} />
      <IncompleteContent />
    </>
  );
}
