import type { ReactNode } from 'react';
import type { FormId } from '@/lib/forms/submission';
import styles from './Form.module.css';

/** A link to the clinic's WhatsApp chat from a form's outcome, counted as the form's WhatsApp click. */
export function WhatsAppLink({ href, form, children }: { href: string; form: FormId; children: ReactNode }) {
  return (
    <a className={styles.callUs} href={href} target="_blank" rel="noopener noreferrer" data-track="whatsapp" data-track-source={form}>
      {children}
    </a>
  );
}
