import type { NextRequest, NextResponse } from 'next/server';
import { parseRoutePath } from '@/i18n/route-path';
import { isListPagePath, isListPathname, isMissingContentPath } from '@/lib/routing/known-routes';
import { contentSecurityPolicy, securityHeaderOptions } from './headers';
import { browserScriptSources } from './script-hashes.mjs';

/**
 * The Content-Security-Policy of the paths the proxy sees (every page, the redirects it makes).
 * Who sends a page's policy depends on how Next serves it:
 * - from the page cache (prerendered, or regenerated after a CMS edit): the cache handler
 *   (csp-cache-handler.mjs) adds one with the hashes of the HTML it serves. The proxy must send
 *   none there: Next appends the entry's headers, and a second policy would be enforced too;
 * - rendered per request: a fresh nonce, on the request (Next reads it there and stamps its own
 *   scripts with it) and on the response;
 * - redirects: the page policy without a nonce (there is no page to run).
 * Each adds the hash of the tag manager's init snippet, made in the browser after consent.
 * `next dev` has no page cache: every page gets the development policy (inline scripts and eval).
 */

/**
 * Whether Next serves the page at this path from its page cache. The path is the one Next renders:
 * the proxy's rewrite target (`/tr/about`, `/tr/missing/treatment`) or, without a rewrite, the
 * browser's (`/en/about`). Every page is cached today (the lists too, under their internal
 * routes); a path that is not a page (the catch-all of unknown paths) gets a nonce. Change this when a page changes how it is served: a cached page answered with a nonce
 * policy as well would carry two policies and block its own scripts.
 */
export function isServedFromPageCache(pathname: string): boolean {
  // The not-found pages the proxy rewrites to are prerendered; the lists' internal pages are regenerated every minute.
  if (isMissingContentPath(pathname) || isListPagePath(pathname)) return true;
  // The lists' own routes are never rendered under their path (the proxy rewrites them to their internal pages).
  const route = parseRoutePath(pathname);
  return route !== null && !isListPathname(route.pathname);
}

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

/** The path Next renders for a proxy response: the rewrite target, or the request's own path. */
function renderedPath(request: NextRequest, response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
}

/** Adds the policy a proxy response needs (see above). */
export function withContentSecurityPolicy(request: NextRequest, response: NextResponse): NextResponse {
  const options = securityHeaderOptions();
  if (options.development) {
    response.headers.set(HEADER, contentSecurityPolicy(options));
  } else if (response.headers.has('location')) {
    response.headers.set(HEADER, contentSecurityPolicy(options, browserScriptSources()));
  } else if (!isServedFromPageCache(renderedPath(request, response))) {
    const policy = contentSecurityPolicy(options, [`'nonce-${createNonce()}'`, ...browserScriptSources()]);
    setRequestHeader(request, response, HEADER, policy);
    response.headers.set(HEADER, policy);
  }
  return response;
}
