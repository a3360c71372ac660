// @ts-check
/**
 * The script sources of the site's Content-Security-Policy that are not hosts: the hashes of the
 * inline scripts the site itself writes, and how a page's own sources (hashes, a nonce) go into
 * `script-src`. Plain JavaScript: the page cache (lib/page-cache/handler.mjs), which Next loads as
 * is, uses it beside the proxy (./nonce-policy.ts).
 */
import { createHash } from 'node:crypto';
import { CONSENT_PENDING_SCRIPT } from '../consent/first-paint.mjs';
import { LOADER as CHUNK_LOADER } from '../page-cache/scripts-after-paint.mjs';

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

/**
 * The inline scripts the site itself writes, each a fixed text every page's policy allows by its hash:
 * the tag manager's init snippet, made in the browser once consent allows it, the line that shows
 * the cookie notice in the first paint (lib/consent/first-paint.mjs), in every page's HTML, and the
 * loader that starts a cached page's chunks once it has painted (lib/page-cache/scripts-after-paint.mjs).
 */
export const SITE_SCRIPTS = [GTM_INIT_SCRIPT, CONSENT_PENDING_SCRIPT, CHUNK_LOADER];

/**
 * `'sha256-…'` of a script's text, as a policy names it.
 * @param {string} text
 * @returns {string}
 */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The sources every page adds for the site's own inline scripts (SITE_SCRIPTS).
 * @returns {string[]}
 */
export function browserScriptSources() {
  return SITE_SCRIPTS.map(hashSource);
}

/**
 * `policy` with a page's own script sources (hashes, a nonce) in its `script-src`, each once, in
 * place of 'unsafe-inline' (which a browser ignores beside a hash or nonce). Null when there is no
 * `script-src`.
 * @param {string} policy
 * @param {readonly string[]} sources
 * @returns {string | null}
 */
export function withScriptSources(policy, sources) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (index === -1) return null;
  const [name, ...existing] = (directives[index] ?? '').split(/\s+/);
  if (sources.length === 0) return directives.join('; ');
  const kept = existing.filter((source) => source !== "'unsafe-inline'");
  const self = kept.filter((source) => source === "'self'");
  const hosts = kept.filter((source) => source !== "'self'");
  directives[index] = [name, ...new Set([...self, ...sources, ...hosts])].join(' ');
  return directives.join('; ');
}
