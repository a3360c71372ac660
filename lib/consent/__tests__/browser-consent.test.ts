/** The browser wiring: the same notice for every visitor, whatever the time zone, and no request before a choice. */
describe('browser consent', () => {
  const analytics = { startAnalytics: jest.fn(), stopAnalytics: jest.fn() };
  const fetchSpy = jest.fn();

  function inTimeZone(timeZone: string) {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as Intl.DateTimeFormat);
  }

  beforeEach(() => {
    jest.resetModules();
    jest.restoreAllMocks();
    analytics.startAnalytics.mockReset();
    analytics.stopAnalytics.mockReset();
    fetchSpy.mockReset();
    window.localStorage.clear();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    jest.doMock('@/lib/analytics', () => analytics);
  });

  it.each(['Europe/Istanbul', 'UTC', 'America/New_York'])(
    'in %s shows the notice and sends nothing until the visitor accepts',
    async (timeZone) => {
      inTimeZone(timeZone);
      const { consent } = await import('../browser-consent');
      await consent.start();
      expect(consent.getState()).toMatchObject({ noticeOpen: true, analyticsAllowed: false });
      expect(analytics.startAnalytics).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();

      consent.accept();
      expect(analytics.startAnalytics).toHaveBeenCalledWith({ webVitals: true });
    },
  );
});
