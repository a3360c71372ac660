'use client';

import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useConsentState } from '@/components/consent/useConsentState';
import { installGlobalErrorHandlers } from '@/lib/analytics/error-recovery';
import { analyticsConfig } from '@/lib/config/analytics';
import { consent } from '@/lib/consent/browser-consent';
import { CONSENT_PENDING_ATTRIBUTE } from '@/lib/consent/first-paint.mjs';
import { ClickTracker } from './ClickTracker';
import { PageViewTracker } from './PageViewTracker';

/*
 * The notice's code loads when it opens (at once for every first visit, or
 * from the footer's cookie settings): returning visitors,
 * who have chosen, never download it. Its stylesheet is in the page's CSS
 * (imported by the layout), so it shows styled as soon as it renders.
 */
const CookieNotice = lazy(() => import('@/components/consent/CookieNotice').then((module) => ({ default: module.CookieNotice })));

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
  // The notice the server drew for the first paint (CookieNoticeFirstPaint) goes once the stored choice
  // has been read and no notice is to show; an open one replaces it itself (CookieNotice).
  useLayoutEffect(() => {
    if (phase === 'ready' && !noticeOpen) document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  }, [phase, noticeOpen]);

  return (
    <>
      {noticeOpen ? (
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
      ) : null}
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
