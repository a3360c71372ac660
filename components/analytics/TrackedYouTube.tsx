'use client';

import { useCallback, useEffect, useRef } from 'react';
import { YouTubeFacade } from '@/components/media/YouTubeFacade';
import { attachYouTubeTracking } from '@/lib/analytics/video-progress';

interface TrackedYouTubeProps {
  videoId: string;
  title: string;
  autoplay?: boolean;
}

/**
 * The YouTube facade with video tracking (start, 25/50/75 %, complete, every
 * pause). The IFrame API loads only after the visitor pressed play, and only
 * when analytics consent allows it.
 */
export function TrackedYouTube({ videoId, title, autoplay }: TrackedYouTubeProps) {
  const detach = useRef<(() => void) | null>(null);
  const onIframeReady = useCallback(
    (iframe: HTMLIFrameElement) => {
      detach.current?.();
      detach.current = attachYouTubeTracking(iframe, { id: videoId, title });
    },
    [videoId, title],
  );
  useEffect(() => () => detach.current?.(), []);
  return <YouTubeFacade videoId={videoId} title={title} autoplay={autoplay} onIframeReady={onIframeReady} />;
}
