/**
 * Cheap bot filters that cost a person nothing.
 *
 * The honeypot: no person can reach that field, and no autofill fills it (a name and markup no
 * browser or password manager recognises, see components/forms/HoneypotField.tsx). A request
 * that fills it is still stored, marked spam and never e-mailed, and answered like any other
 * (a bot learns nothing; staff can look at it). The minimum fill time never drops anything:
 * autofill and a quick tap beat it, so a send that comes too early waits out the rest of the
 * time (the visitor sees the sending state) and then goes.
 */

/** People rarely need less than this to open a form, fill it in and send it. */
export const MINIMUM_FILL_TIME_MS = 3000;

/**
 * The honeypot's field name. Not `website`, `url`, `name` or anything else an autofill heuristic
 * matches (a browser that filled `website` made a patient's request look like a bot's).
 */
export const HONEYPOT_FIELD = 'hp_note';

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
