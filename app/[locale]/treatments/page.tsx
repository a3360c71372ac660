import type { Metadata } from 'next';
import { TreatmentsView } from '@/components/treatments/TreatmentsView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { parseCategoryParam } from '@/lib/content/query-params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/treatments'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('treatments', locale as Locale);
}

export default async function TreatmentsPage({ params, searchParams }: PageProps<'/[locale]/treatments'>) {
  const locale = await pageLocale(params);
  const category = parseCategoryParam((await searchParams).category);
  return <TreatmentsView locale={locale} category={category} />;
}
