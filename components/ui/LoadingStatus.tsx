import styles from './LoadingStatus.module.css';

/** A loading state: a spinner (a slow pulse under reduced motion) and the text that says what is loading. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span className={styles.status} role="status" aria-live="polite" data-testid="loading-status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
