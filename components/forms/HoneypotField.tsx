import { HONEYPOT_FIELD } from '@/lib/forms/spam-guard';
import styles from './Form.module.css';

/**
 * A field only bots fill in: off-screen, hidden from assistive technology and out of the tab
 * order, so no person can reach it; named and marked so that no autofill fills it either
 * (`autocomplete="off"` for browsers, the ignore attributes of the common password managers).
 */
export function HoneypotField({ label, inputRef }: { label: string; inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-lpignore="true"
          data-1p-ignore="true"
          data-bwignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </label>
    </div>
  );
}
