import type { IconComponent } from './create-icon';
import styles from './IconCard.module.css';

/** One item of a list of icon cards (components/ui/IconCard.module.css says which sections use it). */
export function IconCard({
  Icon,
  title,
  text,
  variant,
  testId,
}: {
  Icon: IconComponent;
  title: string;
  text: string;
  /** `raised`: a shadow, no border (on a tinted section); `bordered`: a border and a shadow, the icon round; `row`: a border, the icon beside the text. */
  variant: 'raised' | 'bordered' | 'row';
  testId?: string;
}) {
  const className = {
    raised: `${styles.card} ${styles.raised}`,
    bordered: `${styles.card} ${styles.bordered} ${styles.raised} ${styles.round}`,
    row: `${styles.card} ${styles.bordered} ${styles.row}`,
  }[variant];
  const heading = <h3 className={styles.title}>{title}</h3>;
  const body = <p className={styles.text}>{text}</p>;
  return (
    <li className={className} data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        <Icon />
      </span>
      {variant === 'row' ? (
        <div>
          {heading}
          {body}
        </div>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
    </li>
  );
}
