import type { Metadata } from 'next';
import { AboutView } from '@/components/about/AboutView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('about', locale as Locale);
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  return <AboutView locale={locale} />;
}
