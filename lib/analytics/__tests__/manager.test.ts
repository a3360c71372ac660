import { AnalyticsManager, type AnalyticsManagerOptions } from '../manager';
import { createSessionId, SENT_EVENTS_KEY, SESSION_ID_PATTERN, SESSION_KEY } from '../session';
import type { AnalyticsProvider } from '../types';

function memoryStore(initial: Record<string, unknown> = {}) {
  const values = new Map<string, unknown>(Object.entries(initial));
  return {
    values,
    get: <T>(key: string) => (values.has(key) ? (values.get(key) as T) : null),
    set: (key: string, value: unknown) => {
      values.set(key, value);
      return true;
    },
  };
}

function fakeProvider(name = 'fake'): jest.Mocked<Required<AnalyticsProvider>> {
  return {
    name,
    initialize: jest.fn(),
    trackEvent: jest.fn(),
    trackPageView: jest.fn(),
    setUserId: jest.fn(),
    setUserProperties: jest.fn(),
    trackConversion: jest.fn(),
  };
}

function logger() {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}

function setup(overrides: Partial<AnalyticsManagerOptions> = {}) {
  const log = logger();
  const store = memoryStore();
  const manager = new AnalyticsManager({
    debug: false,
    store,
    page: () => ({ search: '', referrer: '' }),
    now: () => 1_700_000_000_000,
    random: () => 0.123456789,
    logger: log,
    ...overrides,
  });
  return { manager, log, store };
}

describe('AnalyticsManager', () => {
  describe('registration', () => {
    it('registers a valid provider', () => {
      const { manager, log } = setup();
      expect(manager.register(fakeProvider())).toBe(true);
      expect(log.warn).not.toHaveBeenCalled();
    });

    it.each([
      ['nothing', undefined],
      ['null', null],
      ['a string', 'gtm'],
      ['an object without a name', { ...fakeProvider(), name: '' }],
      ['an object without trackEvent', { ...fakeProvider(), trackEvent: undefined }],
      ['an object whose initialize is not a function', { ...fakeProvider(), initialize: 'yes' }],
    ])('rejects %s with a Turkish warning', (_label, candidate) => {
      const { manager, log } = setup();
      expect(manager.register(candidate)).toBe(false);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Geçersiz'), candidate);
    });

    it('does not register the same provider name twice', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      expect(manager.register(fakeProvider())).toBe(false);
      manager.initialize();
      manager.trackEvent('once');
      expect(provider.trackEvent).toHaveBeenCalledTimes(1);
    });

    it('starts a provider registered after initialisation right away', () => {
      const { manager } = setup();
      manager.initialize();
      const late = fakeProvider('late');
      manager.register(late);
      expect(late.initialize).toHaveBeenCalledTimes(1);
    });
  });

  describe('initialisation', () => {
    it('starts each provider once and warns on a second call', () => {
      const { manager, log } = setup();
      const a = fakeProvider('a');
      const b = fakeProvider('b');
      manager.register(a);
      manager.register(b);
      manager.initialize();
      manager.initialize();
      expect(a.initialize).toHaveBeenCalledTimes(1);
      expect(b.initialize).toHaveBeenCalledTimes(1);
      expect(manager.isInitialized()).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('zaten başlatıldı'));
    });

    it('does not start providers again after a shutdown and a new initialisation', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.shutdown();
      manager.trackEvent('after_shutdown');
      manager.initialize();
      expect(provider.initialize).toHaveBeenCalledTimes(1);
      expect(provider.trackEvent).not.toHaveBeenCalled();
    });

    it('logs a provider that fails to start and still starts the others', async () => {
      const { manager, log } = setup();
      const broken = fakeProvider('broken');
      broken.initialize.mockImplementation(() => {
        throw new Error('script blocked');
      });
      const rejecting = fakeProvider('rejecting');
      rejecting.initialize.mockImplementation(() => Promise.reject(new Error('timeout')));
      const healthy = fakeProvider('healthy');
      [broken, rejecting, healthy].forEach((provider) => manager.register(provider));
      manager.initialize();
      await Promise.resolve();
      expect(healthy.initialize).toHaveBeenCalled();
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"broken" sağlayıcısı başlatılamadı'), expect.any(Error));
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"rejecting" sağlayıcısı başlatılamadı'), expect.any(Error));
    });
  });

  describe('use before initialisation', () => {
    it.each([
      ['trackEvent', (m: AnalyticsManager) => m.trackEvent('click', { a: 1 })],
      ['trackPageView', (m: AnalyticsManager) => m.trackPageView('/', 'Ana sayfa')],
      ['setUserId', (m: AnalyticsManager) => m.setUserId('u-1')],
      ['setUserProperties', (m: AnalyticsManager) => m.setUserProperties({ plan: 'x' })],
      ['trackConversion', (m: AnalyticsManager) => m.trackConversion('phone_call')],
    ])('ignores %s with a warning and stores nothing', (method, call) => {
      const { manager, log, store } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      call(manager);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`henüz başlatılmadı; "${method}"`));
      expect(provider.trackEvent).not.toHaveBeenCalled();
      expect(provider.trackPageView).not.toHaveBeenCalled();
      expect(provider.setUserId).not.toHaveBeenCalled();
      expect(provider.setUserProperties).not.toHaveBeenCalled();
      expect(provider.trackConversion).not.toHaveBeenCalled();
      expect(store.values.size).toBe(0);
    });

    it('does not replay calls made before initialisation', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.trackEvent('early');
      manager.initialize();
      expect(provider.trackEvent).not.toHaveBeenCalled();
    });
  });

  describe('once per session', () => {
    it('sends the same name and properties once, and again when forced', () => {
      const { manager, log } = setup({ debug: true });
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackEvent('button_click', { button: 'call', page: '/' });
      manager.trackEvent('button_click', { page: '/', button: 'call' });
      expect(provider.trackEvent).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining('"button_click" olayı bu oturumda'));
      manager.trackEvent('button_click', { button: 'call', page: '/' }, { force: true });
      expect(provider.trackEvent).toHaveBeenCalledTimes(2);
    });

    it('sends the same name with other properties', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackEvent('button_click', { button: 'call' });
      manager.trackEvent('button_click', { button: 'whatsapp' });
      expect(provider.trackEvent).toHaveBeenCalledTimes(2);
    });

    it('remembers sent events across page loads of the same session', () => {
      const store = memoryStore();
      const first = setup({ store });
      const provider = fakeProvider();
      first.manager.register(provider);
      first.manager.initialize();
      first.manager.trackEvent('homepage_view');
      const second = setup({ store });
      second.manager.register(provider);
      second.manager.initialize();
      second.manager.trackEvent('homepage_view');
      expect(provider.trackEvent).toHaveBeenCalledTimes(1);
    });

    it('counts a conversion once a session unless forced', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackConversion('phone_call');
      manager.trackConversion('phone_call');
      manager.trackConversion('form_submission');
      manager.trackConversion('phone_call', { force: true });
      expect(provider.trackConversion.mock.calls).toEqual([['phone_call'], ['form_submission'], ['phone_call']]);
    });

    it('does not dedupe page views', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackPageView('/', 'Ana sayfa');
      manager.trackPageView('/', 'Ana sayfa');
      expect(provider.trackPageView).toHaveBeenCalledTimes(2);
    });
  });

  describe('session', () => {
    it('creates an id of the form session_{ms}_{base36} and stores it under the product key', () => {
      const { manager, store } = setup();
      manager.initialize();
      const id = manager.getSessionId();
      expect(id).toBe(`session_1700000000000_${(0.123456789).toString(36).substring(2, 15)}`);
      expect(id).toMatch(SESSION_ID_PATTERN);
      expect(store.get(SESSION_KEY)).toBe(id);
      expect(SESSION_KEY).toBe('osmanaga_analytics_session');
    });

    it('keeps the random part to at most 13 base-36 characters', () => {
      for (let i = 0; i < 50; i += 1) {
        const id = createSessionId(Date.now(), Math.random());
        expect(id).toMatch(/^session_\d{13}_[0-9a-z]{1,13}$/);
      }
    });

    it('reuses a stored session id', () => {
      const store = memoryStore({ [SESSION_KEY]: 'session_1_abc', [SENT_EVENTS_KEY]: [] });
      const { manager } = setup({ store });
      manager.initialize();
      expect(manager.getSessionId()).toBe('session_1_abc');
    });

    it('clears the record of sent events when a new session starts', () => {
      const { manager, store } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackEvent('homepage_view');
      expect(store.get(SENT_EVENTS_KEY)).toHaveLength(1);
      store.values.delete(SESSION_KEY); // the tab's session ended
      manager.trackEvent('homepage_view');
      expect(provider.trackEvent).toHaveBeenCalledTimes(2);
      expect(store.get(SENT_EVENTS_KEY)).toHaveLength(1);
    });
  });

  describe('enrichment', () => {
    it('adds UTM parameters, referrer and a millisecond timestamp', () => {
      const { manager } = setup({
        page: () => ({
          search: '?utm_source=google&utm_medium=cpc&utm_campaign=implant&utm_term=di%C5%9F+implant%C4%B1&utm_content=ad1',
          referrer: 'https://www.google.com/',
        }),
      });
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackEvent('form_submit', { form: 'appointment' });
      expect(provider.trackEvent).toHaveBeenCalledWith('form_submit', {
        form: 'appointment',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'implant',
        utm_term: 'diş implantı',
        utm_content: 'ad1',
        referrer: 'https://www.google.com/',
        timestamp: 1_700_000_000_000,
        session_id: manager.getSessionId(),
      });
    });

    it('sets every UTM field and the referrer to null when absent', () => {
      const { manager } = setup({ page: () => ({ search: '?category=implant', referrer: '' }) });
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.trackEvent('blog_post_click');
      const [, properties] = provider.trackEvent.mock.calls[0]!;
      expect(properties).toMatchObject({
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        referrer: null,
        timestamp: 1_700_000_000_000,
      });
    });
  });

  describe('a failing provider', () => {
    it('is logged and the other providers still receive the call', () => {
      const { manager, log } = setup();
      const failing = fakeProvider('failing');
      failing.trackEvent.mockImplementation(() => {
        throw new Error('dataLayer gone');
      });
      failing.trackPageView.mockImplementation(() => {
        throw new Error('dataLayer gone');
      });
      const healthy = fakeProvider('healthy');
      manager.register(failing);
      manager.register(healthy);
      manager.initialize();
      manager.trackEvent('call_click');
      manager.trackPageView('/en', 'Home');
      expect(healthy.trackEvent).toHaveBeenCalledTimes(1);
      expect(healthy.trackPageView).toHaveBeenCalledWith('/en', 'Home');
      expect(log.error).toHaveBeenCalledWith(
        expect.stringContaining('"failing" sağlayıcısı "trackEvent" verisini gönderemedi'),
        expect.any(Error),
      );
      expect(log.error).toHaveBeenCalledTimes(2);
    });
  });

  describe('user data and debug logging', () => {
    it('passes user id and user properties to every provider', () => {
      const { manager } = setup();
      const provider = fakeProvider();
      manager.register(provider);
      manager.initialize();
      manager.setUserId('u-42');
      manager.setUserProperties({ language: 'tr' });
      expect(provider.setUserId).toHaveBeenCalledWith('u-42');
      expect(provider.setUserProperties).toHaveBeenCalledWith({ language: 'tr' });
    });

    it('logs sent events only when debug is on', () => {
      const quiet = setup({ debug: false });
      quiet.manager.initialize();
      quiet.manager.trackEvent('x');
      expect(quiet.log.info).not.toHaveBeenCalled();
      const verbose = setup({ debug: true });
      verbose.manager.initialize();
      verbose.manager.trackEvent('x');
      expect(verbose.log.info).toHaveBeenCalledWith(expect.stringContaining('trackEvent: x'), expect.any(Object));
    });
  });
});
