'use client';

import { GoogleTagManager } from '@next/third-parties/google';
import { Suspense, useEffect } from 'react';
import { CookieNotice } from '@/components/consent/CookieNotice';
import { useConsentState } from '@/components/consent/useConsentState';
import { siteConfig } from '@/lib/config/site';
import { installGlobalErrorHandlers } from '@/lib/analytics/error-recovery';
import { consent } from '@/lib/consent/browser-consent';
import { ClickTracker } from './ClickTracker';
import { PageViewTracker } from './PageViewTracker';
import { WebVitalsReporter } from './WebVitalsReporter';

/**
 * Consent first, then measurement. Until the visitor accepts (or is outside the
 * consent region) only the Consent Mode defaults sit in the local data layer:
 * no tag manager, no listeners, no request to Google.
 */
export function AnalyticsRoot() {
  const { analyticsAllowed } = useConsentState();

  useEffect(() => installGlobalErrorHandlers(), []);
  useEffect(() => {
    void consent.start();
  }, []);

  return (
    <>
      <CookieNotice />
      {analyticsAllowed ? (
        <>
          <GoogleTagManager gtmId={siteConfig.analytics.gtmId} />
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
          <ClickTracker />
          <WebVitalsReporter />
        </>
      ) : null}
    </>
  );
}
