import type { ComponentPropsWithoutRef } from 'react';

/**
 * The attributes of a plain `<img>` as `getImageProps()` computes them on the
 * server (src, srcSet, sizes, loading, …): client components receive these
 * instead of rendering next/image, whose client component would otherwise ship
 * to every page.
 */
export type ImgAttributes = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & { src: string };
