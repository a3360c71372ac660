import type { Metadata } from 'next';
import { HomeView } from '@/components/home/HomeView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('home', locale as Locale);
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return <HomeView locale={locale} />;
}
