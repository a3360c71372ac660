import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { isListPage, LIST_CACHE_CONTROL } from './lib/routing/list-pages';
import { findMissingContent, missingContentPath } from './lib/routing/missing-content';
import { withContentSecurityPolicy } from './lib/security/nonce-policy';

const handleI18nRouting = createMiddleware(routing);

/** Every answer gets its Content-Security-Policy (a nonce for pages rendered per request): lib/security/nonce-policy.ts. */
export default async function proxy(request: NextRequest) {
  return withContentSecurityPolicy(request, await route(request));
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // Next.js answers an undecodable path with 500 (vercel/next.js#94278): treat it as unknown.
  if (!isDecodable(pathname)) {
    return NextResponse.redirect(new URL(pathname.startsWith('/en/') || pathname === '/en' ? '/en' : '/', request.url));
  }
  // The internal not-found pages are only reached through the rewrite below.
  if (/^(\/en)?\/missing(\/|$)/.test(pathname)) {
    return NextResponse.redirect(new URL(pathname.startsWith('/en') ? '/en' : '/', request.url));
  }
  const missing = await findMissingContent(pathname);
  if (missing) {
    return NextResponse.rewrite(new URL(missingContentPath(missing.locale, missing.kind), request.url), { status: 404 });
  }
  const response = handleI18nRouting(request);
  // The language comes from the path alone (no detection), so each redirect next-intl makes
  // (`/tr/about` → `/about`, `/en/tedaviler` → `/en/treatments`) names the page's one address:
  // permanent, so search engines move their signals to it.
  const location = response.headers.get('location');
  if (response.status === 307 && location) return NextResponse.redirect(location, 308);
  // A CDN may hold the lists although they are rendered per request (see lib/routing/list-pages.ts).
  if (isListPage(pathname)) response.headers.set('Cache-Control', LIST_CACHE_CONTROL);
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
