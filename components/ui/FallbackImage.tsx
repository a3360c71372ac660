'use client';

import { useCallback, useState } from 'react';
import type { ImgAttributes } from '@/components/media/img-attributes';
import { preloadImage, type ImgPreload } from '@/components/media/Img';

/**
 * A plain `<img>` (attributes computed on the server) that swaps to a fallback
 * when its own file cannot be loaded (a missing CMS upload, a dead thumbnail).
 * An image can fail before React has hydrated, when no onError handler is
 * attached yet: the ref checks for that and probes the source again before
 * giving up on it. `preload` preloads the image (not the fallback), as `Img` does.
 */
export function FallbackImage({
  image,
  fallback,
  preload,
}: {
  image: ImgAttributes;
  /** The attributes that change when the fallback shows (the others are the image's). */
  fallback: Partial<ImgAttributes>;
  preload?: ImgPreload;
}) {
  if (preload) preloadImage(image, preload);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === image.src;
  const current = failed ? { ...image, ...fallback } : image;

  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || failed || !img.complete || img.naturalWidth > 0) return;
      // complete with no width: broken, or an SVG without intrinsic size; a probe tells them apart.
      const probe = new window.Image();
      probe.onerror = () => setFailedSrc(image.src);
      probe.src = img.currentSrc || img.src;
    },
    [failed, image.src],
  );

  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup (getImageProps) with a fallback
    <img
      {...current}
      alt={current.alt}
      ref={checkEarlyFailure}
      onError={() => {
        if (!failed) setFailedSrc(image.src);
      }}
    />
  );
}
