import { ServerImage } from '@/components/media/ServerImage';
import layout from './SectionLayout.module.css';

/**
 * The illustration of a split section (SectionLayout.module.css `.split`): an 800×600 drawing,
 * the text's neighbour from 900 px, full width above it below.
 */
export function SplitImage({ src, alt }: { src: string; alt: string }) {
  return (
    <ServerImage
      className={layout.image}
      src={src}
      alt={alt}
      width={800}
      height={600}
      sizes="(min-width: 1216px) 560px, (min-width: 900px) 46vw, 92vw"
    />
  );
}
