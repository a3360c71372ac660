import type { Locale } from '@/i18n/routing';
import { LegalDocument } from './LegalDocument';

/** The KVKK privacy notice (aydınlatma metni). */
export function PrivacyView({ locale }: { locale: Locale }) {
  return <LegalDocument locale={locale} namespace="privacy" />;
}
