import { startAnalytics, stopAnalytics } from '@/lib/analytics';
import { siteConfig } from '@/lib/config/site';
import { localStore } from '@/lib/storage/local-storage';
import { readConsentChoice, saveConsentChoice } from './choice';
import { clearGoogleCookies, pushConsentDefault, pushConsentUpdate } from './consent-mode';
import { createConsentController } from './controller';
import { resolveVisitorCountry } from './geolocation';

/** The page's one consent controller, wired to the browser. */
export const consent = createConsentController({
  readChoice: () => readConsentChoice(localStore),
  saveChoice: (choice) => saveConsentChoice(localStore, choice),
  timeZone: () => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return undefined;
    }
  },
  resolveCountry: () => resolveVisitorCountry({ store: localStore, url: siteConfig.analytics.geolocationUrl }),
  pushDefault: pushConsentDefault,
  allow: () => {
    pushConsentUpdate('granted');
    startAnalytics();
  },
  deny: () => {
    pushConsentUpdate('denied');
    stopAnalytics();
    clearGoogleCookies();
  },
});
