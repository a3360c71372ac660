import { useRef } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { runSubmission, type SubmissionResult } from '@/lib/forms/run-submission';
import type { FormSubmission } from '@/lib/forms/submission';

interface Submission {
  /** What the form sends now (its current values). */
  read: () => FormSubmission;
  honeypot: React.RefObject<HTMLInputElement | null>;
  renderedAt: React.RefObject<number>;
  onSending: () => void;
  /** What the submit ended in (lib/forms/run-submission.ts): the form shows it. */
  onResult: (result: SubmissionResult) => void;
  /** A submit is ignored while this holds (e.g. a call-back that was just sent). */
  ignore?: boolean;
}

/**
 * The forms' submit handler: runs the submission (lib/forms/run-submission.ts) and hands its
 * result to the form. One at a time: a second submit while the rules load or the request is
 * sending is ignored.
 */
export function useSubmission({ read, honeypot, renderedAt, onSending, onResult, ignore = false }: Submission) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const busy = useRef(false);
  return async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || ignore) return;
    busy.current = true;
    try {
      const context = { t, locale, honeypot: honeypot.current?.value ?? '', renderedAt: renderedAt.current, onSending };
      onResult(await runSubmission(read(), context));
    } finally {
      busy.current = false;
    }
  };
}
