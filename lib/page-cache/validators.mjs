// @ts-check
/**
 * The validators of the pages the page cache serves: each page's ETag, computed once when its
 * entry is served and carried in the entry's headers (which Next appends to the answer), and the
 * Cache-Control its answer carries. Next's own ETag (`generateEtags`) hashes a page's whole HTML
 * again on every answer, the largest cost of a cached page's answer the site could take away
 * (docs/performance.md), so next.config.ts turns it off. A request whose If-None-Match names a
 * page's ETag reaches the proxy (proxy.ts, its matcher), which answers it with 304 before Next runs.
 *
 * The page cache (./handler.mjs) offers its lookup and the proxy reads it through a symbol of the
 * global object: `next start` runs a Node.js proxy in the server process, beside the handler.
 * Without the page cache's memory (`cacheMaxMemorySize: 0`) there is no lookup, and pages are
 * answered 200 with their ETag.
 */
import { createHash } from 'node:crypto';

/**
 * A cached page's validator: its ETag, and the Cache-Control of its answer when the cache knows
 * its life (a 304 must carry the Cache-Control the 200 would: RFC 9110, 15.4.5).
 * @typedef {{ etag: string, cacheControl: string | undefined }} PageValidator
 */

/** @typedef {(pathname: string) => PageValidator | undefined} PageValidatorLookup */

const LOOKUP = Symbol.for('dental-clinic.page-cache.validators');

/**
 * What Next's answer to a page varies on, which its 304 names too: Next's headers of the flight
 * data (a client navigation asks the same URL for them) and the encoding its compression chose.
 */
export const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

/**
 * Offers the page cache's lookup of validators by internal path, to the proxy of this process.
 * @param {PageValidatorLookup} lookup
 */
export function offerPageValidators(lookup) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[LOOKUP] = lookup;
}

/**
 * The validator of the page at internal path `pathname` (`/tr/treatment/implant`, encoded or
 * not), when the page cache of this process is serving that page from its memory.
 * @param {string} pathname
 * @returns {PageValidator | undefined}
 */
export function pageValidator(pathname) {
  const lookup = /** @type {Record<symbol, unknown>} */ (globalThis)[LOOKUP];
  return typeof lookup === 'function' ? /** @type {PageValidatorLookup} */ (lookup)(decoded(pathname)) : undefined;
}

/**
 * A page's ETag: weak, since Next may send the page compressed under the same tag.
 * @param {string} html
 */
export function pageETag(html) {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * Puts a page's ETag among the headers of its value as served (the page cache does for good,
 * complete pages only: an incomplete one is no copy worth keeping).
 * @param {import('./good-answers.mjs').CacheValue} value
 * @param {string} html its HTML as served
 */
export function withPageETag(value, html) {
  value.headers = { ...value.headers, etag: pageETag(html) };
}

/**
 * The ETag a page value was served with, if any.
 * @param {import('./good-answers.mjs').CacheValue | null | undefined} value
 * @returns {string | undefined}
 */
export function servedETag(value) {
  const etag = value?.headers?.etag;
  return typeof etag === 'string' ? etag : undefined;
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110, 13.1.2: weak comparison; `*` names
 * any current page).
 * @param {string | null | undefined} header
 * @param {string} etag
 */
export function namesETag(header, etag) {
  if (!header) return false;
  /** @param {string} tag */
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The internal path a page's cache key stands for. Next 16.4 keys a page
 * `/route-cache/APP_PAGE/<route's hash>/$/tr/treatment/implant`; earlier versions by the path
 * itself. Decoded, as the proxy looks it up.
 * @param {string} key
 */
export function keyPathname(key) {
  const at = key.lastIndexOf('/$/');
  return decoded(at === -1 ? key : key.slice(at + 2));
}

/** @param {string} pathname */
function decoded(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
