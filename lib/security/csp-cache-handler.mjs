/**
 * Next's page cache (the file-system cache `next start` uses by default), with these changes:
 *
 * - every cached page carries a Content-Security-Policy that allows exactly the inline scripts of
 *   its own HTML, by their hashes (docs/csp-script-hashes.md), and its stylesheets inside its HTML
 *   (lib/performance/page-css.mjs);
 * - only good answers are stored: not the 405 of a request in a method its route does not take,
 *   nor a render that met a failed content load (served with a short cache life; the good entry
 *   it would have replaced stays);
 * - its memory counts entries as they are served (./served-entries.mjs).
 *
 * The policy is computed from the HTML that is served, never from a build manifest:
 * - `get` (a prerendered page read from disk or memory, served as HIT or STALE) hashes the HTML it
 *   returns;
 * - `set` (a page rendered on demand or regenerated after a CMS edit) hashes the HTML of the entry
 *   object Next then serves to the request that caused the render. The page is stored as rendered,
 *   and `get` inlines its CSS and hashes it again when it is read from disk.
 * Next appends an entry's `headers` to the response. The policy is the one next.config `headers()`
 * gives the paths the proxy does not see (lib/security/headers.ts, `NON_PAGE_PATHS`), read from the
 * build's routes-manifest.json, with the page's hashes and the tag manager's init snippet's in
 * `script-src` instead of 'unsafe-inline'. Only the inline scripts the framework writes are hashed
 * (./framework-scripts.mjs); any other one in a cached page is logged once and stays blocked.
 *
 * Wired in next.config.ts (`cacheHandler`); Next loads it as is (plain JavaScript), and traces it
 * into the standalone server. `next dev` does not use the page cache, so it never runs there. What
 * it relies on of Next's internals: docs/architecture.md, "Framework internals".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withInlinedPageCss } from '../performance/page-css.mjs';
import { createServedEntries } from './served-entries.mjs';
import { browserScriptSources, foreignInlineScripts, hashSource, inlineScriptHashSources, withScriptSources } from './script-hashes.mjs';

// A CommonJS module: Node gives its `exports` (`.default` is the class), a bundler or Jest the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const HEADER = 'content-security-policy';

/** routes-manifest.json's `headers()` policy per build folder (null: none found). */
const basePolicies = new Map();
/** The policy computed for a cache entry's value, with the HTML it was computed from. */
const computed = new WeakMap();
const warned = new Set();

function warnOnce(message) {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(`csp-cache-handler: ${message}`);
}

/**
 * The policy next.config `headers()` gives the paths the proxy does not see; null when `headers()`
 * sends none, undefined while the manifest is not written yet (early in `next build`).
 */
export function readBasePolicy(serverDistDir) {
  if (basePolicies.has(serverDistDir)) return basePolicies.get(serverDistDir);
  let policy = null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'routes-manifest.json'), 'utf8'));
    for (const route of manifest.headers ?? []) {
      const header = (route.headers ?? []).find(({ key }) => key.toLowerCase() === HEADER);
      if (header) {
        policy = header.value;
        break;
      }
    }
  } catch {
    // Pages stored now get their policy when they are read back.
    return undefined;
  }
  basePolicies.set(serverDistDir, policy);
  return policy;
}

/**
 * A cache value with the page policy in its headers: `value` itself, changed in place, because Next
 * serves the object it passed to `set`. Anything but an APP_PAGE entry with HTML passes unchanged.
 */
export function withPagePolicy(value, basePolicy) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  if (basePolicy === undefined) return value;
  if (!basePolicy) {
    warnOnce('routes-manifest.json has no Content-Security-Policy; cached pages are served without one.');
    return value;
  }
  let memo = computed.get(value);
  if (!memo || memo.html !== value.html || memo.basePolicy !== basePolicy) {
    for (const script of foreignInlineScripts(value.html)) {
      warnOnce(
        `an inline script that is not the framework's is left blocked: ${hashSource(script)} ${JSON.stringify(script.slice(0, 80))}`,
      );
    }
    const sources = [...browserScriptSources(), ...inlineScriptHashSources(value.html)];
    memo = { html: value.html, basePolicy, policy: withScriptSources(basePolicy, sources) };
    computed.set(value, memo);
  }
  const headers = Object.fromEntries(Object.entries(value.headers ?? {}).filter(([key]) => key.toLowerCase() !== HEADER));
  if (memo.policy) headers[HEADER] = memo.policy;
  else warnOnce('the headers() Content-Security-Policy has no script-src; cached pages are served without a policy.');
  value.headers = headers;
  return value;
}

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

/** Whether a cache value is the answer of a render that met a failed content load. */
export function isIncompleteRender(value) {
  if (!value) return false;
  if (value.kind === 'APP_PAGE') return typeof value.html === 'string' && value.html.includes(INCOMPLETE_PAGE_MARK);
  if (value.kind === 'APP_ROUTE') return Object.keys(value.headers ?? {}).some((key) => key.toLowerCase() === INCOMPLETE_HEADER);
  return false;
}

/**
 * Whether a cache value answers a method its route does not take. Next keys a page's or a route
 * handler's cache entry by its path alone and regenerates an expired entry for whichever request
 * comes first, whatever its method: a form POST to `/sitemap.xml` after a CMS edit stored its 405,
 * which every GET was then served (next/dist/build/templates/app-route.js, `responseGenerator`;
 * vercel/next.js#78070 is how a form POST reaches a static route's render at all). The proxy
 * answers other methods before Next (proxy.ts); this keeps such an answer out of the cache anyway.
 */
export function answersWrongMethod(value) {
  return (value?.kind === 'APP_ROUTE' || value?.kind === 'APP_PAGE') && value.status === 405;
}

/** The memory of this process, shared by every handler instance (Next makes one per request). */
let memory;

export default class CspCacheHandler extends FileSystemCache {
  constructor(ctx) {
    // Next's own memory store would count a page by its stored HTML: this handler keeps its own
    // (./served-entries.mjs), which counts what it serves, within the same budget.
    super({ ...ctx, maxMemoryCacheSize: 0 });
    if (ctx.maxMemoryCacheSize && !memory) memory = createServedEntries(ctx.maxMemoryCacheSize);
  }

  // FileSystemCache keeps `ctx.serverDistDir` (<distDir>/server) as `this.serverDistDir`.
  async get(key, ctx) {
    // From memory until its tags are revalidated: then from disk, where FileSystemCache answers
    // null for an entry whose tags expired (a webhook's edit shows on the next request) and Next
    // checks the rest (IncrementalCache.get: its age, tags marked stale).
    const remembered = memory?.get(key);
    if (remembered) return remembered;
    const entry = await super.get(key, ctx);
    if (entry) {
      this.#served(entry.value);
      memory?.set(key, entry);
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (answersWrongMethod(data)) return;
    if (isIncompleteRender(data)) return this.#serveIncomplete(key, data);
    // Stored as Next rendered it, as a prerendered page is: the CSS goes into the HTML when the
    // page is read, so a stored page follows INLINE_PAGE_CSS and INLINE_PAGE_FONTS as they are
    // when it is served, not as they were when it was regenerated.
    const stored = data?.kind === 'APP_PAGE' ? { ...data } : data;
    this.#served(data);
    memory?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl });
    return super.set(key, stored, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    memory?.revalidate(typeof tags === 'string' ? [tags] : tags);
  }

  /**
   * A value as it is served, changed in place (Next serves the object it passed to `set`): CSS
   * inside, its policy; an incomplete one (rendered now, or prerendered by a build that met a
   * failed content load) cacheable for a short while only.
   */
  #served(value) {
    if (!value || !this.serverDistDir) return;
    if (isIncompleteRender(value)) {
      const headers = Object.entries(value.headers ?? {}).filter(
        ([name]) => !['cache-control', INCOMPLETE_HEADER].includes(name.toLowerCase()),
      );
      value.headers = { ...Object.fromEntries(headers), 'cache-control': INCOMPLETE_CACHE_CONTROL };
    }
    // The page's CSS in its HTML first (a <style>, no script): the policy hashes the HTML as served.
    withInlinedPageCss(value, this.serverDistDir);
    withPagePolicy(value, readBasePolicy(this.serverDistDir));
  }

  /**
   * An incomplete answer goes to the request that rendered it, cacheable for a short while, and
   * is not stored. The good entry this process last served for the key is kept as fresh for as
   * long, so the next requests get it and the render is tried again after that (as Next does
   * when a render throws). A process that has not served the key since it started still has the
   * entry on disk, untouched.
   */
  #serveIncomplete(key, data) {
    this.#served(data);
    // Only good entries are ever kept, so the one in memory is good.
    const previous = memory?.peek(key);
    if (previous?.value) {
      const expire = previous.cacheControl?.expire;
      memory.set(key, { ...previous, lastModified: Date.now(), cacheControl: { revalidate: INCOMPLETE_CACHE_SECONDS, expire } });
    }
  }
}
