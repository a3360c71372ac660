import type { Metadata } from 'next';
import { AboutView } from '@/components/about/AboutView';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { faqStructuredData } from '@/lib/seo/page-structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('about', locale as Locale);
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const faq = await faqStructuredData(locale);
  return (
    <>
      {faq && <JsonLd data={faq} />}
      <AboutView locale={locale} />
    </>
  );
}
