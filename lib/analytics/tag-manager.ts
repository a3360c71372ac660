import { pushToDataLayer } from './data-layer';

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

let loaded = false;

/**
 * Google Tag Manager's container, loaded as its official snippet (and
 * @next/third-parties' `GoogleTagManager`) does: the `gtm.js` start event in
 * the data layer, then the container script, asynchronously. Once per page:
 * withdrawing and giving consent again does not load it twice. Called only
 * after consent (lib/analytics/runtime.ts).
 */
export function loadTagManager(gtmId: string): void {
  if (loaded) return;
  loaded = true;
  pushToDataLayer({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  const url = new URL(TAG_MANAGER_URL);
  url.searchParams.set('id', gtmId);
  const script = document.createElement('script');
  script.id = '_next-gtm';
  script.src = url.href;
  script.async = true;
  document.body.appendChild(script);
}
