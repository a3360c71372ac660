import type { Locale } from '@/i18n/routing';
import { LegalDocument } from './LegalDocument';

/** The website's terms of use. */
export function TermsView({ locale }: { locale: Locale }) {
  return <LegalDocument locale={locale} namespace="terms" />;
}
