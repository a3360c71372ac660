import { createHash } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Checks of a page's Content-Security-Policy against its own HTML, written
 * independently of lib/security (docs/csp-script-hashes.md).
 */

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The tag manager's init snippet (`@next/third-parties`), which every page policy allows by its hash. */
export const GTM_INIT_HASH = sha256(
  "\n      (function(w,l){\n        w[l]=w[l]||[];\n        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});\n        \n      })(window,'dataLayer');",
);

/**
 * What a page's hashes rest on (docs/architecture.md, "Framework internals"): the page cache hashes
 * only inline scripts of the shapes Next and React write. A failure naming this means a Next or
 * React upgrade writes one it does not recognise, which the policy then blocks (the page does not
 * hydrate); the server logs it as "page-cache: an inline script that is not the framework's…".
 */
export const FRAMEWORK_SCRIPTS =
  "framework-scripts (lib/page-cache/framework-scripts.mjs): Next's self.__next_f / TURBOPACK scripts and React's $R… runtime, read from next/dist/compiled/react-dom";

/** `{directive → sources}` of a policy. */
export function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The inline scripts of a document a browser runs (data blocks such as JSON-LD left out), with their attributes. */
export function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => !/\ssrc=/i.test(` ${attributes}`) && !/type="[^"]*json[^"]*"/i.test(attributes));
}

/**
 * The page's policy allows exactly its own inline scripts: a cached page by the hashes of the HTML
 * served with it (and no other hash but the tag manager's snippet), a page rendered per request by
 * a nonce that every one of its scripts carries.
 */
export function expectPolicyOfHtml(response: APIResponse, html: string, label: string) {
  const scripts = parseCsp(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
  expect(scripts, label).not.toContain("'unsafe-inline'");
  const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
  const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
  const inline = inlineScripts(html);
  expect(inline.length, `${label}: inline scripts`).toBeGreaterThan(0);
  if (nonces.length > 0) {
    expect(nonces, label).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(hashes, label).toEqual([GTM_INIT_HASH]);
    for (const { attributes } of inline) expect(attributes, `${label}: an inline script without the nonce`).toContain(`nonce="${nonce}"`);
    for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc=[^>]*>/gi)) expect(tag, label).toContain(`nonce="${nonce}"`);
  } else {
    expect(response.headers()['x-nextjs-cache'], `${label}: a page with hashes comes from the page cache`).toBeTruthy();
    const own = [...new Set(inline.map(({ text }) => sha256(text)))];
    expect(new Set(hashes), `${label}: ${FRAMEWORK_SCRIPTS}`).toEqual(new Set([GTM_INIT_HASH, ...own]));
  }
}

/** Records the page's policy violations from its first script on (call before navigating). */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
}

/** The violations recorded so far (zod runs jitless in the browser, so not even its `new Function` probe is one). */
export async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
