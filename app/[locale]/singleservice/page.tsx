import type { Metadata } from 'next';
import { ServicesView } from '@/components/services/ServicesView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/singleservice'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('services', locale as Locale);
}

export default async function ServicesPage({ params }: PageProps<'/[locale]/singleservice'>) {
  const locale = await pageLocale(params);
  return <ServicesView locale={locale} />;
}
