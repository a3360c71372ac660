import { gtag } from '@/lib/analytics/data-layer';

/**
 * Google Consent Mode v2. The default (`denied`) is in the data layer before
 * any tag can load; the update follows the visitor's choice. Both are local
 * pushes: nothing leaves the browser.
 */
const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

type ConsentValue = 'granted' | 'denied';

const signals = (value: ConsentValue) =>
  Object.fromEntries(SIGNALS.map((signal) => [signal, value])) as Record<(typeof SIGNALS)[number], ConsentValue>;

let defaultPushed = false;

export function pushConsentDefault(): void {
  if (defaultPushed) return;
  defaultPushed = true;
  gtag('consent', 'default', signals('denied'));
}

export function pushConsentUpdate(value: ConsentValue): void {
  gtag('consent', 'update', signals(value));
}

/** First-party cookies Google's tags set; removed when the visitor withdraws consent. */
const GOOGLE_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_uetsid|_uetvid)$/;

export function clearGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => GOOGLE_COOKIE.test(name));
  const host = window.location.hostname;
  const parts = host.split('.');
  const domains = ['', ...parts.map((_, index) => `.${parts.slice(index).join('.')}`).filter((domain) => domain.split('.').length > 2)];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
