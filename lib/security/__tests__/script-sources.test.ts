/** @jest-environment node */
import { createHash } from 'node:crypto';
import { CONSENT_PENDING_SCRIPT } from '../../consent/first-paint.mjs';
import { LOADER as CHUNK_LOADER } from '../../page-cache/scripts-after-paint.mjs';
import { browserScriptSources, GTM_INIT_SCRIPT, hashSource, withScriptSources } from '../script-sources.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hashSource', () => {
  it("hashes a script's UTF-8 text as CSP hash sources do", () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashSource('ş')).toBe(sha256('ş'));
  });
});

describe('withScriptSources', () => {
  const base = "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; object-src 'none'";

  it("puts the sources in script-src in place of 'unsafe-inline', once each, and leaves the rest", () => {
    expect(withScriptSources(base, ["'sha256-a='", "'sha256-b='", "'sha256-a='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b=' https://www.googletagmanager.com; object-src 'none'",
    );
  });

  it('leaves a policy unchanged without sources, and gives null without script-src', () => {
    expect(withScriptSources(base, [])).toBe(base);
    expect(withScriptSources("default-src 'self'", ["'sha256-a='"])).toBeNull();
  });
});

describe('browserScriptSources', () => {
  it("is the hashes of the tag manager's init snippet, the cookie notice's first-paint line and the page cache's chunk loader", () => {
    expect(browserScriptSources()).toEqual([hashSource(GTM_INIT_SCRIPT), hashSource(CONSENT_PENDING_SCRIPT), hashSource(CHUNK_LOADER)]);
    expect(GTM_INIT_SCRIPT).toContain("})(window,'dataLayer');");
    expect(CONSENT_PENDING_SCRIPT).toBe(
      'try{localStorage.getItem("osmanaga_cookie_consent")===null&&document.documentElement.setAttribute("data-consent-pending","")}catch(e){}',
    );
  });
});
