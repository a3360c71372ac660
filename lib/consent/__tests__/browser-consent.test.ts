import { siteConfig } from '@/lib/config/site';

/** The browser wiring: the geolocation lookup (with zod) loads only when the time zone leaves the region open. */
describe('browser consent', () => {
  const analytics = { startAnalytics: jest.fn(), stopAnalytics: jest.fn() };
  let geolocationLoads = 0;
  const resolveVisitorCountry = jest.fn();

  function inTimeZone(timeZone: string) {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as Intl.DateTimeFormat);
  }

  beforeEach(() => {
    jest.resetModules();
    jest.restoreAllMocks();
    analytics.startAnalytics.mockReset();
    analytics.stopAnalytics.mockReset();
    resolveVisitorCountry.mockReset();
    geolocationLoads = 0;
    window.localStorage.clear();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    jest.doMock('@/lib/analytics', () => analytics);
    jest.doMock('../geolocation', () => {
      geolocationLoads += 1;
      return { resolveVisitorCountry };
    });
  });

  it('in a European time zone shows the notice without loading the geolocation lookup', async () => {
    inTimeZone('Europe/Istanbul');
    const { consent } = await import('../browser-consent');
    await consent.start();
    expect(consent.getState()).toMatchObject({ noticeOpen: true, analyticsAllowed: false });
    expect(geolocationLoads).toBe(0);
    expect(analytics.startAnalytics).not.toHaveBeenCalled();

    consent.accept();
    expect(analytics.startAnalytics).toHaveBeenCalledWith({ webVitals: true });
    expect(geolocationLoads).toBe(0);
  });

  it('elsewhere loads the lookup and starts analytics for a country outside the region', async () => {
    inTimeZone('America/New_York');
    resolveVisitorCountry.mockResolvedValue('US');
    const { consent } = await import('../browser-consent');
    await consent.start();
    expect(geolocationLoads).toBe(1);
    expect(resolveVisitorCountry).toHaveBeenCalledWith(expect.objectContaining({ url: siteConfig.analytics.geolocationUrl }));
    expect(consent.getState()).toMatchObject({ noticeOpen: false, analyticsAllowed: true });
    expect(analytics.startAnalytics).toHaveBeenCalledTimes(1);
  });

  it('shows the notice when the lookup cannot even load', async () => {
    inTimeZone('America/New_York');
    jest.doMock('../geolocation', () => {
      throw new Error('Failed to load chunk /_next/static/chunks/geo.js');
    });
    const { consent } = await import('../browser-consent');
    await consent.start();
    expect(consent.getState()).toMatchObject({ noticeOpen: true, analyticsAllowed: false });
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
  });
});
