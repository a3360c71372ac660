import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** h1 for a page banner; h2 by default. */
  level?: 1 | 2;
  align?: 'start' | 'center';
  tone?: 'default' | 'inverse';
}

/** A section's eyebrow, heading and introduction, styled the same everywhere. */
export function SectionHeading({ id, eyebrow, title, intro, level = 2, align = 'start', tone = 'default' }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.heading} data-align={align} data-tone={tone}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={`lead ${styles.intro}`}>{intro}</p> : null}
    </div>
  );
}
