'use client';

import { useCallback, useEffect, useRef } from 'react';
import { YouTubeFacade } from '@/components/media/YouTubeFacade';
import { analyticsAllowed } from '@/lib/analytics';
import { clientConsole } from '@/lib/debug/console';

interface TrackedYouTubeProps {
  videoId: string;
  title: string;
  autoplay?: boolean;
}

/**
 * The YouTube facade with video tracking (start, 25/50/75 %, complete, every
 * pause). The tracking code (lib/analytics/video-progress.ts) and YouTube's
 * IFrame API load only after the visitor pressed play, and only when analytics
 * consent allows it.
 */
export function TrackedYouTube({ videoId, title, autoplay }: TrackedYouTubeProps) {
  const detach = useRef<(() => void) | null>(null);
  const onIframeReady = useCallback(
    (iframe: HTMLIFrameElement) => {
      detach.current?.();
      detach.current = null;
      if (!analyticsAllowed()) return;
      let cancelled = false;
      detach.current = () => {
        cancelled = true;
      };
      import('@/lib/analytics/video-progress')
        .then(({ attachYouTubeTracking }) => {
          if (!cancelled) detach.current = attachYouTubeTracking(iframe, { id: videoId, title });
        })
        .catch((error: unknown) => clientConsole.error('[Analytics] Video izleme başlatılamadı:', error));
    },
    [videoId, title],
  );
  useEffect(() => () => detach.current?.(), []);
  return <YouTubeFacade videoId={videoId} title={title} autoplay={autoplay} onIframeReady={onIframeReady} />;
}
