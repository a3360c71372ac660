/**
 * Public entry of the analytics layer; the rest of the site calls only these.
 *
 * This file is in every page's first-load script, so it only decides what
 * happens to a call; the work is done by ./runtime (the manager, its
 * providers, the tag manager loader, click tracking, web vitals), which loads
 * with `import()` once consent allows analytics.
 *
 * Consent first: analytics starts only when the visitor has accepted (or lives
 * where no consent notice is required), by lib/consent. Until then every call
 * is dropped with a console warning and nothing is queued, so no event can
 * leave the browser before consent, not even later. Calls made after consent
 * but before ./runtime has arrived are kept and replayed in order.
 */
import { notInitializedMessage } from './not-initialized';
import type { AnalyticsStartOptions, ConversionKind, EventProperties, TrackOptions } from './types';
import { clientConsole } from '@/lib/debug/console';

export type { AnalyticsProvider, AnalyticsStartOptions, ConversionKind, EventProperties, TrackOptions } from './types';

type Runtime = typeof import('./runtime');
type Call = (runtime: Runtime) => void;

const isBrowser = () => typeof window !== 'undefined';

/** Consent allows analytics (between `startAnalytics` and `stopAnalytics`). */
let allowed = false;
let startOptions: AnalyticsStartOptions = {};
/** ./runtime once loaded; while `allowed`, it is started. */
let runtime: Runtime | null = null;
let loading: Promise<void> | null = null;
/** Calls made after consent, before ./runtime arrived. */
let pending: Call[] = [];

function begin(loaded: Runtime): void {
  loaded.start(startOptions);
  const calls = pending;
  pending = [];
  calls.forEach((call) => call(loaded));
  if (startOptions.webVitals) loaded.reportWebVitals((name, properties) => trackEvent(name, properties));
}

function load(): Promise<void> {
  loading ??= import('./runtime').then(
    (loaded) => {
      runtime = loaded;
      if (allowed) begin(loaded);
    },
    (error: unknown) => {
      // Without the runtime nothing can be sent: the next call tries again.
      loading = null;
      pending = [];
      clientConsole.error('[Analytics] Analitik kodu yüklenemedi:', error);
    },
  );
  return loading;
}

/** Sends now, keeps for the runtime, or drops (before consent), as the manager would. */
function dispatch(method: string, call: Call): void {
  if (!isBrowser()) return;
  if (!allowed) {
    clientConsole.warn(notInitializedMessage(method));
    return;
  }
  if (runtime) {
    call(runtime);
    return;
  }
  pending.push(call);
  void load();
}

export function trackEvent(name: string, properties: EventProperties = {}, options: TrackOptions = {}): void {
  dispatch('trackEvent', (loaded) => loaded.trackEvent(name, properties, options));
}

export function reportConversion(kind: ConversionKind): void {
  dispatch('trackConversion', (loaded) => loaded.reportConversion(kind));
}

export function trackPageView(path: string, title: string): void {
  dispatch('trackPageView', (loaded) => loaded.trackPageView(path, title));
}

/** A click on the page, described when ./runtime is there (components/analytics/ClickTracker.tsx). */
export function trackClick(target: EventTarget | null, pagePath: string): void {
  if (!isBrowser() || !allowed) return;
  dispatch('trackEvent', (loaded) => loaded.trackClick(target, pagePath));
}

/** Whether consent allows analytics now (video tracking does not even load otherwise). */
export function analyticsAllowed(): boolean {
  return allowed;
}

/** Resolves once calls made so far have reached the runtime (immediately when nothing is loading). */
export function analyticsSettled(): Promise<void> {
  return loading ?? Promise.resolve();
}

/**
 * Called by lib/consent once consent allows analytics; safe to call again.
 * Loads ./runtime, then starts the tag manager and web vitals if asked to.
 */
export function startAnalytics(options: AnalyticsStartOptions = {}): void {
  if (!isBrowser() || allowed) return;
  allowed = true;
  startOptions = options;
  if (runtime) begin(runtime);
  else void load();
}

/** Called by lib/consent when the visitor withdraws consent: what was still waiting is dropped. */
export function stopAnalytics(): void {
  allowed = false;
  pending = [];
  runtime?.stop();
}
