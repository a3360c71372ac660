import { Star } from '@/components/ui/icons/Star';
import { StarHalf } from '@/components/ui/icons/StarHalf';
import { starFills } from './star-fill';
import styles from './StarRating.module.css';

interface StarRatingProps {
  rating: number;
  /** What a screen reader hears instead of the stars, e.g. "5 üzerinden 4,5". */
  label: string;
  max?: number;
}

/** Stars 0–max with half stars; one image with a text alternative for assistive technology. */
export function StarRating({ rating, label, max = 5 }: StarRatingProps) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starFills(rating, max).map((fill, index) => (
        <span key={index} className={styles.star} data-fill={fill}>
          <Star className={styles.track} aria-hidden="true" />
          {fill === 'full' ? <Star className={styles.fill} aria-hidden="true" /> : null}
          {fill === 'half' ? <StarHalf className={styles.fill} aria-hidden="true" /> : null}
        </span>
      ))}
    </span>
  );
}
