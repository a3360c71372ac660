import type { Metadata } from 'next';
import { PrivacyView } from '@/components/legal/PrivacyView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('privacy', locale as Locale);
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await pageLocale(params);
  return <PrivacyView locale={locale} />;
}
