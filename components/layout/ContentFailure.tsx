import { Link } from '@/i18n/link';
import styles from './ContentFailure.module.css';

type BackHref = '/treatments' | '/blogs' | '/about';

/**
 * A detail page (a treatment, an article, a dentist) whose content could not be
 * read, with no earlier good copy: what failed, and the way back to its list.
 * Announced as an alert, since it replaces the page the visitor asked for.
 */
export function ContentFailure({
  title,
  hint,
  backHref,
  backLabel,
}: {
  title: string;
  hint?: string;
  backHref: BackHref;
  backLabel: string;
}) {
  return (
    <section className={`container section ${styles.failure}`} role="alert">
      <h1 className={styles.title}>{title}</h1>
      {hint ? <p className="lead">{hint}</p> : null}
      <Link href={backHref} className="button button-primary">
        {backLabel}
      </Link>
    </section>
  );
}
