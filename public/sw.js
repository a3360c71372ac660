/*
 * Pages kept on the device (docs/performance.md, "A returning visitor's pages from the device";
 * registered by components/layout/KeepPagesOnDevice.tsx).
 *
 * A visitor who comes back to a page gets the copy this worker kept of it at once, without a round
 * trip, while a fresh copy is fetched behind it for the next visit: the "serve the last good page,
 * refresh it behind" of the site's own page cache, one step closer to the visitor. It also opens
 * the pages a visitor has seen when the phone has no connection.
 *
 * What it keeps: complete pages (200) of the page cache, whose policy allows their scripts by hash.
 * Never a page rendered per request (its policy carries a nonce, which must not be reused), a
 * redirect, an error, or anything but a navigation: form posts, API calls, the router's data
 * requests and files pass by untouched. A page the site no longer has (404, 410) is forgotten; a
 * failing answer (5xx) never replaces the copy. A copy is opened only while it is younger than a day
 * and every script it needs to come alive is on the device (the browser keeps them a year), so a
 * copy from before a deploy whose scripts are gone goes to the network instead. Nothing here leaves
 * the site's origin, and nothing personal is kept: the pages are the same for every visitor (the
 * privacy notice says so).
 */
const CACHE = 'pages-1';
const MAX_PAGES = 40;
const FRESH_FOR_MS = 24 * 60 * 60 * 1000;
/** Headers of a kept copy: when it was kept, and the scripts it needs. */
const KEPT_AT = 'x-kept-at';
const SCRIPTS = 'x-kept-scripts';
/** A page's scripts as the site's page cache lists them (lib/page-cache/scripts-after-paint.mjs). */
const SCRIPT_LIST = /<script type="application\/json" id="page-chunks">(\[[^<]*\])<\/script>/;

/** Whether this browser routes requests by the rules below; the others send every request here. */
let routed = false;

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function') {
    event.waitUntil(
      event
        .addRoutes([
          // A navigation races the network against this worker: a page not kept here comes from the
          // network as if there were no worker, a kept one from here, sooner than any round trip.
          { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
          // Everything else never wakes the worker.
          { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
        ])
        .then(
          () => {
            routed = true;
          },
          () => {},
        ),
    );
  }
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      // Without the routes, a navigation waits for this worker to start: the network starts meanwhile.
      if (!routed && self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
      // The page that registered this worker loaded before it: keep it now, from the browser's cache.
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => fetch(client.url).then((response) => keep(client.url, response), () => {})));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return;
  event.respondWith(openPage(event));
});

async function openPage(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request.url, { ignoreVary: true });
  const network = Promise.resolve(event.preloadResponse).then((preloaded) => preloaded || fetch(request));
  // Handled below on every path; marked now, so a failure while the copy is checked is not reported as unhandled.
  network.catch(() => {});
  if (kept && isFresh(kept) && (await scriptsOnDevice(kept))) {
    event.waitUntil(network.then((response) => keep(request.url, response)).catch(() => {}));
    return kept;
  }
  try {
    const response = await network;
    event.waitUntil(keep(request.url, response.clone()).catch(() => {}));
    return response;
  } catch (error) {
    // No connection: the page as it was last seen is better than the browser's error page.
    if (kept) return kept;
    throw error;
  }
}

/** Keeps `response` as the copy of `address` when it is a complete page of the page cache; forgets a page that is gone. */
async function keep(address, response) {
  const cache = await caches.open(CACHE);
  if (response.status === 404 || response.status === 410) {
    await cache.delete(address);
    return;
  }
  if (!isKeepable(response)) return;
  const html = await response.text();
  const scripts = SCRIPT_LIST.exec(html);
  if (!scripts) return;
  const headers = new Headers(response.headers);
  // The copy holds the decoded page: the network's encoding and length no longer describe it.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(KEPT_AT, String(Date.now()));
  headers.set(SCRIPTS, JSON.parse(scripts[1]).join(' '));
  // Deleted first, so the copy moves to the end of the keys' order: the oldest are dropped first.
  await cache.delete(address);
  await cache.put(address, new Response(html, { status: 200, statusText: response.statusText, headers }));
  const addresses = await cache.keys();
  await Promise.all(addresses.slice(0, Math.max(0, addresses.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

function isKeepable(response) {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/no-store|private/.test(response.headers.get('cache-control') ?? '')) return false;
  return !(response.headers.get('content-security-policy') ?? '').includes("'nonce-");
}

function isFresh(kept) {
  return Date.now() - Number(kept.headers.get(KEPT_AT)) < FRESH_FOR_MS;
}

/** Whether every script the page needs is in the browser's cache, without asking the network. */
async function scriptsOnDevice(kept) {
  const addresses = (kept.headers.get(SCRIPTS) ?? '').split(' ').filter(Boolean);
  const found = await Promise.all(
    addresses.map((address) =>
      fetch(address, { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (response) => {
          response.body?.cancel();
          return response.ok;
        },
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}
