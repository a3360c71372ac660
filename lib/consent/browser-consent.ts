import { startAnalytics, stopAnalytics } from '@/lib/analytics';
import { analyticsConfig } from '@/lib/config/analytics';
import { localStore } from '@/lib/storage/local-storage';
import { CONSENT_KEY, readConsentChoice, saveConsentChoice } from './choice';
import { clearGoogleCookies, pushConsentDefault, pushConsentUpdate } from './consent-mode';
import { createConsentController } from './controller';
import { browserTimeZone } from './time-zone';

/**
 * The page's one consent controller, wired to the browser. It is part of every
 * page's first-load script; the geolocation lookup (and its zod schema) loads
 * with `import()` only for a visitor without a choice whose time zone leaves
 * the region open, and the analytics runtime only once analytics is allowed.
 */
export const consent = createConsentController({
  readChoice: () => readConsentChoice(localStore),
  saveChoice: (choice) => saveConsentChoice(localStore, choice),
  timeZone: browserTimeZone,
  // A lookup that cannot even load counts as an unknown country: the notice shows.
  resolveCountry: () =>
    import('./geolocation').then(
      ({ resolveVisitorCountry }) => resolveVisitorCountry({ store: localStore, url: analyticsConfig.geolocationUrl }),
      () => null,
    ),
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
