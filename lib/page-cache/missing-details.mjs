// @ts-check
/**
 * A detail page whose slug the content does not have (`/tedavi/made-up`), asked for without the
 * proxy (lib/routing/page-addresses.ts): the page cache answers it with the prerendered not-found
 * page of its kind and status 404, as the proxy does, so nothing renders and nothing is stored for a
 * made-up slug. (Rendered, the page's own `notFound()` answers a 404 without its body in Next 16,
 * vercel/next.js#98295.) A known slug, and every other page, goes on as before.
 *
 * Which slugs the content has is the app's to say (lib/routing/detail-kinds.ts, from the last good
 * lists, never by asking the CMS per slug): instrumentation.ts offers that check through a symbol of
 * the global object when the server process starts, before it answers anyone. Without it (a handler
 * in a test), every slug goes on.
 */

const CHECK = Symbol.for('dental-clinic.page-cache.missing-detail');

/**
 * The internal path of the not-found page for a detail page of a slug the content does not have
 * (`/tr/treatment/made-up` → `/tr/missing/treatment`); null for a known slug or another page.
 * @typedef {(internalPath: string) => Promise<string | null>} MissingDetailCheck
 */

/**
 * Offers the app's check to the page cache of this process.
 * @param {MissingDetailCheck} check
 */
export function offerMissingDetailCheck(check) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[CHECK] = check;
}

/**
 * The not-found page a detail page at `internalPath` is answered with, if its slug is unknown.
 * @param {string} internalPath
 * @returns {Promise<string | null>}
 */
export async function missingDetailPage(internalPath) {
  const check = /** @type {Record<symbol, unknown>} */ (globalThis)[CHECK];
  return typeof check === 'function' ? /** @type {MissingDetailCheck} */ (check)(internalPath) : null;
}

/** How long a cache may keep a not-found answer: a slug may be published any time (proxy.ts's own 404s say the same). */
export const MISSING_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * The entry a made-up slug is answered with: the not-found page's, status 404, fresh now (so Next
 * never regenerates it) and cacheable a minute; without the not-found page's ETag (no copy of a 404
 * is worth revalidating).
 * @param {import('./served-entries.mjs').CacheEntry} notFoundPage
 * @returns {import('./served-entries.mjs').CacheEntry}
 */
export function missingDetailEntry(notFoundPage) {
  const value = /** @type {import('./good-answers.mjs').CacheValue} */ (notFoundPage.value);
  const headers = Object.fromEntries(Object.entries(value.headers ?? {}).filter(([key]) => key !== 'etag'));
  return {
    value: { ...value, status: 404, headers: { ...headers, 'cache-control': MISSING_CACHE_CONTROL } },
    lastModified: Date.now(),
    cacheControl: { revalidate: 60, expire: undefined },
  };
}
