import type { ImageProps } from 'next/image';
import type { ImgAttributes } from '@/components/media/img-attributes';
import { serverImageProps } from '@/components/media/ServerImage';
import { FallbackImage } from './FallbackImage';

type Props = Omit<ImageProps, 'src' | 'onError' | 'onLoad'> & { src: string; fallbackSrc: string };

/**
 * An image that swaps to a fallback when its own file cannot be loaded. The
 * optimized attributes of both (srcset, sizes, …) are computed here on the
 * server with next/image's getImageProps; the small client part only swaps them.
 * A `preload` image is the page's largest one (a treatment's or an article's
 * picture): it is preloaded with high priority.
 */
export function ImageWithFallback({ src, fallbackSrc, ...props }: Props) {
  const image = serverImageProps({ ...props, src });
  const fallback = changedAttributes(image, serverImageProps({ ...props, src: fallbackSrc }));
  return <FallbackImage image={image} fallback={fallback} preload={props.preload || props.priority ? 'high' : undefined} />;
}

/**
 * The fallback's attributes that differ from the image's (one it lacks, such as a srcset, as
 * undefined): the two share most of theirs, and each travels in the page's RSC payload.
 */
function changedAttributes(image: ImgAttributes, fallback: ImgAttributes): Partial<ImgAttributes> {
  const names = new Set([...Object.keys(image), ...Object.keys(fallback)] as (keyof ImgAttributes)[]);
  const same = (name: keyof ImgAttributes) => JSON.stringify(image[name]) === JSON.stringify(fallback[name]);
  return Object.fromEntries([...names].filter((name) => !same(name)).map((name) => [name, fallback[name]]));
}
