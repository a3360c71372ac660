import { CONVERSION_CURRENCY, CONVERSION_LABELS, CONVERSION_VALUES } from '../conversions';
import { gtag } from '../data-layer';
import type { AnalyticsProvider } from '../types';

/** Google Ads conversions (values in lib/analytics/conversions.ts), as gtag commands the tag manager's Ads tag picks up. */
export function createGoogleAdsProvider(googleAdsId: string): AnalyticsProvider {
  return {
    name: 'google-ads',
    initialize() {},
    trackEvent() {},
    trackPageView() {},
    setUserId() {},
    setUserProperties() {},
    trackConversion(kind) {
      gtag('event', 'conversion', {
        send_to: `${googleAdsId}/${CONVERSION_LABELS[kind]}`,
        value: CONVERSION_VALUES[kind],
        currency: CONVERSION_CURRENCY,
      });
    },
  };
}
