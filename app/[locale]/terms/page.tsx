import type { Metadata } from 'next';
import { TermsView } from '@/components/legal/TermsView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('terms', locale as Locale);
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await pageLocale(params);
  return <TermsView locale={locale} />;
}
