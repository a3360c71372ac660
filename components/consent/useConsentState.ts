'use client';

import { useSyncExternalStore } from 'react';
import { consent } from '@/lib/consent/browser-consent';
import { INITIAL_CONSENT_STATE, type ConsentState } from '@/lib/consent/controller';

/** The visitor's consent state; on the server and before hydration, "still checking". */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(consent.subscribe, consent.getState, () => INITIAL_CONSENT_STATE);
}
