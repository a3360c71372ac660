import { getDataLayer, pushToDataLayer } from '../data-layer';
import type { AnalyticsProvider } from '../types';

/** Google Tag Manager reads everything from its data layer; the container decides what to send. */
export function createDataLayerProvider(): AnalyticsProvider {
  return {
    name: 'google-tag-manager',
    initialize() {
      getDataLayer();
    },
    trackEvent(name, properties) {
      pushToDataLayer({ event: name, ...properties });
    },
    trackPageView(path, title) {
      pushToDataLayer({ event: 'page_view', page_path: path, page_title: title });
    },
    setUserId(userId) {
      pushToDataLayer({ event: 'set_user_id', user_id: userId });
    },
    setUserProperties(properties) {
      pushToDataLayer({ event: 'set_user_properties', user_properties: properties });
    },
  };
}
