import type { ReactNode } from 'react';
import { ServerImage } from '@/components/media/ServerImage';
import styles from './PageBanner.module.css';

interface PageBannerProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Buttons or links under the introduction. */
  children?: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  /** Shown in the second column instead of an image. */
  aside?: ReactNode;
}

/** The top of an inner page: its one h1, a short introduction and an optional illustration. */
export function PageBanner({ id, eyebrow, title, intro, children, image, aside }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby={id} data-columns={image || aside ? 'two' : undefined}>
      <div className={`container ${styles.grid}`}>
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={`lead ${styles.intro}`}>{intro}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {image ? (
          <ServerImage
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            preloadFetchPriority="high"
            sizes="(min-width: 1216px) 520px, (min-width: 900px) 42vw, 92vw"
          />
        ) : (
          aside
        )}
      </div>
    </section>
  );
}
