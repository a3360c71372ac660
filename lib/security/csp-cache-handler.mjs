/**
 * Next's page cache (the file-system cache `next start` uses by default), with one addition: every
 * cached page carries a Content-Security-Policy that allows exactly the inline scripts of its own
 * HTML, by their hashes (docs/csp-script-hashes.md).
 *
 * The policy is computed from the HTML that is served, never from a build manifest:
 * - `get` (a prerendered page read from disk or memory, served as HIT or STALE) hashes the HTML it
 *   returns;
 * - `set` (a page rendered on demand or regenerated after a CMS edit) hashes the HTML of the entry
 *   object Next then serves to the request that caused the render. The page is stored as rendered,
 *   and `get` inlines its CSS and hashes it again when it is read.
 * Next appends an entry's `headers` to the response. The policy is the one next.config `headers()`
 * gives the paths the proxy does not see (lib/security/headers.ts, `NON_PAGE_PATHS`), read from the
 * build's routes-manifest.json, with the page's hashes and the tag manager's init snippet's in
 * `script-src` instead of 'unsafe-inline'. Only the inline scripts the framework writes are hashed
 * (./framework-scripts.mjs); any other one in a cached page is logged once and stays blocked.
 *
 * Wired in next.config.ts (`cacheHandler`); Next loads it as is (plain JavaScript), and traces it
 * into the standalone server. `next dev` does not use the page cache, so it never runs there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withInlinedPageCss } from '../performance/page-css.mjs';
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

export default class CspCacheHandler extends FileSystemCache {
  // FileSystemCache keeps `ctx.serverDistDir` (<distDir>/server) as `this.serverDistDir`.
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value && this.serverDistDir) {
      // The page's CSS in its HTML first (a <style>, no script): the policy hashes the HTML as served.
      withInlinedPageCss(entry.value, this.serverDistDir);
      withPagePolicy(entry.value, readBasePolicy(this.serverDistDir));
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (!data || !this.serverDistDir) return super.set(key, data, ctx);
    // Stored as Next rendered it, as a prerendered page is: `get` puts the CSS into the HTML when
    // the page is read, so a stored page follows INLINE_PAGE_CSS and INLINE_PAGE_FONTS as they are
    // when it is served, not as they were when it was regenerated.
    const stored = data.kind === 'APP_PAGE' ? { ...data } : data;
    withInlinedPageCss(data, this.serverDistDir);
    withPagePolicy(data, readBasePolicy(this.serverDistDir));
    return super.set(key, stored, ctx);
  }
}
