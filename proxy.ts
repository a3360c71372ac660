import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { localizeHref } from './i18n/localize';
import { routing } from './i18n/routing';
import { isKnownSlug } from './lib/routing/detail-kinds';
import { missingContentPath } from './lib/routing/known-routes';
import { resolveList } from './lib/routing/list-query';
import { pagePath, readRoute, servedFromPageCache, type RequestRoute } from './lib/routing/request-route';
import { withContentSecurityPolicy } from './lib/security/nonce-policy';
import { namesETag, PAGE_VARY, pageValidator } from './lib/page-cache/validators.mjs';

const handleI18nRouting = createMiddleware(routing);

/** A not-found answer may be kept a minute at most: the slug may be published any time. */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * Every request for a page, and every other path no file or API route owns, comes here first
 * (see the matcher below). The path is read once into a typed route; only a page that exists is
 * passed on to Next, which renders and caches it: a made-up address is redirected or answered
 * here, without rendering or storing anything. Every answer gets its Content-Security-Policy
 * (a nonce for pages rendered per request): lib/security/nonce-policy.ts.
 */
export default async function proxy(request: NextRequest) {
  const route = readRoute(request.nextUrl.pathname, request.nextUrl.searchParams);
  const response = await answer(request, route);
  // A metadata file keeps the policy headers() gives every file (lib/security/headers.ts): a second one would be enforced too.
  return route.kind === 'file' ? response : withContentSecurityPolicy(request, response, servedFromPageCache(route));
}

/** A 404 without a page (an empty body): for paths that are no page's address (`.php`, `/api/x`), and sharing cards of unknown slugs. */
function notFoundWithoutPage(): NextResponse {
  return new NextResponse(null, { status: 404, headers: { 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });
}

async function answer(request: NextRequest, route: RequestRoute): Promise<NextResponse> {
  // Pages and metadata files answer GET and HEAD. Anything else (a bot's form POST, a `Next-Action`
  // POST) renders nothing and never reaches the page cache: Next regenerates an expired page or
  // metadata file for whatever request comes first and stores the answer, a 405 included
  // (vercel/next.js#78070: a form POST reaches a static route's render; lib/page-cache/handler.mjs).
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  // Unknown paths go to the home page of their language: under /en to /en, all others to /.
  const home = new URL(localizeHref('/', route.locale), request.url);
  switch (route.kind) {
    case 'file':
      return NextResponse.next();
    case 'malformed':
      return NextResponse.redirect(home);
    case 'no-page':
      return notFoundWithoutPage();
    case 'sharing-image':
      if (!(await isKnownSlug(route.detail, route.locale, route.slug))) return notFoundWithoutPage();
      break;
    case 'detail':
      // Next.js 16 serves an empty body for a page's own notFound() (vercel/next.js#98295): the proxy
      // answers unknown slugs with the prerendered not-found page of their kind, status 404.
      if (!(await isKnownSlug(route.detail, route.locale, route.slug))) {
        const response = NextResponse.rewrite(new URL(missingContentPath(route.locale, route.detail), request.url), { status: 404 });
        response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
        return response;
      }
      break;
    case 'list': {
      // The lists are cached pages per category and page; the visible URL keeps its query.
      const list = await resolveList(route);
      if ('redirect' in list) return NextResponse.redirect(new URL(list.redirect, request.url), 307);
      return passCachedPage(request, list.rewrite, new URL(list.rewrite, request.url));
    }
  }
  // A page at its one address goes to its internal route as next-intl would send it, without
  // next-intl matching the path against the whole route table again (lib/routing/request-route.ts).
  const internal = pagePath(route, request.nextUrl.pathname);
  if (internal)
    return passCachedPage(
      request,
      internal,
      internal === request.nextUrl.pathname ? undefined : new URL(internal + request.nextUrl.search, request.url),
    );
  const response = handleI18nRouting(request);
  // The language comes from the path alone (no detection), so each redirect next-intl makes
  // (`/tr/about` → `/about`, `/en/tedaviler` → `/en/treatments`) names the page's one address:
  // permanent, so search engines move their signals to it.
  const location = response.headers.get('location');
  if (location) return response.status === 307 ? NextResponse.redirect(location, 308) : response;
  // What no page owns goes to the home page of its language, without rendering a page.
  if (route.kind === 'unknown') return NextResponse.redirect(home, 307);
  return response;
}

/**
 * A cached page, passed on to Next at its internal path (`rewrite`; unchanged without one). Its answer
 * carries the ETag of the page's entry (the page cache puts it there), and while memory serves the page a
 * request whose If-None-Match names it (a returning visitor's copy, the service worker's or a cache's
 * refresh) is answered 304 here, with the Cache-Control and Vary the page's 200 carries
 * (lib/page-cache/validators.mjs). The ETag names the entry: its HTML, and the flight data of a
 * client navigation to it (Next hides those requests' headers from the proxy), which the HTML holds whole.
 */
function passCachedPage(request: NextRequest, internal: string, rewrite: URL | undefined): NextResponse {
  const validator = pageValidator(internal);
  if (validator?.cacheControl && namesETag(request.headers.get('if-none-match'), validator.etag)) {
    return new NextResponse(null, {
      status: 304,
      headers: { ETag: validator.etag, 'Cache-Control': validator.cacheControl, Vary: PAGE_VARY },
    });
  }
  return rewrite ? NextResponse.rewrite(rewrite) : NextResponse.next();
}

export const config = {
  // 1. Every path but Next's own files, the API routes, the files in public/ (its folders and the
  //    service worker, sw.js) and the pages' one addresses: a path with a dot is asked for here
  //    too, so a made-up one never reaches a page, and so are the generated metadata files, for
  //    their methods. A new API route or top-level public folder or file is added here (and to
  //    NON_PAGE_PATHS, lib/security/headers.ts).
  // 2. The pages at their one addresses in every language (as sent and decoded: Next runs the
  //    proxy if either matches; a detail page's with a slug as the content writes them), only when
  //    there is something to decide: a conditional request (its 304) or a list's query. A plain GET
  //    for one is rewritten by next.config.ts and answered from the page cache without the proxy,
  //    a made-up slug with its not-found page (lib/routing/page-addresses.ts, whose tests check this
  //    list: `matcherExclusions()`).
  matcher: [
    '/((?!(?:|tedaviler|about|singleservice|blogs|contact|kvkk-aydinlatma-metni|kullanim-kosullari|en|en/treatments|en/about|en/singleservice|en/blogs|en/contact|en/privacy-notice|en/terms-of-use|de|de/behandlungen|de/ueber-uns|de/leistungen|de/ratgeber|de/kontakt|de/datenschutz|de/nutzungsbedingungen|ar|ar/%D8%A7%D9%84%D8%B9%D9%84%D8%A7%D8%AC%D8%A7%D8%AA|ar/العلاجات|ar/%D9%85%D9%86-%D9%86%D8%AD%D9%86|ar/من-نحن|ar/%D8%AE%D8%AF%D9%85%D8%A7%D8%AA%D9%86%D8%A7|ar/خدماتنا|ar/%D8%A7%D9%84%D9%85%D8%AF%D9%88%D9%86%D8%A9|ar/المدونة|ar/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7|ar/اتصل-بنا|ar/%D8%B3%D9%8A%D8%A7%D8%B3%D8%A9-%D8%A7%D9%84%D8%AE%D8%B5%D9%88%D8%B5%D9%8A%D8%A9|ar/سياسة-الخصوصية|ar/%D8%B4%D8%B1%D9%88%D8%B7-%D8%A7%D9%84%D8%A7%D8%B3%D8%AA%D8%AE%D8%AF%D8%A7%D9%85|ar/شروط-الاستخدام|tedavi/[a-z0-9]+(?:-[a-z0-9]+)*|hekimlerimiz/[a-z0-9]+(?:-[a-z0-9]+)*|blog/[a-z0-9]+(?:-[a-z0-9]+)*|en/treatment/[a-z0-9]+(?:-[a-z0-9]+)*|en/dentists/[a-z0-9]+(?:-[a-z0-9]+)*|en/blog/[a-z0-9]+(?:-[a-z0-9]+)*|de/behandlung/[a-z0-9]+(?:-[a-z0-9]+)*|de/zahnaerzte/[a-z0-9]+(?:-[a-z0-9]+)*|de/ratgeber/[a-z0-9]+(?:-[a-z0-9]+)*|ar/%D8%B9%D9%84%D8%A7%D8%AC/[a-z0-9]+(?:-[a-z0-9]+)*|ar/علاج/[a-z0-9]+(?:-[a-z0-9]+)*|ar/%D8%A3%D8%B7%D8%A8%D8%A7%D8%A4%D9%86%D8%A7/[a-z0-9]+(?:-[a-z0-9]+)*|ar/أطباؤنا/[a-z0-9]+(?:-[a-z0-9]+)*|ar/%D8%A7%D9%84%D9%85%D8%AF%D9%88%D9%86%D8%A9/[a-z0-9]+(?:-[a-z0-9]+)*|ar/المدونة/[a-z0-9]+(?:-[a-z0-9]+)*)$|_next/|_vercel/|api/(?:health|revalidate|send-request)(?:/|$)|images/|og/|icons/|fonts/|sw\\.js$).*)',
    {
      source: '/((?!_next/|_vercel/|api/(?:health|revalidate|send-request)(?:/|$)|images/|og/|icons/|fonts/|sw\\.js$).*)',
      has: [{ type: 'header', key: 'if-none-match' }],
    },
    {
      source: '/((?!_next/|_vercel/|api/(?:health|revalidate|send-request)(?:/|$)|images/|og/|icons/|fonts/|sw\\.js$).*)',
      has: [{ type: 'query', key: 'category' }],
    },
    {
      source: '/((?!_next/|_vercel/|api/(?:health|revalidate|send-request)(?:/|$)|images/|og/|icons/|fonts/|sw\\.js$).*)',
      has: [{ type: 'query', key: 'page' }],
    },
  ],
};
