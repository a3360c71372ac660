import { getTranslations } from 'next-intl/server';
import { YouTubeFacade } from '@/components/media/YouTubeFacade';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Locale } from '@/i18n/routing';
import { parseVideoId } from '@/lib/video/parse-video-id';
import styles from './SafetyVideoSection.module.css';

/** The clinic's own video; replace it by setting NEXT_PUBLIC_SAFETY_VIDEO_URL to a YouTube link or id. */
const SAFETY_VIDEO_ID = parseVideoId(process.env.NEXT_PUBLIC_SAFETY_VIDEO_URL) ?? 'OsmanagaSf1';

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
        <YouTubeFacade videoId={SAFETY_VIDEO_ID} title={t('videoTitle')} />
      </div>
    </section>
  );
}
