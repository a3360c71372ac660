import { FORM_EVENTS, trackFormEvent } from './events';
import { sendEmail, type SendEmailRequest, type SendOutcome } from './send-email';
import { isHoneypotFilled, waitForMinimumFillTime } from './spam-guard';

/** What a form shows about its request, the same words in every form. */
export type FormStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'duplicate' } | { kind: 'error'; detail: string };

/** What became of a request; `dropped`: the honeypot was filled, and the form shows success all the same. */
export type Delivery = SendOutcome | { status: 'dropped' };

/**
 * Sends a request that passed the form's rules. Only the honeypot drops one;
 * a send sooner than the minimum fill time after the first render waits it
 * out in the sending state, then goes. A failure is reported here
 * (form_submit_error); what the form shows and reports on delivery is its own.
 */
export async function deliverRequest(
  request: SendEmailRequest,
  { honeypot, renderedAt, onSending }: { honeypot: string; renderedAt: number; onSending: () => void },
): Promise<Delivery> {
  if (isHoneypotFilled(honeypot)) return { status: 'dropped' };
  onSending();
  await waitForMinimumFillTime(renderedAt);
  const outcome = await sendEmail(request);
  if (outcome.status === 'failed') {
    trackFormEvent(FORM_EVENTS.error, request.formId, { reason: outcome.reason, error: outcome.text });
  }
  return outcome;
}
