import { getTranslations } from 'next-intl/server';
import { TreatmentBlocks } from '@/components/content/TreatmentBlocks';
import type { Locale } from '@/i18n/routing';
import type { Treatment } from '@/lib/content';

export async function TreatmentView({ locale, treatment }: { locale: Locale; treatment: Treatment | null }) {
  const t = await getTranslations({ locale, namespace: 'treatment' });
  if (!treatment) {
    return (
      <section className="container section">
        <p role="alert">{t('contentError')}</p>
      </section>
    );
  }
  return (
    <article className="container section">
      <h1>{treatment.title}</h1>
      <p className="lead">{treatment.shortDesc}</p>
      {treatment.blocks.length > 0 ? <TreatmentBlocks blocks={treatment.blocks} /> : <p>{t('noContent')}</p>}
    </article>
  );
}
