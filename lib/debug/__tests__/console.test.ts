/**
 * Production builds write nothing to visitors' consoles unless NEXT_PUBLIC_DEBUG
 * (or, for analytics, NEXT_PUBLIC_ANALYTICS_DEBUG) is set at build time.
 */
const ENV = { ...process.env };

function withEnv(env: Record<string, string | undefined>): void {
  jest.resetModules();
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
}

let spies: jest.SpyInstance[];
beforeEach(() => {
  spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => {
  spies.forEach((spy) => spy.mockRestore());
  process.env = { ...ENV };
});
const logged = () => spies.reduce((count, spy) => count + spy.mock.calls.length, 0);

describe('console output in the browser', () => {
  it('is silent in a production build: storage failures, analytics before consent, analytics debug', async () => {
    withEnv({ NODE_ENV: 'production', NEXT_PUBLIC_DEBUG: undefined, NEXT_PUBLIC_ANALYTICS_DEBUG: undefined });
    const { analyticsConfig } = await import('@/lib/config/analytics');
    expect(analyticsConfig.debug).toBe(false);
    const { trackEvent } = await import('@/lib/analytics');
    trackEvent('cta_click', { label: 'x' });
    const { createEncodedStore } = await import('@/lib/storage/local-storage');
    const broken = createEncodedStore(() => undefined, 'localStorage');
    expect(broken.set('k', 1)).toBe(false);
    expect(broken.get('k')).toBeNull();
    const { AnalyticsManager } = await import('@/lib/analytics/manager');
    new AnalyticsManager({
      debug: analyticsConfig.debug,
      store: { get: () => null, set: () => true },
      page: () => ({ search: '', referrer: '' }),
    }).trackEvent('x');
    expect(logged()).toBe(0);
  });

  it('speaks in a production build built with NEXT_PUBLIC_DEBUG=1', async () => {
    withEnv({ NODE_ENV: 'production', NEXT_PUBLIC_DEBUG: '1', NEXT_PUBLIC_ANALYTICS_DEBUG: undefined });
    const { trackEvent } = await import('@/lib/analytics');
    trackEvent('cta_click');
    expect(console.warn).toHaveBeenCalledWith('[Analytics] Analitik henüz başlatılmadı; "trackEvent" çağrısı yok sayıldı.');
  });

  it('turns analytics debugging on in a production build only when NEXT_PUBLIC_ANALYTICS_DEBUG is set', async () => {
    withEnv({ NODE_ENV: 'production', NEXT_PUBLIC_ANALYTICS_DEBUG: 'true' });
    expect((await import('@/lib/config/analytics')).analyticsConfig.debug).toBe(true);
  });

  it('speaks while developing', async () => {
    withEnv({ NODE_ENV: 'development', NEXT_PUBLIC_DEBUG: undefined, NEXT_PUBLIC_ANALYTICS_DEBUG: undefined });
    expect((await import('@/lib/config/analytics')).analyticsConfig.debug).toBe(true);
    const { clientConsole } = await import('@/lib/debug/console');
    clientConsole.error('visible');
    expect(console.error).toHaveBeenCalledWith('visible');
  });
});
