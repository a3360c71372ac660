import type { Locale } from '@/i18n/routing';
import type { Testimonial } from '@/lib/content';
import { AppointmentSection } from './AppointmentSection';
import { ExpertSection } from './ExpertSection';
import { FeaturesSection } from './FeaturesSection';
import { HomeHero } from './HomeHero';
import { HomeTreatments } from './HomeTreatments';
import { QualitySection } from './QualitySection';
import { SocialShowcase } from './SocialShowcase';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * The home page, section by section. `testimonials` is null when the clinic
 * switched them off, none is switched on, or the CMS is unavailable with no
 * earlier answer: the section is then left out.
 */
export function HomeView({ locale, testimonials }: { locale: Locale; testimonials: Testimonial[] | null }) {
  return (
    <>
      <HomeHero locale={locale} />
      <HomeTreatments locale={locale} />
      <QualitySection locale={locale} />
      <ExpertSection locale={locale} />
      <FeaturesSection locale={locale} />
      {testimonials && testimonials.length > 0 ? <TestimonialsSection locale={locale} testimonials={testimonials} /> : null}
      <SocialShowcase locale={locale} />
      <AppointmentSection locale={locale} />
    </>
  );
}
