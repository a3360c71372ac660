'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics';
import { startWebVitalsReporting } from '@/lib/analytics/web-vitals';

/** CLS, INP, FCP, LCP and TTFB, each as a `web_vitals` event. */
export function WebVitalsReporter() {
  useEffect(() => startWebVitalsReporting((name, properties) => trackEvent(name, properties)), []);
  return null;
}
