import type { NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, securityHeaderOptions } from './headers';
import { browserScriptSources } from './script-sources.mjs';

/**
 * The Content-Security-Policy of the paths the proxy sees (every page, the redirects it makes).
 * Who sends a page's policy depends on how Next serves it:
 * - from the page cache (prerendered, or regenerated after a CMS edit): the cache handler
 *   (lib/page-cache/handler.mjs) adds one with the hashes of the HTML it serves. The proxy must send
 *   none there: Next appends the entry's headers, and a second policy would be enforced too;
 * - rendered per request: a fresh nonce, on the request (Next reads it there and stamps its own
 *   scripts with it) and on the response;
 * - the proxy's own answers (redirects, a 404 or 405 without a page): the page policy without a
 *   nonce (there is no page to run);
 * - a 304 for a cached page (proxy.ts): none. A cache updates the copy it keeps with the 304's
 *   headers, so a policy there would replace the page's own, with its hashes.
 * Whether a page comes from the page cache is read from the request's route by the proxy
 * (`servedFromPageCache` in lib/routing/request-route.ts).
 * Each adds the hash of the tag manager's init snippet, made in the browser after consent.
 * `next dev` has no page cache: every page gets the development policy (inline scripts and eval).
 */

/** 128 random bits, base64: the nonce of one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const HEADER = 'content-security-policy';

/**
 * Gives the request Next renders a header, as `NextResponse.next({ request: { headers } })` does:
 * Next replaces the request's headers by those the response lists in `x-middleware-override-headers`.
 */
function setRequestHeader(request: NextRequest, response: NextResponse, name: string, value: string) {
  const listed = response.headers.get('x-middleware-override-headers');
  const names = listed ? listed.split(',').map((key) => key.trim()) : [];
  if (!listed) {
    for (const [key, current] of request.headers) {
      names.push(key);
      response.headers.set(`x-middleware-request-${key}`, current);
    }
  }
  if (!names.includes(name)) names.push(name);
  response.headers.set('x-middleware-override-headers', names.join(','));
  response.headers.set(`x-middleware-request-${name}`, value);
}

/** Whether a proxy response passes the request on to Next (a rewrite, or on as it is) rather than answering it itself. */
function passesOn(response: NextResponse): boolean {
  return response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
}

/** Adds the policy a proxy response needs (see above). */
export function withContentSecurityPolicy(request: NextRequest, response: NextResponse, servedFromPageCache: boolean): NextResponse {
  if (response.status === 304) return response;
  const options = securityHeaderOptions();
  if (options.development) {
    response.headers.set(HEADER, contentSecurityPolicy(options));
  } else if (response.headers.has('location') || !passesOn(response)) {
    response.headers.set(HEADER, contentSecurityPolicy(options, browserScriptSources()));
  } else if (!servedFromPageCache) {
    const policy = contentSecurityPolicy(options, [`'nonce-${createNonce()}'`, ...browserScriptSources()]);
    setRequestHeader(request, response, HEADER, policy);
    response.headers.set(HEADER, policy);
  }
  return response;
}
