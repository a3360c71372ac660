import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './Form.module.css';

/** What the field gives its control: the id its label points at and the error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The field's own error, shown under it. */
  error?: string;
  /** Where the error is shown; `${id}-error` unless the form names it otherwise. */
  errorId?: string;
  /** Texts that describe the control before its error (a hint, a counter). */
  describedBy?: string[];
  /**
   * An error shown elsewhere that concerns this field too (one rule over a pair
   * of fields): it marks the control invalid and is read after its own error.
   */
  sharedError?: { id: string; message?: string };
  /** The control, given its id and error wiring. */
  children: (control: FieldControlProps) => ReactNode;
  /** What stands between the control and its error (a character counter). */
  after?: ReactNode;
}

/**
 * A labelled form control with its error: the control is marked invalid and
 * described by the error while there is one, so a screen reader announces the
 * error with the field.
 */
export function FormField({ id, label, error, errorId = `${id}-error`, describedBy = [], sharedError, children, after }: FormFieldProps) {
  const sharedInvalid = Boolean(sharedError?.message);
  const descriptions = [...describedBy, error ? errorId : undefined, sharedInvalid ? sharedError?.id : undefined].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error) || sharedInvalid,
        'aria-describedby': descriptions.join(' ') || undefined,
      })}
      {after}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
