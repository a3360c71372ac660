'use client';

import { useEffect } from 'react';
import { trackClick } from '@/lib/analytics';

/**
 * One click listener for the whole page: `data-track` elements, calls, WhatsApp
 * and the language switch. The listener is tiny; what a click means
 * (lib/analytics/click-tracking.ts) is worked out by the analytics runtime,
 * and a click made while it is still loading waits for it.
 */
export function ClickTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => trackClick(event.target, window.location.pathname);
    // Capture phase: recorded before a link's own handler navigates away.
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
