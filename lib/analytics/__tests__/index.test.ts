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
    const { reportConversion, startAnalytics, trackEvent, trackPageView } = await import('../index');

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
    expect(dataLayer()).toEqual([
      { event: 'page_view', page_path: '/contact', page_title: 'İletişim' },
      expect.objectContaining({ event: 'form_view', form: 'appointment', utm_source: null, referrer: null }),
      expect.anything(),
    ]);
    expect(Array.from(dataLayer()[2] as ArrayLike<unknown>)).toEqual(['event', 'conversion', { send_to: 'AW-11223344556/form_submission', value: 100, currency: 'TRY' }]);
    expect(window.sessionStorage.getItem('osmanaga_analytics_session')).not.toBeNull();
    expect(info).toHaveBeenCalled();
    warn.mockRestore();
    info.mockRestore();
  });
});
