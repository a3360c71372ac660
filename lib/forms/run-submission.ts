import type { Locale } from '@/i18n/routing';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { FORM_EVENTS, trackFormEvent } from './events';
import type { FieldErrors } from './fields';
import { loadFormSchemas } from './load-schemas';
import { failureDetail, payloadLabelsFrom, validationMessagesFrom, type FormsTranslator } from './messages';
import { sendEmail, usesRelay, type SendEmailRequest } from './send-email';
import { isHoneypotFilled, waitForMinimumFillTime } from './spam-guard';
import { emailFor, type FormSubmission } from './submission';

/** What a form shows about its request, the same words in every form. */
export type FormStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'duplicate' } | { kind: 'error'; detail: string };

/** What a submit ends in: the form's rules refused it (a message per field), or what to show about the request. */
export type SubmissionResult = { kind: 'invalid'; errors: FieldErrors<string> } | Exclude<FormStatus, { kind: 'idle' | 'sending' }>;

export interface SubmissionContext {
  /** The `forms` texts in the visitor's language. */
  t: FormsTranslator;
  locale: Locale;
  /** The honeypot field's value: filled, the request is answered as sent and never goes. */
  honeypot: string;
  /** When the form first rendered (ms), for the minimum fill time. */
  renderedAt: number;
  /** The request is about to go (after the rules and the honeypot): the form shows its sending state. */
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

/** The conversion or event a delivered request of this form adds to `form_submit_success`. */
function reportDelivered(submission: FormSubmission): void {
  if (submission.formId === 'appointment') reportConversion('form_submission');
  if (submission.formId === 'treatment-callback') {
    trackEvent(FORM_EVENTS.treatmentCallRequest, { treatment: submission.fields.treatment }, { force: true });
  }
}

/**
 * One submit of any form, start to end: loads the rules (zod, on demand), checks the fields,
 * drops a filled honeypot, waits out the minimum fill time, sends (through the relay only the
 * fields and the language; straight to EmailJS the e-mail built here), and reports each step
 * to analytics. Returns what the form shows; never throws.
 */
export async function runSubmission(submission: FormSubmission, context: SubmissionContext): Promise<SubmissionResult> {
  const { formId } = submission;
  const { t, locale } = context;
  let schemas: Awaited<ReturnType<typeof loadFormSchemas>>;
  try {
    schemas = await loadFormSchemas();
  } catch {
    // The rules could not be loaded (offline, a new deployment): the ordinary failure.
    trackFormEvent(FORM_EVENTS.error, formId, { reason: 'unknown' });
    return { kind: 'error', detail: failureDetail({ reason: 'unknown' }, t) };
  }

  const checked = schemas.checkSubmission(submission, validationMessagesFrom(t));
  if (!checked.ok) {
    trackFormEvent(FORM_EVENTS.validationError, formId, { fields: Object.keys(checked.errors) });
    return { kind: 'invalid', errors: checked.errors };
  }
  const valid = checked.submission;
  trackFormEvent(FORM_EVENTS.submit, formId, formId === 'appointment' ? subjectOf(valid) : {});

  // No person can fill the honeypot: answered with the ordinary success, and never sent.
  if (isHoneypotFilled(context.honeypot)) return { kind: 'sent' };
  context.onSending();
  await waitForMinimumFillTime(context.renderedAt);

  const request: SendEmailRequest = usesRelay() ? { ...valid, locale } : { ...valid, ...emailFor(valid, locale, payloadLabelsFrom(t)) };
  const outcome = await sendEmail(request);
  if (outcome.status === 'failed') {
    trackFormEvent(FORM_EVENTS.error, formId, { reason: outcome.reason, error: outcome.text });
    return { kind: 'error', detail: failureDetail(outcome, t) };
  }
  if (outcome.status === 'duplicate') return { kind: 'duplicate' };
  reportDelivered(valid);
  trackFormEvent(FORM_EVENTS.success, formId, subjectOf(valid));
  return { kind: 'sent' };
}
