// @ts-check
/**
 * The page cache's policy step: a cached page's Content-Security-Policy allows exactly the inline
 * scripts of the HTML it serves, by their hashes (docs/csp-script-hashes.md), never read from a
 * build manifest. The policy is the one next.config `headers()` gives the paths the proxy does not
 * see (lib/security/headers.ts, `NON_PAGE_PATHS`), read from the build's routes-manifest.json, with
 * the page's hashes and the site's own scripts' (lib/security/script-sources.mjs) in `script-src`
 * instead of 'unsafe-inline'. Only the inline scripts the framework writes are hashed
 * (./framework-scripts.mjs); any other one in a cached page is logged once and stays blocked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserScriptSources, hashSource, SITE_SCRIPTS, withScriptSources } from '../security/script-sources.mjs';
import { isFrameworkScript } from './framework-scripts.mjs';

const HEADER = 'content-security-policy';

// A script element: its attributes and its text up to the first `</script` (the HTML parser ends
// a script's raw text there, whatever comes before; React and Next escape `<` in what they inline).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * Whether a `type` attribute makes the element a data block (JSON-LD, `application/json`): the
 * browser does not run those, so the policy needs no hash for them. Scripts, modules, import maps
 * and speculation rules are all checked against `script-src`.
 * @param {string} type
 */
function isDataBlock(type) {
  return /json/i.test(type);
}

/**
 * The text of every inline script the browser would check against `script-src`, in document order.
 * The HTML parser turns CR LF and lone CR into LF before a script sees its text, so they are here too.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && isDataBlock(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/**
 * The hash sources of a document's inline scripts that the framework wrote (./framework-scripts.mjs),
 * each once, in document order. Any other inline script gets none: the policy blocks it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashSources(html) {
  return [...new Set(inlineScripts(html).filter(isFrameworkScript).map(hashSource))];
}

/**
 * The inline scripts of a document that are neither the framework's nor the site's: left without a hash, so blocked.
 * @param {string} html
 * @returns {string[]}
 */
export function foreignInlineScripts(html) {
  return inlineScripts(html).filter((text) => !isFrameworkScript(text) && !SITE_SCRIPTS.includes(text));
}

const warned = new Set();

/** @param {string} message */
function warnOnce(message) {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(`page-cache: ${message}`);
}

/**
 * routes-manifest.json's `headers()` policy per build folder (null: none found).
 * @type {Map<string, string | null>}
 */
const basePolicies = new Map();
/**
 * The policy computed for a cache entry's value, with the HTML it was computed from.
 * @type {WeakMap<object, { html: string, basePolicy: string, policy: string | null }>}
 */
const computed = new WeakMap();

/**
 * The policy next.config `headers()` gives the paths the proxy does not see; null when `headers()`
 * sends none, undefined while the manifest is not written yet (early in `next build`).
 * @param {string} serverDistDir
 * @returns {string | null | undefined}
 */
export function readBasePolicy(serverDistDir) {
  if (basePolicies.has(serverDistDir)) return basePolicies.get(serverDistDir);
  let policy = null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'routes-manifest.json'), 'utf8'));
    /** @type {{ headers?: { headers?: { key: string, value: string }[] }[] }} */
    const { headers = [] } = manifest;
    for (const route of headers) {
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
 * @template {import('./good-answers.mjs').CacheValue | null | undefined} T
 * @param {T} value
 * @param {string | null | undefined} basePolicy
 * @returns {T}
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
