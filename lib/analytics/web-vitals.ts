import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { EventProperties } from './types';

/** One `web_vitals` event per metric (CLS, INP, FCP, LCP, TTFB; INP replaced FID in web-vitals 4). */
export function webVitalProperties(metric: Metric): EventProperties {
  return {
    metric_name: metric.name,
    // CLS is a unitless score; the others are milliseconds.
    metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  };
}

let started = false;

/** Registers the web-vitals observers once per page load; they read buffered entries, so starting after consent loses nothing. */
export function startWebVitalsReporting(report: (name: string, properties: EventProperties) => void): void {
  if (started) return;
  started = true;
  const send = (metric: Metric) => report('web_vitals', webVitalProperties(metric));
  onCLS(send);
  onINP(send);
  onFCP(send);
  onLCP(send);
  onTTFB(send);
}
