import { getImageProps, type ImageProps } from 'next/image';
import type { ImgAttributes } from './img-attributes';
import { Img } from './Img';

/**
 * next/image's optimized attributes (srcset, sizes, lazy loading) for a plain
 * `<img>`, computed on the server: the same markup as `<Image>` without
 * next/image's client component (about 9 kB) in the browser.
 */
export function serverImageProps(props: ImageProps): ImgAttributes {
  return getImageProps(props).props;
}

/**
 * `<Image>` for server components: the attributes computed here, rendered by
 * the tiny `Img`. A `priority` or `preload` image is preloaded, as by
 * `<Image>`; `preloadFetchPriority="high"` for the page's largest image.
 */
export function ServerImage({ preloadFetchPriority, ...props }: ImageProps & { preloadFetchPriority?: 'high' }) {
  const preload = props.priority || props.preload ? (preloadFetchPriority ?? true) : undefined;
  return <Img {...serverImageProps(props)} preload={preload} />;
}
