const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('the site-wide analytics entry', () => {
  beforeEach(() => {
    jest.resetModules();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    window.sessionStorage.clear();
  });

  it('drops everything before consent, then sends to the data layer and Google Ads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { analyticsSettled, reportConversion, startAnalytics, trackEvent, trackPageView } = await import('../index');

    trackEvent('form_view', { form: 'appointment' });
    reportConversion('form_submission');
    expect(dataLayer()).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('henüz başlatılmadı'));

    startAnalytics();
    startAnalytics();
    trackPageView('/contact', 'İletişim');
    trackEvent('form_view', { form: 'appointment' });
    reportConversion('form_submission');
    // The manager arrives with import() after consent; the calls made meanwhile wait for it, in order.
    await analyticsSettled();
    expect(dataLayer()).toEqual([
      { event: 'page_view', page_path: '/contact', page_title: 'İletişim' },
      expect.objectContaining({ event: 'form_view', form: 'appointment', utm_source: null, referrer: null }),
      expect.anything(),
    ]);
    expect(Array.from(dataLayer()[2] as ArrayLike<unknown>)).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-11223344556/form_submission', value: 100, currency: 'TRY' },
    ]);
    expect(window.sessionStorage.getItem('osmanaga_analytics_session')).not.toBeNull();
    expect(info).toHaveBeenCalled();
    warn.mockRestore();
    info.mockRestore();
  });

  it('loads the analytics runtime only after consent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const loaded = jest.fn();
    jest.doMock('../runtime', () => {
      loaded();
      return jest.requireActual('../runtime');
    });
    const { analyticsAllowed, analyticsSettled, startAnalytics, trackClick, trackEvent } = await import('../index');

    trackEvent('form_view', { form: 'appointment' });
    trackClick(document.body, '/');
    await analyticsSettled();
    expect(loaded).not.toHaveBeenCalled();
    expect(analyticsAllowed()).toBe(false);

    startAnalytics();
    expect(analyticsAllowed()).toBe(true);
    await analyticsSettled();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(dataLayer()).toEqual([]);
    jest.dontMock('../runtime');
    warn.mockRestore();
    info.mockRestore();
  });

  it('keeps what is recorded while the runtime loads and sends it in order', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { analyticsSettled, reportConversion, startAnalytics, trackEvent, trackPageView } = await import('../index');

    startAnalytics();
    trackPageView('/', 'Ana sayfa');
    trackEvent('homepage_view', { locale: 'tr' });
    reportConversion('phone_call');
    trackEvent('second', { n: 2 });
    expect(dataLayer()).toEqual([]);
    await analyticsSettled();
    const events = dataLayer().map((entry) => (entry as { event?: string }).event ?? Array.from(entry as ArrayLike<unknown>)[1]);
    expect(events).toEqual(['page_view', 'homepage_view', 'conversion', 'second']);

    // Once loaded, calls are sent at once.
    trackEvent('third');
    expect(dataLayer()).toHaveLength(5);
    info.mockRestore();
  });

  it('drops what was waiting when consent is withdrawn before the runtime arrived', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { analyticsSettled, startAnalytics, stopAnalytics, trackEvent } = await import('../index');

    startAnalytics();
    trackEvent('early', { n: 1 });
    stopAnalytics();
    await analyticsSettled();
    startAnalytics();
    await analyticsSettled();
    expect(dataLayer()).toEqual([]);
    trackEvent('later');
    expect(dataLayer()).toEqual([expect.objectContaining({ event: 'later' })]);
    info.mockRestore();
  });

  it('sends the events that waited for it, in order, and describes clicks', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    document.body.innerHTML = '<a href="tel:+902163456789" data-track="call">Ara</a>';
    const { analyticsSettled, startAnalytics, stopAnalytics, trackClick, trackPageView } = await import('../index');

    startAnalytics({});
    trackPageView('/about', 'Hakkımızda');
    trackClick(document.querySelector('a'), '/about');
    await analyticsSettled();

    expect(dataLayer()).toEqual([
      { event: 'page_view', page_path: '/about', page_title: 'Hakkımızda' },
      expect.objectContaining({ event: 'phone_call', source: 'call', page_path: '/about' }),
      expect.anything(),
    ]);
    expect(Array.from(dataLayer()[2] as ArrayLike<unknown>)).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-11223344556/phone_call', value: 50, currency: 'TRY' },
    ]);
    // The tag manager's script is not the runtime's: AnalyticsRoot renders it (e2e/site/consent.spec.ts).
    expect(document.querySelectorAll('script')).toHaveLength(0);
    stopAnalytics();
    document.body.innerHTML = '';
    info.mockRestore();
  });
});
