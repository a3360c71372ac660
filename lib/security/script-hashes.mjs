/**
 * The inline scripts of an HTML document, and a Content-Security-Policy that allows exactly them.
 * Plain JavaScript: the cache handler (./csp-cache-handler.mjs) is loaded by Next's server as is,
 * without a TypeScript step; the proxy (./nonce-policy.ts) uses it too. Types in ./script-hashes.d.mts.
 */
import { createHash } from 'node:crypto';
import { CONSENT_PENDING_SCRIPT } from '../consent/first-paint.mjs';
import { isFrameworkScript } from './framework-scripts.mjs';

/**
 * The inline script `@next/third-parties`' `GoogleTagManager` inserts in the browser
 * (`id="_next-gtm-init"`) once consent allows the tag manager: the same text for every container id
 * with the default data layer name. ./__tests__/gtm-init-script.test.tsx checks it against the
 * installed package.
 */
export const GTM_INIT_SCRIPT = [
  '',
  '      (function(w,l){',
  '        w[l]=w[l]||[];',
  "        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});",
  // The package's `${dataLayer ? … : ''}`: empty, with its indentation.
  '        ',
  "      })(window,'dataLayer');",
].join('\n');

// A script element: its attributes and its text up to the first `</script` (the HTML parser ends
// a script's raw text there, whatever comes before; React and Next escape `<` in what they inline).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * Whether a `type` attribute makes the element a data block (JSON-LD, `application/json`): the
 * browser does not run those, so the policy needs no hash for them. Scripts, modules, import maps
 * and speculation rules are all checked against `script-src`.
 */
function isDataBlock(type) {
  return /json/i.test(type);
}

/**
 * The text of every inline script the browser would check against `script-src`, in document order.
 * The HTML parser turns CR LF and lone CR into LF before a script sees its text, so they are here too.
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

/** `'sha256-…'` of a script's text, as a policy names it. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of a document's inline scripts that the framework wrote (./framework-scripts.mjs),
 * each once, in document order. Any other inline script gets none: the policy blocks it.
 */
export function inlineScriptHashSources(html) {
  return [...new Set(inlineScripts(html).filter(isFrameworkScript).map(hashSource))];
}

/**
 * The inline scripts the site itself writes, each a fixed text every page's policy allows by its hash:
 * the tag manager's init snippet, made in the browser once consent allows it, and the line that shows
 * the cookie notice in the first paint (lib/consent/first-paint.mjs), in every page's HTML.
 */
const SITE_SCRIPTS = [GTM_INIT_SCRIPT, CONSENT_PENDING_SCRIPT];

/** The inline scripts of a document that are neither the framework's nor the site's: left without a hash, so blocked. */
export function foreignInlineScripts(html) {
  return inlineScripts(html).filter((text) => !isFrameworkScript(text) && !SITE_SCRIPTS.includes(text));
}

/** The sources every page adds for the site's own inline scripts (SITE_SCRIPTS). */
export function browserScriptSources() {
  return SITE_SCRIPTS.map(hashSource);
}

/**
 * `policy` with a page's own script sources (hashes, a nonce) in its `script-src`, each once, in
 * place of 'unsafe-inline' (which a browser ignores beside a hash or nonce). Null when there is no
 * `script-src`.
 */
export function withScriptSources(policy, sources) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (index === -1) return null;
  const [name, ...existing] = directives[index].split(/\s+/);
  if (sources.length === 0) return directives.join('; ');
  const kept = existing.filter((source) => source !== "'unsafe-inline'");
  const self = kept.filter((source) => source === "'self'");
  const hosts = kept.filter((source) => source !== "'self'");
  directives[index] = [name, ...new Set([...self, ...sources, ...hosts])].join(' ');
  return directives.join('; ');
}
