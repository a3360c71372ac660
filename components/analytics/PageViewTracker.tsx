'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useLocale } from '@/i18n/client';
import { trackEvent, trackPageView } from '@/lib/analytics';

/** A page view on every route change (path with query, and title), plus `homepage_view` on the home page. */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const locale = useLocale();

  useEffect(() => {
    // The new page's <title> is committed just after this effect: read it on the next task.
    const timer = window.setTimeout(() => {
      const path = `${window.location.pathname}${search ? `?${search}` : ''}`;
      trackPageView(path, document.title);
      if (window.location.pathname === '/' || window.location.pathname === `/${locale}`) {
        trackEvent('homepage_view', { locale });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search, locale]);

  return null;
}
