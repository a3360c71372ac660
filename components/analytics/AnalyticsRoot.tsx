'use client';

import { lazy, Suspense, useEffect } from 'react';
import { CookieNotice } from '@/components/consent/CookieNotice';
import { useConsentState } from '@/components/consent/useConsentState';
import { installGlobalErrorHandlers } from '@/lib/analytics/error-recovery';
import { analyticsConfig } from '@/lib/config/analytics';
import { consent } from '@/lib/consent/browser-consent';
import { ClickTracker } from './ClickTracker';
import { PageViewTracker } from './PageViewTracker';

/** Google Tag Manager's container (@next/third-parties), rendered, and so downloaded, only once analytics is allowed. */
const GoogleTagManager = lazy(() => import('@next/third-parties/google').then((module) => ({ default: module.GoogleTagManager })));

/**
 * Consent first, then measurement. Until the visitor accepts, wherever they
 * are, only the Consent Mode defaults sit in the local data layer:
 * no tag manager, no listeners, no request to Google. What is here is small
 * and in the first-load script; once analytics is allowed, lib/analytics loads
 * the rest (web vitals, the manager itself) with `import()`, and the tag manager
 * renders.
 */
export function AnalyticsRoot() {
  const { analyticsAllowed, noticeOpen, phase } = useConsentState();

  useEffect(() => installGlobalErrorHandlers(), []);
  useEffect(() => {
    void consent.start();
  }, []);

  return (
    <>
      {/*
        The notice is in the first-load script, not a chunk loaded when it opens: the server draws it into every
        page while the stored choice is unknown, for the first paint of a first visit, and hydration keeps that
        element (CookieNotice). Loaded lazily, it reached the HTML in a streamed Suspense boundary that React
        reveals up to 300 ms after the page's first, and its chunk came a round trip after hydration. For a
        returning visitor it is removed unopened.
      */}
      {noticeOpen || phase === 'checking' ? <CookieNotice /> : null}
      {analyticsAllowed ? (
        <>
          <Suspense fallback={null}>
            <GoogleTagManager gtmId={analyticsConfig.gtmId} />
          </Suspense>
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
          <ClickTracker />
        </>
      ) : null}
    </>
  );
}
