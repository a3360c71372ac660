/**
 * The analytics layer's working part, loaded by ./index with `import()` only
 * once consent allows analytics: the manager and its providers, click tracking and web-vitals reporting. None of it is in a
 * page's first-load script.
 */
import { siteConfig } from '@/lib/config/site';
import { clientConsole } from '@/lib/debug/console';
import { sessionStore } from '@/lib/storage/local-storage';
import { describeTrackedClick } from './click-tracking';
import { AnalyticsManager } from './manager';
import { createDataLayerProvider } from './providers/data-layer-provider';
import { createGoogleAdsProvider } from './providers/google-ads-provider';
import type { AnalyticsStartOptions, ConversionKind, EventProperties, TrackOptions } from './types';
import { startWebVitalsReporting } from './web-vitals';

export const analytics = new AnalyticsManager({
  debug: siteConfig.analytics.debug,
  // Asked-for analytics debugging shows its warnings too; otherwise they follow NEXT_PUBLIC_DEBUG.
  logger: siteConfig.analytics.debug ? console : clientConsole,
  store: sessionStore,
  page: () => ({ search: window.location.search, referrer: document.referrer }),
});

analytics.register(createDataLayerProvider());
analytics.register(createGoogleAdsProvider(siteConfig.analytics.googleAdsId));

/** The manager; the tag manager's container is rendered by components/analytics/AnalyticsRoot. */
export function start(_options: AnalyticsStartOptions): void {
  if (!analytics.isInitialized()) analytics.initialize();
}

export function stop(): void {
  analytics.shutdown();
}

export function trackEvent(name: string, properties: EventProperties, options: TrackOptions): void {
  analytics.trackEvent(name, properties, options);
}

export function trackPageView(path: string, title: string): void {
  analytics.trackPageView(path, title);
}

export function reportConversion(kind: ConversionKind): void {
  analytics.trackConversion(kind);
}

/** A click somewhere on the page: its event, and the phone-call conversion for calls and WhatsApp. */
export function trackClick(target: EventTarget | null, pagePath: string): void {
  const click = describeTrackedClick(target, pagePath);
  if (!click) return;
  analytics.trackEvent(click.event, click.properties);
  if (click.conversion) analytics.trackConversion(click.conversion);
}

export function reportWebVitals(report: (name: string, properties: EventProperties) => void): void {
  startWebVitalsReporting(report);
}
