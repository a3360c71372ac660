import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export async function AboutView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <section className="container section">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
    </section>
  );
}
