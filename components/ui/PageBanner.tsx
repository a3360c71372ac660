import type { ReactNode } from 'react';
import { ServerImage } from '@/components/media/ServerImage';
import styles from './PageBanner.module.css';

interface PageBannerProps {
  /** The h1's id, which names the section for assistive technology. */
  id?: string;
  /** `list`: the quieter banner of the two list pages (treatments, blog), with an accent shape and no illustration. */
  variant?: 'page' | 'list';
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
export function PageBanner({ id, variant = 'page', eyebrow, title, intro, children, image, aside }: PageBannerProps) {
  if (variant === 'list') {
    return (
      <section className={`section-muted ${styles.list}`} aria-labelledby={id}>
        <div className="container">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id={id} className={styles.listTitle}>
            {title}
          </h1>
          {intro ? <p className={`lead ${styles.listLead}`}>{intro}</p> : null}
        </div>
      </section>
    );
  }
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
