import { ArrowRight } from '@/components/ui/icons/ArrowRight';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/ui/PageBanner';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { FaqSection } from './FaqSection';
import { PrioritySection } from './PrioritySection';
import { SafetyVideoSection } from './SafetyVideoSection';
import { TeamSection } from './TeamSection';

/** SPEC §2.4: intro, priorities, the safety video, the team and the FAQ. */
export async function AboutView({ locale }: { locale: Locale }) {
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
      <TeamSection locale={locale} />
      <FaqSection locale={locale} />
    </>
  );
}
