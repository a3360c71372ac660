import { z } from 'zod';

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'osmanaga_cookie_consent';
/** A choice is asked again after a year, as data-protection authorities recommend. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const storedConsentSchema = z.object({
  choice: z.enum(['granted', 'denied']),
  decidedAt: z.number(),
  version: z.literal(1),
});

interface ChoiceStore {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): boolean;
}

export function readConsentChoice(store: ChoiceStore, now: number = Date.now()): ConsentChoice | null {
  const parsed = storedConsentSchema.safeParse(store.get(CONSENT_KEY));
  if (!parsed.success) return null;
  const age = now - parsed.data.decidedAt;
  return age >= 0 && age < CONSENT_MAX_AGE_MS ? parsed.data.choice : null;
}

export function saveConsentChoice(store: ChoiceStore, choice: ConsentChoice, now: number = Date.now()): void {
  store.set(CONSENT_KEY, { choice, decidedAt: now, version: 1 });
}
