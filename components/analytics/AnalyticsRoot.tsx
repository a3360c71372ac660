'use client';

import { Suspense, useEffect } from 'react';
import { CookieNotice } from '@/components/consent/CookieNotice';
import { useConsentState } from '@/components/consent/useConsentState';
import { installGlobalErrorHandlers } from '@/lib/analytics/error-recovery';
import { consent } from '@/lib/consent/browser-consent';
import { ClickTracker } from './ClickTracker';
import { PageViewTracker } from './PageViewTracker';

/**
 * Consent first, then measurement. Until the visitor accepts (or is outside the
 * consent region) only the Consent Mode defaults sit in the local data layer:
 * no tag manager, no listeners, no request to Google. What is here is small
 * and in the first-load script; once analytics is allowed, lib/analytics loads
 * the rest (the tag manager, web vitals, the manager itself) with `import()`.
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
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
          <ClickTracker />
        </>
      ) : null}
    </>
  );
}
