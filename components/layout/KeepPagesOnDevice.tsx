'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_PATH } from '@/lib/routing/known-routes';

/**
 * Registers the service worker that keeps the pages a visitor has seen, for their next visit
 * (public/sw.js), once the page has loaded, so its download never competes with the page's
 * own. A browser without service workers simply loads every page from the network.
 */
export function KeepPagesOnDevice() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {
        // Not allowed here (a private window, storage turned off): pages come from the network as before.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
