import type { Locale } from '@/i18n/routing';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { FORM_EVENTS, trackFormEvent } from './events';
import type { FieldErrors } from './fields';
import { loadFormSchemas } from './load-schemas';
import { failureDetail, validationMessagesFrom, type FormsTranslator } from './messages';
import { postRequest } from './post-request';
import { HONEYPOT_FIELD, waitForMinimumFillTime } from './spam-guard';
import type { FormSubmission } from './submission';

/** What a form shows about its request, the same words in every form. */
export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'duplicate'; reference: string }
  | { kind: 'error'; detail: string };

/** What a submit ends in: the form's rules refused it (a message per field), or what to show about the request. */
export type SubmissionResult = { kind: 'invalid'; errors: FieldErrors<string> } | Exclude<FormStatus, { kind: 'idle' | 'sending' }>;

export interface SubmissionContext {
  /** The `forms` texts in the visitor's language. */
  t: FormsTranslator;
  locale: Locale;
  /** The honeypot field's value: sent along, and a filled one is kept by the site as spam and never e-mailed. */
  honeypot: string;
  /** When the form first rendered (ms), for the minimum fill time. */
  renderedAt: number;
  /** The request is about to go (after the rules): the form shows its sending state. */
  onSending: () => void;
}

/** The analytics properties of a form's submit and success: which treatment or page it is about, never what was typed. */
function subjectOf(submission: FormSubmission): Record<string, string> {
  switch (submission.formId) {
    case 'appointment':
      return { service: submission.fields.service };
    case 'treatment-callback':
      return { service: submission.fields.treatment };
    case 'blog-callback':
      return { service: submission.fields.article };
  }
}

/** The conversion or event a stored request of this form adds to `form_submit_success`. */
function reportDelivered(submission: FormSubmission): void {
  if (submission.formId === 'appointment') reportConversion('form_submission');
  if (submission.formId === 'treatment-callback') {
    trackEvent(FORM_EVENTS.treatmentCallRequest, { treatment: submission.fields.treatment }, { force: true });
  }
}

/**
 * One submit of any form, start to end: loads the rules (zod, on demand), checks the fields, waits
 * out the minimum fill time, posts the request to the site (which stores it and answers with its
 * reference; lib/requests/intake.ts), and reports each step to analytics. Returns what the form
 * shows; never throws.
 */
export async function runSubmission(submission: FormSubmission, context: SubmissionContext): Promise<SubmissionResult> {
  const { formId } = submission;
  const { t, locale } = context;
  let schemas: Awaited<ReturnType<typeof loadFormSchemas>>;
  try {
    schemas = await loadFormSchemas();
  } catch {
    // The rules could not be loaded (offline, a new deployment): nothing reached the site.
    trackFormEvent(FORM_EVENTS.error, formId, { reason: 'no-answer' });
    return { kind: 'error', detail: failureDetail({ reason: 'no-answer' }, t) };
  }

  const checked = schemas.checkSubmission(submission, validationMessagesFrom(t));
  if (!checked.ok) {
    trackFormEvent(FORM_EVENTS.validationError, formId, { fields: Object.keys(checked.errors) });
    return { kind: 'invalid', errors: checked.errors };
  }
  const valid = checked.submission;
  trackFormEvent(FORM_EVENTS.submit, formId, formId === 'appointment' ? subjectOf(valid) : {});
  context.onSending();
  await waitForMinimumFillTime(context.renderedAt);

  const honeypot: Record<string, string> = context.honeypot.trim() === '' ? {} : { [HONEYPOT_FIELD]: context.honeypot };
  const outcome = await postRequest(valid, locale, honeypot);
  if (outcome.status === 'failed') {
    trackFormEvent(FORM_EVENTS.error, formId, { reason: outcome.reason });
    return { kind: 'error', detail: failureDetail(outcome, t) };
  }
  if (outcome.status === 'duplicate') return { kind: 'duplicate', reference: outcome.reference };
  if (context.honeypot.trim() === '') {
    reportDelivered(valid);
    trackFormEvent(FORM_EVENTS.success, formId, subjectOf(valid));
  }
  return { kind: 'sent', reference: outcome.reference };
}
