'use client';

import { useEffect } from 'react';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { describeTrackedClick } from '@/lib/analytics/click-tracking';

/** One click listener for the whole page: `data-track` elements, calls, WhatsApp and the language switch. */
export function ClickTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = describeTrackedClick(event.target, window.location.pathname);
      if (!click) return;
      trackEvent(click.event, click.properties);
      if (click.conversion) reportConversion(click.conversion);
    };
    // Capture phase: recorded before a link's own handler navigates away.
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
