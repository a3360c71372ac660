import { CONSENT_KEY } from './first-paint.mjs';

export { CONSENT_KEY };

export type ConsentChoice = 'granted' | 'denied';

/** A choice is asked again after a year, as data-protection authorities recommend. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

interface StoredConsent {
  choice: ConsentChoice;
  decidedAt: number;
  version: 1;
}

// A plain check rather than zod: this runs in the browser on every page, where zod would add about 30 kB.
function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (entry.choice === 'granted' || entry.choice === 'denied') && typeof entry.decidedAt === 'number' && entry.version === 1;
}

interface ChoiceStore {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): boolean;
}

export function readConsentChoice(store: ChoiceStore, now: number = Date.now()): ConsentChoice | null {
  const stored = store.get(CONSENT_KEY);
  if (!isStoredConsent(stored)) return null;
  const age = now - stored.decidedAt;
  return age >= 0 && age < CONSENT_MAX_AGE_MS ? stored.choice : null;
}

export function saveConsentChoice(store: ChoiceStore, choice: ConsentChoice, now: number = Date.now()): void {
  store.set(CONSENT_KEY, { choice, decidedAt: now, version: 1 });
}
