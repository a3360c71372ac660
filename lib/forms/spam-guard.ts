/**
 * Cheap bot filters that cost a person nothing and never lose a person's request.
 *
 * The honeypot is the only filter that drops a request: people never see the field, so only a
 * form-filling bot fills it in. Such a request is answered with the ordinary success screen and
 * never sent, so a bot learns nothing from the reply.
 *
 * The minimum fill time does not drop anything: autofill and a quick tap can beat it, so a send
 * that comes too early waits out the rest (the visitor sees the sending state) and then goes.
 */

/** People need longer than this to open a form, fill it in and send it; bots are faster. */
export const MINIMUM_FILL_TIME_MS = 3000;

/** The honeypot's field name: plausible enough for a form-filling bot. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(honeypot: string): boolean {
  return honeypot.trim() !== '';
}

/** How long a send must still wait so that the form has been on screen for the minimum fill time. */
export function remainingFillTime(renderedAt: number, now = Date.now()): number {
  return Math.max(0, MINIMUM_FILL_TIME_MS - (now - renderedAt));
}

/** Waits out the rest of the minimum fill time. */
export function waitForMinimumFillTime(renderedAt: number): Promise<void> {
  const remaining = remainingFillTime(renderedAt);
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
