import { getTranslations } from 'next-intl/server';
import { TrackedYouTube } from '@/components/analytics/TrackedYouTube';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { parseVideoId } from '@/lib/video/parse-video-id';
import styles from './SafetyVideoSection.module.css';

const SAFETY_VIDEO_ID = parseVideoId(siteConfig.safetyVideoUrl);

export async function SafetyVideoSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.video' });
  return (
    <section className="section section-muted" aria-labelledby="about-video-title" data-reveal>
      <div className={`container ${styles.grid}`}>
        <div>
          <SectionHeading id="about-video-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
          <ul className={styles.points}>
            <li>{t('points.p1')}</li>
            <li>{t('points.p2')}</li>
            <li>{t('points.p3')}</li>
          </ul>
        </div>
        {SAFETY_VIDEO_ID ? <TrackedYouTube videoId={SAFETY_VIDEO_ID} title={t('videoTitle')} /> : null}
      </div>
    </section>
  );
}
