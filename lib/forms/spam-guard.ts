/**
 * Cheap bot filters that cost a person nothing.
 *
 * Only the honeypot drops a request: no person can reach that field, so a
 * request that fills it is answered with the ordinary success screen and never
 * sent (a bot learns nothing from the reply). The minimum fill time never
 * drops anything: autofill and a quick tap beat it, so a send that comes too
 * early waits out the rest of the time (the visitor sees the sending state)
 * and then goes.
 */

/** People rarely need less than this to open a form, fill it in and send it. */
export const MINIMUM_FILL_TIME_MS = 3000;

/** The honeypot's field name: plausible enough for a form-filling bot. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(honeypot: string): boolean {
  return honeypot.trim() !== '';
}

/** How long a send must still wait before it goes (0 once the minimum fill time has passed). */
export function remainingFillTime(renderedAt: number, now: number = Date.now()): number {
  const elapsed = now - renderedAt;
  if (elapsed < 0) return MINIMUM_FILL_TIME_MS;
  return Math.max(0, MINIMUM_FILL_TIME_MS - elapsed);
}

/** Resolves once the minimum fill time since `renderedAt` has passed. */
export function waitForMinimumFillTime(renderedAt: number): Promise<void> {
  const wait = remainingFillTime(renderedAt);
  return wait === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
}
