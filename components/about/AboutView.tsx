import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/ui/PageBanner';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { Doctor, FaqItem, Loaded } from '@/lib/content';
import { siteConfig } from '@/lib/config/site';
import { FaqSection } from './FaqSection';
import { PrioritySection } from './PrioritySection';
import { SafetyVideoSection } from './SafetyVideoSection';
import { TeamSection } from './TeamSection';

/**
 * Intro, priorities, the safety video, the team and the FAQ. The team and the
 * questions come from the content layer; a section with nothing to show (none
 * entered, or the CMS unavailable with no earlier answer) is left out.
 */
export async function AboutView({ locale, doctors, faqs }: { locale: Locale; doctors: Loaded<Doctor[]>; faqs: Loaded<FaqItem[]> }) {
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <>
      <PageBanner
        id="about-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro', { years: siteConfig.experienceYears })}
        image={{ src: '/images/about.svg', alt: t('imageAlt'), width: 800, height: 600 }}
      >
        <Link href="/contact" className="button button-primary" data-track="contact_link_click" data-track-location="about_intro">
          {t('contactLink')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </PageBanner>
      <PrioritySection locale={locale} />
      <SafetyVideoSection locale={locale} />
      {doctors.status === 'loaded' ? <TeamSection locale={locale} doctors={doctors.data} /> : null}
      {faqs.status === 'loaded' ? <FaqSection locale={locale} items={faqs.data} /> : null}
    </>
  );
}
