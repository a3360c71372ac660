import { createDataLayerProvider } from '../providers/data-layer-provider';
import { createGoogleAdsProvider } from '../providers/google-ads-provider';

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

describe('analytics providers', () => {
  beforeEach(() => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });

  it('pushes events and page views to the tag manager data layer', () => {
    const provider = createDataLayerProvider();
    provider.initialize();
    provider.trackEvent('language_change', { from: 'tr', to: 'en' });
    provider.trackPageView('/en/about', 'About | Osmanağa Dental Clinic');
    expect(dataLayer()).toEqual([
      { event: 'language_change', from: 'tr', to: 'en' },
      { event: 'page_view', page_path: '/en/about', page_title: 'About | Osmanağa Dental Clinic' },
    ]);
  });

  it.each([
    ['form_submission', 100],
    ['appointment_complete', 150],
    ['phone_call', 50],
  ] as const)('reports the %s conversion with value %d TRY as a gtag command', (kind, value) => {
    createGoogleAdsProvider('AW-1').trackConversion?.(kind);
    const [command] = dataLayer();
    expect(Array.from(command as ArrayLike<unknown>)).toEqual(['event', 'conversion', { send_to: `AW-1/${kind}`, value, currency: 'TRY' }]);
  });
});
