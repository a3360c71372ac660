import { trackEvent } from '@/lib/analytics';
import type { FormId } from './submission';

/**
 * The forms' analytics events. Properties never carry what the visitor typed
 * (no e-mail address, phone number or message), only which form and field.
 *
 * - form_view             { form }                    the form scrolled into view (once per page view)
 * - form_interaction      { form, field }             the first focus on one of its fields
 * - form_validation_error { form, fields }            a submit stopped by validation
 * - form_submit           { form }                    a valid submit, before sending
 * - form_submit_success   { form, service? }          the site stored the request (not for spam or duplicates)
 * - form_submit_error     { form, reason }            it was not stored; reason: no-answer | not-stored | rate-limited | refused
 *                                                     (no-answer also when the form's rules could not be loaded)
 * - treatment_call_request { treatment }              the treatment sidebar's call-back was stored
 *
 * Submit outcomes are forced: the manager drops a repeated identical event
 * within a session, but each request is its own occurrence.
 */
export const FORM_EVENTS = {
  view: 'form_view',
  interaction: 'form_interaction',
  validationError: 'form_validation_error',
  submit: 'form_submit',
  success: 'form_submit_success',
  error: 'form_submit_error',
  treatmentCallRequest: 'treatment_call_request',
} as const;

export function trackFormEvent(
  name: (typeof FORM_EVENTS)[keyof typeof FORM_EVENTS],
  form: FormId,
  properties: Record<string, unknown> = {},
): void {
  const repeatable = name !== FORM_EVENTS.view && name !== FORM_EVENTS.interaction;
  trackEvent(name, { form, ...properties }, repeatable ? { force: true } : undefined);
}
