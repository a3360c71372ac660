import { enrichmentFields, stableKey } from './enrich';
import { analyticsMessages as messages } from './messages';
import { createSessionId, SENT_EVENTS_KEY, SESSION_KEY } from './session';
import type { AnalyticsProvider, ConversionKind, EventProperties, TrackOptions } from './types';
import { clientConsole } from '@/lib/debug/console';

interface KeyValueStore {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): boolean;
}

type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface AnalyticsManagerOptions {
  debug: boolean;
  /** Where the session id and the record of sent events live (the tab's session storage in the browser). */
  store: KeyValueStore;
  /** The current query string and referrer, read at the moment an event is sent. */
  page: () => { search: string; referrer: string };
  now?: () => number;
  random?: () => number;
  logger?: Logger;
}

const PROVIDER_METHODS = ['initialize', 'trackEvent', 'trackPageView', 'setUserId', 'setUserProperties'] as const;

function isProvider(value: unknown): value is AnalyticsProvider {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    candidate.name.trim() !== '' &&
    PROVIDER_METHODS.every((method) => typeof candidate[method] === 'function') &&
    (candidate.trackConversion === undefined || typeof candidate.trackConversion === 'function')
  );
}

/**
 * The analytics manager. Providers register at any time; nothing
 * is sent until `initialize()`, which the site calls only once the visitor's
 * consent allows it. Calls made before that are dropped with a warning, never
 * queued, so nothing collected before consent can leave the browser later.
 */
export class AnalyticsManager {
  private readonly providers: AnalyticsProvider[] = [];
  private readonly started = new Set<AnalyticsProvider>();
  private initialized = false;
  private sessionId: string | null = null;
  private sentEvents = new Set<string>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly logger: Logger;

  constructor(private readonly options: AnalyticsManagerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.logger = options.logger ?? clientConsole;
  }

  register(provider: unknown): boolean {
    if (!isProvider(provider)) {
      this.logger.warn(messages.invalidProvider, provider);
      return false;
    }
    if (this.providers.some((registered) => registered.name === provider.name)) return false;
    this.providers.push(provider);
    if (this.initialized) this.start(provider);
    return true;
  }

  isInitialized(): boolean {
    return this.initialized;
  }

  /** Starts every registered provider once; a second call warns and does nothing. */
  initialize(): void {
    if (this.initialized) {
      this.logger.warn(messages.alreadyInitialized);
      return;
    }
    this.initialized = true;
    this.ensureSession();
    this.providers.forEach((provider) => this.start(provider));
    this.debug(messages.started(this.providers.map((provider) => provider.name)));
  }

  /** Stops sending (consent withdrawn). Providers already started are not started again. */
  shutdown(): void {
    if (!this.initialized) return;
    this.initialized = false;
    this.debug(messages.stopped);
  }

  getSessionId(): string {
    return this.ensureSession();
  }

  trackEvent(name: string, properties: EventProperties = {}, options: TrackOptions = {}): void {
    if (!this.ready('trackEvent')) return;
    if (!this.firstTimeThisSession(name, properties, options)) return;
    const { search, referrer } = this.options.page();
    const enriched: EventProperties = {
      ...properties,
      ...enrichmentFields({ search, referrer, timestamp: this.now() }),
      session_id: this.ensureSession(),
    };
    this.debug(messages.sent('trackEvent', name), enriched);
    this.dispatch('trackEvent', (provider) => provider.trackEvent(name, enriched));
  }

  trackPageView(path: string, title: string): void {
    if (!this.ready('trackPageView')) return;
    this.debug(messages.sent('trackPageView', path), { title });
    this.dispatch('trackPageView', (provider) => provider.trackPageView(path, title));
  }

  setUserId(userId: string): void {
    if (!this.ready('setUserId')) return;
    this.dispatch('setUserId', (provider) => provider.setUserId(userId));
  }

  setUserProperties(properties: EventProperties): void {
    if (!this.ready('setUserProperties')) return;
    this.dispatch('setUserProperties', (provider) => provider.setUserProperties(properties));
  }

  /** A conversion counts once a session, like an event, unless forced. */
  trackConversion(kind: ConversionKind, options: TrackOptions = {}): void {
    if (!this.ready('trackConversion')) return;
    if (!this.firstTimeThisSession(`conversion:${kind}`, {}, options)) return;
    this.debug(messages.sent('trackConversion', kind));
    this.dispatch('trackConversion', (provider) => provider.trackConversion?.(kind));
  }

  private ready(method: string): boolean {
    if (this.initialized) return true;
    this.logger.warn(messages.notInitialized(method));
    return false;
  }

  private start(provider: AnalyticsProvider): void {
    if (this.started.has(provider)) return;
    this.started.add(provider);
    const fail = (error: unknown) => this.logger.error(messages.providerStartFailed(provider.name), error);
    try {
      const result = provider.initialize();
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  }

  private dispatch(method: string, send: (provider: AnalyticsProvider) => void): void {
    for (const provider of this.providers) {
      try {
        send(provider);
      } catch (error) {
        this.logger.error(messages.providerSendFailed(provider.name, method), error);
      }
    }
  }

  private firstTimeThisSession(name: string, properties: EventProperties, { force = false }: TrackOptions): boolean {
    this.ensureSession();
    const key = stableKey(name, properties);
    if (this.sentEvents.has(key) && !force) {
      this.debug(messages.duplicateEvent(name));
      return false;
    }
    this.sentEvents.add(key);
    this.options.store.set(SENT_EVENTS_KEY, [...this.sentEvents]);
    return true;
  }

  /** The stored session id, or a new one; a new session clears the record of sent events. */
  private ensureSession(): string {
    const stored = this.options.store.get<string>(SESSION_KEY);
    if (typeof stored === 'string' && stored !== '') {
      if (stored !== this.sessionId) {
        this.sessionId = stored;
        const sent = this.options.store.get<unknown>(SENT_EVENTS_KEY);
        this.sentEvents = new Set(Array.isArray(sent) ? sent.filter((key): key is string => typeof key === 'string') : []);
      }
      return stored;
    }
    const created = createSessionId(this.now(), this.random());
    this.sessionId = created;
    this.sentEvents = new Set();
    this.options.store.set(SESSION_KEY, created);
    this.options.store.set(SENT_EVENTS_KEY, []);
    this.debug(messages.newSession(created));
    return created;
  }

  private debug(message: string, detail?: unknown): void {
    if (!this.options.debug) return;
    if (detail === undefined) this.logger.info(message);
    else this.logger.info(message, detail);
  }
}
