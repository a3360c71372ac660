'use client';

import { preload as preloadResource } from 'react-dom';
import type { ImgAttributes } from './img-attributes';

/** Preload the image: `true` with its own fetch priority, 'high' for the page's largest image. */
export type ImgPreload = true | 'high';

/** Ask the browser for an image early, from the document's head (as next/image does for `priority` images). */
export function preloadImage(image: ImgAttributes, preload: ImgPreload): void {
  preloadResource(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    crossOrigin: image.crossOrigin,
    referrerPolicy: image.referrerPolicy,
    fetchPriority: preload === 'high' ? 'high' : image.fetchPriority,
  });
}

/**
 * A plain `<img>` whose attributes the server computed (next/image's
 * getImageProps). A client component on purpose, as next/image's is: React
 * turns an eagerly loaded `<img>` (and a preload) rendered by a server
 * component into a preload hint in the page's RSC payload, and the router
 * applies such hints even when it merely prefetches a page, so every linked
 * page's images would load along with the current one.
 */
export function Img({ preload, ...image }: ImgAttributes & { preload?: ImgPreload }) {
  if (preload) preloadImage(image, preload);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup (getImageProps) without its client component
  return <img {...image} alt={image.alt} />;
}
