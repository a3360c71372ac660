import type { Metadata } from 'next';
import { ContactView } from '@/components/contact/ContactView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('contact', locale as Locale);
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  return <ContactView locale={locale} />;
}
