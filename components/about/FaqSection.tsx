import { contentLanguage } from '@/components/ui/content-language';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import type { FaqItem } from '@/lib/content';
import { FaqAccordion } from './FaqAccordion';

export async function FaqSection({ locale, items }: { locale: Locale; items: FaqItem[] }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <section className="section section-sand" aria-labelledby="about-faq-title" data-reveal>
      <div className="container">
        <SectionHeading id="about-faq-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} align="center" />
        <FaqAccordion
          items={items.map((item) => ({
            id: item.documentId,
            question: item.question,
            answer: item.answer,
            language: contentLanguage(item.locale, locale),
          }))}
        />
      </div>
    </section>
  );
}
