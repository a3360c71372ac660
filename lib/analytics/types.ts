export type EventProperties = Record<string, unknown>;

export type ConversionKind = 'form_submission' | 'appointment_complete' | 'phone_call';

export interface TrackOptions {
  /** Send again even if the same name and properties were already sent this session. */
  force?: boolean;
}

/**
 * What an analytics provider receives. `initialize` runs once, when
 * the manager starts (after consent); `trackConversion` is optional.
 */
export interface AnalyticsProvider {
  name: string;
  initialize(): void | Promise<void>;
  trackEvent(name: string, properties: EventProperties): void;
  trackPageView(path: string, title: string): void;
  setUserId(userId: string): void;
  setUserProperties(properties: EventProperties): void;
  trackConversion?(kind: ConversionKind): void;
}

/** What starts with the analytics layer in the browser besides the manager (lib/consent passes both). */
export interface AnalyticsStartOptions {
  /** Report CLS, INP, FCP, LCP and TTFB as `web_vitals` events. */
  webVitals?: boolean;
}
