import { HONEYPOT_FIELD } from '@/lib/forms/spam-guard';
import styles from './Form.module.css';

/**
 * A field only bots fill in: off-screen, hidden from assistive technology and
 * out of the tab order, so no person can reach it.
 */
export function HoneypotField({ label, inputRef }: { label: string; inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
