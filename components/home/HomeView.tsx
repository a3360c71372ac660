import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { AppointmentSection } from './AppointmentSection';
import { ExpertSection } from './ExpertSection';
import { FeaturesSection } from './FeaturesSection';
import { HomeHero } from './HomeHero';
import { HomeTreatments } from './HomeTreatments';
import { QualitySection } from './QualitySection';
import { SocialShowcase } from './SocialShowcase';
import { TestimonialsSection } from './TestimonialsSection';

/** SPEC §2.3: the home page, section by section. */
export function HomeView({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeHero locale={locale} />
      <HomeTreatments locale={locale} />
      <QualitySection locale={locale} />
      <ExpertSection locale={locale} />
      <FeaturesSection locale={locale} />
      {siteConfig.features.testimonials ? <TestimonialsSection locale={locale} /> : null}
      <SocialShowcase locale={locale} />
      <AppointmentSection locale={locale} />
    </>
  );
}
