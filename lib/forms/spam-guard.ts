/**
 * Cheap bot filters that cost a person nothing. A request that trips one is
 * answered with the ordinary success screen and never sent, so a bot learns
 * nothing from the reply.
 */

/** People need longer than this to open a form, fill it in and send it. */
export const MINIMUM_FILL_TIME_MS = 3000;

/** The honeypot's field name: plausible enough for a form-filling bot. */
export const HONEYPOT_FIELD = 'website';

export interface SpamSignals {
  honeypot: string;
  /** When the form first rendered (ms since epoch). */
  renderedAt: number;
  now?: number;
}

export function isLikelyBot({ honeypot, renderedAt, now = Date.now() }: SpamSignals): boolean {
  if (honeypot.trim() !== '') return true;
  return now - renderedAt < MINIMUM_FILL_TIME_MS;
}
