import { startAnalytics, stopAnalytics } from '@/lib/analytics';
import { localStore } from '@/lib/storage/local-storage';
import { CONSENT_KEY, readConsentChoice, saveConsentChoice } from './choice';
import { clearGoogleCookies, pushConsentDefault, pushConsentUpdate } from './consent-mode';
import { createConsentController } from './controller';

/**
 * The page's one consent controller, wired to the browser. It is part of every
 * page's first-load script; it reads the stored choice and nothing else (no
 * request), and the analytics runtime loads only once the visitor accepts.
 */
export const consent = createConsentController({
  readChoice: () => readConsentChoice(localStore),
  saveChoice: (choice) => saveConsentChoice(localStore, choice),
  pushDefault: pushConsentDefault,
  allow: () => {
    pushConsentUpdate('granted');
    startAnalytics({ webVitals: true });
  },
  deny: () => {
    pushConsentUpdate('denied');
    stopAnalytics();
    clearGoogleCookies();
  },
  // `storage` fires in the other tabs of the origin, not in the one that wrote; a null key is a clear().
  watchChoice: (onChange) => {
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_KEY || event.key === null) onChange();
    });
  },
});
