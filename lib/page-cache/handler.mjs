// @ts-check
/**
 * The page cache: Next's `cacheHandler`, storing on disk through Next's own file-system cache (the
 * one `next start` uses by default), through which every stored page passes on its way out, in
 * these steps:
 *
 * 1. only good answers are stored (./good-answers.mjs); an incomplete one is served briefly;
 * 2. the page's stylesheets go into its HTML (./inline-css.mjs), so it paints without a
 *    stylesheet request (its fonts stay files the browser caches);
 * 3. its chunks start once it is parsed or has painted (./scripts-after-paint.mjs);
 * 4. it is served as ASCII, which Node sends without encoding it again (./ascii-page.mjs);
 * 5. its Content-Security-Policy allows exactly the inline scripts of that HTML, by their hashes
 *    (./script-hashes.mjs);
 * 6. its memory counts entries as they are served (./served-entries.mjs);
 * 7. its ETag is computed once and goes into its headers; the proxy answers a request naming it
 *    with 304 (./validators.mjs).
 *
 * `get` (a prerendered page read from disk or memory, served as HIT or STALE) applies the steps to
 * the entry it returns; `set` (a page rendered on demand or regenerated after a CMS edit) to the
 * entry object Next then serves to the request that caused the render, and stores the page as
 * rendered. Next appends an entry's `headers` to the response.
 *
 * Wired in next.config.ts (`cacheHandler`); Next loads it as is (plain JavaScript), and traces it
 * into the standalone server. `next dev` does not use the page cache, so it never runs there. What
 * it relies on of Next's internals: docs/architecture.md, "Framework internals".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control.js';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { answersWrongMethod, INCOMPLETE_CACHE_SECONDS, isIncompleteRender, withShortCacheLife } from './good-answers.mjs';
import { withAsciiPage } from './ascii-page.mjs';
import { withInlinedPageCss } from './inline-css.mjs';
import { readBasePolicy, withPagePolicy } from './script-hashes.mjs';
import { withPageScriptsAfterPaint } from './scripts-after-paint.mjs';
import { missingDetailEntry, missingDetailPage } from './missing-details.mjs';
import { createServedEntries } from './served-entries.mjs';
import { keyPathname, offerPageValidators, servedETag, withPageETag } from './validators.mjs';

/** @typedef {import('./good-answers.mjs').CacheValue} CacheValue */
/** @typedef {import('./served-entries.mjs').CacheEntry} CacheEntry */

/**
 * The context Next constructs a cache handler with (the part this handler reads).
 * @typedef {{ serverDistDir?: string, maxMemoryCacheSize?: number, [key: string]: unknown }} HandlerContext
 */

/**
 * What Next passes to `set`: a page's cache life (or, for a fetch's data, `fetchCache`).
 * @typedef {{ fetchCache?: boolean, cacheControl?: CacheEntry['cacheControl'], [key: string]: unknown } | undefined} SetContext
 */

/**
 * Next's `cacheHandler` interface, as the handler offers it and as Next's file-system cache (its
 * disk store) offers it to the handler.
 * @typedef {object} CacheStore
 * @property {(key: string, ctx: unknown) => Promise<CacheEntry | null>} get
 * @property {(key: string, data: CacheValue | null, ctx: SetContext) => Promise<void>} set
 * @property {(tags: string | string[], durations?: { expire?: number }) => Promise<void>} revalidateTag
 * @property {() => void} [resetRequestCache]
 */

// A CommonJS module: Node gives its `exports` (`.default` is the class), a bundler or Jest the class.
const FileSystemCache = /** @type {new (ctx: HandlerContext) => CacheStore} */ (
  /** @type {{ default?: unknown }} */ (fileSystemCache).default ?? fileSystemCache
);

/** @typedef {{ revalidate: number | false, expire?: number }} CacheLife */

/**
 * The memory of this process, shared by every handler instance (Next makes one per request).
 * @type {import('./served-entries.mjs').ServedEntries | undefined}
 */
let memory;
/** The cache key of each page's internal path this process has served. @type {Map<string, string>} */
const pageKeys = new Map();
/** The life of each prerendered page, as the build wrote it. @type {Map<string, CacheLife> | undefined} */
let prerenderedLives;

/**
 * Next's `cacheHandler` interface (get, set, revalidateTag, resetRequestCache), not a subclass:
 * Next's own file-system cache stores the entries on disk behind it, and the handler depends on it
 * only through that same interface.
 */
/** @implements {CacheStore} */
export default class PageCacheHandler {
  /** @type {CacheStore} */
  #disk;
  /** @type {string | undefined} */
  #serverDistDir;

  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    // Next's own memory store would count a page by its stored HTML: this handler keeps its own
    // (./served-entries.mjs), which counts what it serves, within the same budget.
    this.#disk = new FileSystemCache({ ...ctx, maxMemoryCacheSize: 0 });
    this.#serverDistDir = ctx.serverDistDir;
    if (ctx.maxMemoryCacheSize && !memory) {
      memory = createServedEntries(ctx.maxMemoryCacheSize);
      const serverDistDir = ctx.serverDistDir;
      offerPageValidators((pathname) => validatorOf(pathname, serverDistDir));
    }
  }

  /**
   * @param {string} key
   * @param {unknown} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    // A detail page of a slug the content does not have: its kind's not-found page, status 404,
    // neither rendered nor stored (./missing-details.mjs). Checked before memory, so a page the
    // content dropped is not served on from there.
    const notFoundPath = isPageLookup(ctx) ? await missingDetailPage(keyPathname(key)) : null;
    if (notFoundPath) {
      const notFoundPage = await this.get(notFoundPath, ctx);
      if (notFoundPage?.value) return missingDetailEntry(notFoundPage);
    }
    // From memory until its tags are revalidated: then from disk, where the file-system cache
    // answers null for an entry whose tags expired (a webhook's edit shows on the next request)
    // and Next checks the rest (IncrementalCache.get: its age, tags marked stale).
    const remembered = memory?.get(key);
    if (remembered) return remembered;
    const entry = await this.#disk.get(key, ctx);
    if (entry) {
      this.#served(entry.value);
      remember(key, entry);
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (answersWrongMethod(data)) return;
    if (isIncompleteRender(data)) return this.#serveIncomplete(key, data);
    // Stored as Next rendered it, as a prerendered page is: the CSS goes into the HTML when the
    // page is read, so a stored page follows INLINE_PAGE_CSS as it is when it is served, not as it
    // was when it was regenerated.
    const stored = data?.kind === 'APP_PAGE' ? { ...data } : data;
    this.#served(data);
    remember(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl });
    return this.#disk.set(key, stored, ctx);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await this.#disk.revalidateTag(tags, durations);
    memory?.revalidate(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {
    this.#disk.resetRequestCache?.();
  }

  /**
   * A value as it is served, changed in place (Next serves the object it passed to `set`): CSS
   * inside, its policy; an incomplete one (rendered now, or prerendered by a build that met a
   * failed content load) cacheable for a short while only.
   * @param {CacheValue | null | undefined} value
   */
  #served(value) {
    if (!value || !this.#serverDistDir) return;
    if (isIncompleteRender(value)) withShortCacheLife(value);
    // The page's CSS in its HTML first (a <style>, no script): the policy hashes the HTML as served.
    withInlinedPageCss(value, this.#serverDistDir);
    withPageScriptsAfterPaint(value);
    withAsciiPage(value);
    withPagePolicy(value, readBasePolicy(this.#serverDistDir));
    // A page as it is served; an incomplete one gets none: it is never a copy worth keeping.
    if (value.kind === 'APP_PAGE' && typeof value.html === 'string' && !isIncompleteRender(value)) withPageETag(value, value.html);
  }

  /**
   * An incomplete answer goes to the request that rendered it, cacheable for a short while, and
   * is not stored. The good entry this process last served for the key is kept as fresh for as
   * long, so the next requests get it and the render is tried again after that (as Next does
   * when a render throws). A process that has not served the key since it started still has the
   * entry on disk, untouched.
   * @param {string} key
   * @param {CacheValue | null} data
   */
  #serveIncomplete(key, data) {
    this.#served(data);
    // Only good entries are ever kept, so the one in memory is good.
    const previous = memory?.peek(key);
    if (previous?.value) {
      const expire = previous.cacheControl?.expire;
      memory?.set(key, { ...previous, lastModified: Date.now(), cacheControl: { revalidate: INCOMPLETE_CACHE_SECONDS, expire } });
    }
  }
}

/**
 * Whether Next asks `get` for a page (not a fetch's data or a route handler's answer).
 * @param {unknown} ctx
 */
function isPageLookup(ctx) {
  return /** @type {{ kind?: unknown } | undefined} */ (ctx)?.kind === 'APP_PAGE';
}

/**
 * Keeps an entry in memory, and which internal path a page's key serves.
 * @param {string} key
 * @param {CacheEntry} entry
 */
function remember(key, entry) {
  if (!memory) return;
  memory.set(key, entry);
  if (entry.value?.kind === 'APP_PAGE') pageKeys.set(keyPathname(key), key);
}

/**
 * The validator of the page at an internal path, while memory serves it: none once its tags were
 * revalidated (Next renders it again) or once it left memory.
 * @param {string} pathname
 * @param {string | undefined} serverDistDir
 * @returns {import('./validators.mjs').PageValidator | undefined}
 */
function validatorOf(pathname, serverDistDir) {
  const key = pageKeys.get(pathname);
  const entry = key === undefined ? undefined : memory?.get(key);
  const etag = servedETag(entry?.value);
  if (!entry || !etag) return undefined;
  // An entry read from disk carries no life: Next takes a prerendered page's from the build's manifest.
  const life = entry.cacheControl ?? prerenderedLife(pathname, serverDistDir);
  return { etag, cacheControl: life ? getCacheControlHeader({ revalidate: life.revalidate, expire: life.expire }) : undefined };
}

/**
 * A prerendered page's life as `next build` wrote it in `prerender-manifest.json`
 * (`routes[path].initialRevalidateSeconds`, `initialExpireSeconds`), where Next reads it.
 * @param {string} pathname
 * @param {string | undefined} serverDistDir
 * @returns {CacheLife | undefined}
 */
function prerenderedLife(pathname, serverDistDir) {
  if (!prerenderedLives) {
    prerenderedLives = new Map();
    try {
      const manifest = JSON.parse(readFileSync(path.join(serverDistDir ?? '', '..', 'prerender-manifest.json'), 'utf8'));
      for (const [route, { initialRevalidateSeconds, initialExpireSeconds }] of Object.entries(manifest.routes ?? {})) {
        if (initialRevalidateSeconds === false || typeof initialRevalidateSeconds === 'number')
          prerenderedLives.set(route, { revalidate: initialRevalidateSeconds, expire: initialExpireSeconds });
      }
    } catch {
      // No manifest (a handler in a test): such pages get their ETag, and no 304.
    }
  }
  return prerenderedLives.get(pathname);
}
