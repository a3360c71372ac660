// @ts-check
/**
 * Which answers the page cache stores: only good ones. Not the 405 of a request in a method its
 * route does not take, nor a render that met a failed content load (served with a short cache
 * life; the good entry it would have replaced stays).
 */

/**
 * A value of Next's page cache as the handler reads it: a page's (`APP_PAGE`), a route handler's
 * (`APP_ROUTE`), a fetch's (`FETCH`), a redirect's or a Pages Router page's.
 * @typedef {object} CacheValue
 * @property {string} kind
 * @property {unknown} [html] a page's HTML (a string once rendered)
 * @property {Record<string, string | string[] | number | undefined>} [headers]
 * @property {number} [status]
 * @property {{ length: number }} [rscData] a page's flight data
 * @property {string} [postponed]
 * @property {Map<string, { length: number }>} [segmentData]
 * @property {{ length: number }} [body] a route handler's body
 * @property {unknown} [data] a fetch's data
 * @property {unknown} [props] a redirect's
 * @property {unknown} [pageData] a Pages Router page's
 */

/**
 * The mark of a render that met a failed content load (the CMS down, with no earlier answer for a
 * request): a page renders `<IncompleteContent />` (components/layout/IncompleteContent.tsx), a
 * sharing card sends the header. Such an answer is served, with a short cache life, and never
 * stored: the good page it would replace keeps being served until a good render replaces it.
 */
const INCOMPLETE_PAGE_MARK = '<template data-content-incomplete="">';
export const INCOMPLETE_HEADER = 'x-content-incomplete';
/**
 * How long an incomplete answer may be cached, and how long the good page it did not replace is
 * served before the next try: as long as Next waits at most before it retries a render that threw
 * (`retainPreviousCacheEntry` in next/dist/server/response-cache: 3 to 30 s).
 */
export const INCOMPLETE_CACHE_SECONDS = 30;
const INCOMPLETE_CACHE_CONTROL = `public, max-age=0, s-maxage=${INCOMPLETE_CACHE_SECONDS}`;

/**
 * Whether a cache value is the answer of a render that met a failed content load.
 * @param {CacheValue | null | undefined} value
 * @returns {boolean}
 */
export function isIncompleteRender(value) {
  if (!value) return false;
  if (value.kind === 'APP_PAGE') return typeof value.html === 'string' && value.html.includes(INCOMPLETE_PAGE_MARK);
  if (value.kind === 'APP_ROUTE') return Object.keys(value.headers ?? {}).some((key) => key.toLowerCase() === INCOMPLETE_HEADER);
  return false;
}

/**
 * An incomplete answer's headers, changed in place: cacheable for a short while only, without the
 * mark's header (a sharing card's), which is for this cache and not for the visitor.
 * @template {CacheValue} T
 * @param {T} value
 * @returns {T}
 */
export function withShortCacheLife(value) {
  const headers = Object.entries(value.headers ?? {}).filter(
    ([name]) => !['cache-control', INCOMPLETE_HEADER].includes(name.toLowerCase()),
  );
  value.headers = { ...Object.fromEntries(headers), 'cache-control': INCOMPLETE_CACHE_CONTROL };
  return value;
}

/**
 * Whether a cache value answers a method its route does not take. Next keys a page's or a route
 * handler's cache entry by its path alone and regenerates an expired entry for whichever request
 * comes first, whatever its method: a form POST to `/sitemap.xml` after a CMS edit stored its 405,
 * which every GET was then served (next/dist/build/templates/app-route.js, `responseGenerator`;
 * vercel/next.js#78070 is how a form POST reaches a static route's render at all). The proxy
 * answers other methods before Next (proxy.ts); this keeps such an answer out of the cache anyway.
 * @param {CacheValue | null | undefined} value
 * @returns {boolean}
 */
export function answersWrongMethod(value) {
  return (value?.kind === 'APP_ROUTE' || value?.kind === 'APP_PAGE') && value.status === 405;
}
