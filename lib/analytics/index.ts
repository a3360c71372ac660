/**
 * Public entry of the analytics layer; the rest of the site calls only these.
 *
 * Consent first: the manager is initialised only when the visitor has accepted
 * (or lives where no consent notice is required), by lib/consent. Until then
 * every call is dropped with a console warning and nothing is queued, so no
 * event can leave the browser before consent, not even later.
 */
import { siteConfig } from '@/lib/config/site';
import { sessionStore } from '@/lib/storage/local-storage';
import { AnalyticsManager } from './manager';
import { createDataLayerProvider } from './providers/data-layer-provider';
import { createGoogleAdsProvider } from './providers/google-ads-provider';
import type { ConversionKind, EventProperties, TrackOptions } from './types';

export type { AnalyticsProvider, ConversionKind, EventProperties, TrackOptions } from './types';

const isBrowser = () => typeof window !== 'undefined';

export const analytics = new AnalyticsManager({
  debug: siteConfig.analytics.debug,
  store: sessionStore,
  page: () => (isBrowser() ? { search: window.location.search, referrer: document.referrer } : { search: '', referrer: '' }),
});

analytics.register(createDataLayerProvider());
analytics.register(createGoogleAdsProvider(siteConfig.analytics.googleAdsId));

export function trackEvent(name: string, properties: EventProperties = {}, options: TrackOptions = {}): void {
  if (isBrowser()) analytics.trackEvent(name, properties, options);
}

export function reportConversion(kind: ConversionKind): void {
  if (isBrowser()) analytics.trackConversion(kind);
}

export function trackPageView(path: string, title: string): void {
  if (isBrowser()) analytics.trackPageView(path, title);
}

/** Called by lib/consent once consent allows analytics; safe to call again. */
export function startAnalytics(): void {
  if (isBrowser() && !analytics.isInitialized()) analytics.initialize();
}

/** Called by lib/consent when the visitor withdraws consent. */
export function stopAnalytics(): void {
  analytics.shutdown();
}
