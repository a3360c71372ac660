'use client';

import { Play } from '@/components/ui/icons/Play';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/client';
import { trackEvent } from '@/lib/analytics';
import { youTubeEmbedUrl } from '@/lib/video/parse-video-id';
import styles from './YouTubeFacade.module.css';

interface YouTubeFacadeProps {
  videoId: string;
  title: string;
  /** Whether the player starts as soon as it replaces the poster (default: yes, the click was the intent to play). */
  autoplay?: boolean;
  /** Called with the player's iframe once it is in the page, e.g. to attach the YouTube IFrame API. */
  onIframeReady?: (iframe: HTMLIFrameElement) => void;
}

/**
 * A local poster that becomes YouTube's privacy-enhanced player on click, so
 * no request reaches YouTube (or its image host) before the visitor asks to play.
 */
export function YouTubeFacade({ videoId, title, autoplay = true, onIframeReady }: YouTubeFacadeProps) {
  const t = useTranslations('media');
  const [active, setActive] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const iframeId = `youtube-${videoId}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const noteId = useId();
  const readyRef = useRef(onIframeReady);
  useEffect(() => {
    readyRef.current = onIframeReady;
  });

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!active || !iframe) return;
    iframe.focus();
    readyRef.current?.(iframe);
  }, [active]);

  function play() {
    trackEvent('video_play_click', { video_id: videoId, video_title: title });
    setActive(true);
  }

  return (
    <div className={styles.frame}>
      {active ? (
        <iframe
          ref={iframeRef}
          id={iframeId}
          className={styles.player}
          src={youTubeEmbedUrl(videoId, { autoplay })}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={play}
          aria-label={t('play', { title })}
          aria-describedby={noteId}
          data-testid="youtube-facade"
        >
          <span className={styles.pattern} aria-hidden="true" />
          <span className={styles.play} aria-hidden="true">
            <Play />
          </span>
          <span className={styles.caption}>
            <span className={styles.title}>{title}</span>
            <span className={styles.note} id={noteId}>
              {t('loadsFromYouTube')}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
