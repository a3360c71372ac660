import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { localizeHref, parseVisiblePath, splitVisiblePath } from './i18n/localize';
import { routing } from './i18n/routing';
import { resolveListUrl } from './lib/routing/list-query';
import { findMissingContent, NOT_FOUND_CACHE_CONTROL } from './lib/routing/missing-content';
import { isKnownRoute, missingContentPath } from './lib/routing/known-routes';
import { withContentSecurityPolicy } from './lib/security/nonce-policy';

const handleI18nRouting = createMiddleware(routing);

/** Every answer gets its Content-Security-Policy (a nonce for pages rendered per request): lib/security/nonce-policy.ts. */
export default async function proxy(request: NextRequest) {
  return withContentSecurityPolicy(request, await route(request));
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // Unknown paths go to the home page of their language: under /en to /en, all others to /.
  const { locale, segments } = splitVisiblePath(pathname);
  const home = new URL(localizeHref('/', locale), request.url);
  // Next.js answers an undecodable path with 500 (vercel/next.js#94278): treat it as unknown.
  if (!isDecodable(pathname)) return NextResponse.redirect(home);
  // The internal not-found pages are only reached through the rewrite below.
  if (segments[0] === 'missing') return NextResponse.redirect(home);
  // Read once from the route table; the slug is decoded here and passed on decoded.
  const visibleRoute = parseVisiblePath(pathname);
  const missing = await findMissingContent(visibleRoute);
  if (missing) {
    const response = NextResponse.rewrite(new URL(missingContentPath(missing.locale, missing.kind), request.url), { status: 404 });
    // Content published later must show: a CDN keeps the 404 for a minute at most.
    response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    return response;
  }
  // The lists are cached pages per category and page; the visible URL keeps its query.
  const list = await resolveListUrl(pathname, request.nextUrl.searchParams);
  if (list && 'redirect' in list) return NextResponse.redirect(new URL(list.redirect, request.url), 307);
  if (list) return NextResponse.rewrite(new URL(list.rewrite, request.url));
  const response = handleI18nRouting(request);
  // The language comes from the path alone (no detection), so each redirect next-intl makes
  // (`/tr/about` → `/about`, `/en/tedaviler` → `/en/treatments`) names the page's one address:
  // permanent, so search engines move their signals to it.
  const location = response.headers.get('location');
  if (response.status === 307 && location) return NextResponse.redirect(location, 308);
  // Unknown paths go to the home page of their language here, without rendering a page.
  const rewritten = response.headers.get('x-middleware-rewrite');
  const internal = rewritten ? new URL(rewritten).pathname : pathname;
  if (!isKnownRoute(internal)) return NextResponse.redirect(home, 307);
  return response;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
