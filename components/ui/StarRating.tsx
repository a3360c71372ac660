import type { CSSProperties } from 'react';
import { starFills } from './star-fill';
import styles from './StarRating.module.css';

interface StarRatingProps {
  rating: number;
  /** What a screen reader hears instead of the stars, e.g. "5 üzerinden 4,5". */
  label: string;
  max?: number;
}

const STAR_VALUE = { full: 1, half: 0.5, empty: 0 } as const;

/** Stars 0–max in half steps: one image with a text alternative, drawn by CSS (StarRating.module.css). */
export function StarRating({ rating, label, max = 5 }: StarRatingProps) {
  const filled = starFills(rating, max).reduce((sum, fill) => sum + STAR_VALUE[fill], 0);
  const style = { '--stars': max, '--filled': filled } as CSSProperties;
  return <span className={styles.stars} role="img" aria-label={label} style={style} />;
}
