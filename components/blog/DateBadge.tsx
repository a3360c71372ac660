import type { Locale } from '@/i18n/routing';
import { dateBadge } from '@/lib/blog/date-badge';
import styles from './DateBadge.module.css';

/** The day-and-month badge of a blog card; screen readers hear the whole date. */
export function DateBadge({ date, locale, label }: { date: string; locale: Locale; label: (date: string) => string }) {
  const badge = dateBadge(date, locale);
  if (!badge) return null;
  return (
    <time className={styles.badge} dateTime={badge.dateTime} data-testid="date-badge">
      <span className={styles.day} aria-hidden="true">
        {badge.day}
      </span>
      <span className={styles.month} aria-hidden="true">
        {badge.month}
      </span>
      <span className="visually-hidden">{label(badge.long)}</span>
    </time>
  );
}
