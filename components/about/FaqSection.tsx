import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import { FaqAccordion } from './FaqAccordion';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4'] as const;

export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const items = QUESTIONS.map((key) => ({
    id: key,
    question: t(`items.${key}.question`),
    answer: t(`items.${key}.answer`),
  }));
  return (
    <section className="section section-sand" aria-labelledby="about-faq-title" data-reveal>
      <div className="container">
        <SectionHeading id="about-faq-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} align="center" />
        <FaqAccordion items={items} />
      </div>
    </section>
  );
}
