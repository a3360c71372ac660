'use client';

import Image, { type ImageProps } from 'next/image';
import { useCallback, useState } from 'react';

type Props = Omit<ImageProps, 'src' | 'onError'> & { src: string; fallbackSrc: string };

/**
 * An image that swaps to a fallback when its own file cannot be loaded (a
 * missing CMS upload, a dead thumbnail). An image can fail before React has
 * hydrated, when no onError handler is attached yet: the ref checks for that
 * and probes the source again before giving up on it.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallbackSrc : src;

  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || current !== src || !img.complete || img.naturalWidth > 0) return;
      // complete with no width: broken, or an SVG without intrinsic size; a probe tells them apart.
      const probe = new window.Image();
      probe.onerror = () => setFailedSrc(src);
      probe.src = img.currentSrc || img.src;
    },
    [current, src],
  );

  return (
    <Image
      {...props}
      ref={checkEarlyFailure}
      src={current}
      alt={alt}
      onError={() => {
        if (current === src) setFailedSrc(src);
      }}
    />
  );
}
