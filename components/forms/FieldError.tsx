import { CircleAlert } from '@/components/ui/icons/CircleAlert';
import styles from './Form.module.css';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      <CircleAlert aria-hidden="true" className={styles.fieldErrorIcon} />
      <span>{message}</span>
    </p>
  );
}
