import type { Locale } from '@/i18n/routing';
import type { Loaded, Testimonial, Treatment, TreatmentCategory } from '@/lib/content';
import { AppointmentSection } from './AppointmentSection';
import { ExpertSection } from './ExpertSection';
import { FeaturesSection } from './FeaturesSection';
import { HomeHero } from './HomeHero';
import { HomeTreatments } from './HomeTreatments';
import { QualitySection } from './QualitySection';
import { SocialShowcase } from './SocialShowcase';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * The home page, section by section, with what the page read for it. The
 * testimonials section is left out unless some are loaded (the clinic may
 * have switched them off, or the CMS may be unavailable with no earlier answer).
 */
export function HomeView({
  locale,
  testimonials,
  treatments,
  categories,
}: {
  locale: Locale;
  testimonials: Loaded<Testimonial[]>;
  treatments: Loaded<Treatment[]>;
  categories: Loaded<TreatmentCategory[]>;
}) {
  return (
    <>
      <HomeHero locale={locale} />
      <HomeTreatments locale={locale} treatments={treatments} categories={categories} />
      <QualitySection locale={locale} />
      <ExpertSection locale={locale} />
      <FeaturesSection locale={locale} />
      {testimonials.status === 'loaded' ? <TestimonialsSection locale={locale} testimonials={testimonials.data} /> : null}
      <SocialShowcase locale={locale} />
      <AppointmentSection locale={locale} />
    </>
  );
}
