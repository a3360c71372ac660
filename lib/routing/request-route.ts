import { localizeHref, matchRoute, parseVisiblePath, splitVisiblePath } from '@/i18n/localize';
import type { AppPathname, Locale } from '@/i18n/routing';
import { parseCategoryParam, parsePageParam } from '@/lib/content/query-params';
import { DETAIL_KINDS, detailKindOf, type DetailKind } from './detail-kinds';
import { internalPagePath, isListPathname, isMetadataFile, type ListPathname } from './known-routes';

/**
 * A request's path and query read once, in the proxy, into what it asks for.
 * Everything after reads this value: the known-content check (detail-kinds.ts),
 * the lists' rewrite (list-query.ts), the Content-Security-Policy's choice of
 * hashes or nonce (`servedFromPageCache`). The route table itself is in
 * i18n/routing.ts; this adds what the proxy must tell apart.
 */
export type RequestRoute =
  /** A fixed page of the route table (home, about, contact …). */
  | { kind: 'page'; locale: Locale; pathname: AppPathname }
  /** A detail page: `/tedavi/{slug}`, `/en/blog/{slug}`; the slug decoded. */
  | { kind: 'detail'; locale: Locale; detail: DetailKind; slug: string }
  /** A detail page's generated sharing card: `/treatment/{slug}/opengraph-image/card` (lib/seo/sharing-image.ts). */
  | { kind: 'sharing-image'; locale: Locale; detail: DetailKind; slug: string }
  /** A metadata file of `app/` (`/robots.txt`, `/sitemap.xml` …, known-routes.ts): its route handler answers. */
  | { kind: 'file'; locale: Locale }
  /** A list at its own address, with its query read: malformed values are left out (category) or page 1. */
  | { kind: 'list'; locale: Locale; list: ListPathname; category: string | undefined; page: number }
  /**
   * Not a page's address at all: its last segment names a file (`/x.php`, `/en/.env`, `/wp-admin/x.bak`), an API path no
   * route has, or the sharing card of a page that has none (`/dentist/x/opengraph-image/card`, `/en/about/opengraph-image/card`).
   */
  | { kind: 'no-page'; locale: Locale }
  /** No page owns it at this address (next-intl may know the one address of a page under a wrong form of it). */
  | { kind: 'unknown'; locale: Locale }
  /** Not decodable (`/%E0%A4%A`): Next.js would answer 500 (vercel/next.js#94278). */
  | { kind: 'malformed'; locale: Locale };

/** A last segment with a dot names a file: no page of the site has one in its address. */
const FILE_SEGMENT = /\./;

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * `/treatment/x/opengraph-image/card`, `/en/blog/x/opengraph-image/card`: the card route under the detail's internal path.
 * Any other path of that shape is no card (the fixed pages' cards are files in public/og, a dentist's page has none):
 * answered like the card of an unknown slug, never passed on to render a page.
 */
function sharingImage(segments: string[], locale: Locale): RequestRoute | null {
  if (segments.length < 3 || segments.at(-2) !== 'opengraph-image' || segments.at(-1) !== 'card') return null;
  const route = matchRoute(segments.slice(0, -2), locale, (pathname) => pathname);
  const detail = route ? detailKindOf(route.pathname) : null;
  if (!route || !detail || !DETAIL_KINDS[detail].sharingCard) return { kind: 'no-page', locale };
  return { kind: 'sharing-image', locale, detail, slug: route.params.slug ?? '' };
}

export function readRoute(pathname: string, search: URLSearchParams): RequestRoute {
  const { locale, segments } = splitVisiblePath(pathname);
  if (isMetadataFile(pathname)) return { kind: 'file', locale };
  if (!isDecodable(pathname)) return { kind: 'malformed', locale };
  const route = parseVisiblePath(pathname);
  if (route) {
    const detail = detailKindOf(route.pathname);
    if (detail) return { kind: 'detail', locale, detail, slug: route.params.slug ?? '' };
    if (!isListPathname(route.pathname)) return { kind: 'page', locale, pathname: route.pathname };
    // Only the list's own address, as its language spells it, is the list.
    if (localizeHref(route.pathname, locale) === pathname) {
      const category = parseCategoryParam(search.getAll('category'));
      return { kind: 'list', locale, list: route.pathname, category, page: parsePageParam(search.getAll('page')) };
    }
  }
  const image = sharingImage(segments, locale);
  if (image) return image;
  const noPage = segments[0] === 'api' || FILE_SEGMENT.test(segments.at(-1) ?? '');
  return { kind: noPage ? 'no-page' : 'unknown', locale };
}

/**
 * Whether the page a route leads to comes from the page cache, which gives it
 * its policy with the hashes of its scripts (lib/security/nonce-policy.ts):
 * every page does today, the lists through their internal routes and unknown
 * slugs through the prerendered not-found page. Change this when a page is
 * rendered per request.
 */
export function servedFromPageCache(route: RequestRoute): boolean {
  return route.kind === 'page' || route.kind === 'detail' || route.kind === 'list';
}

/**
 * The internal path of a page or detail page asked for at its one address, as next-intl
 * rewrites it (`/tedavi/x` → `/tr/treatment/x`, `/en` → `/en`); null for any other route, and
 * for any other spelling of a page's address (`/tr/tedavi/x`, a slug encoded otherwise), which
 * next-intl redirects to the one address. The proxy passes such a page on itself: next-intl
 * would match the path against every route of the table again, on every request.
 */
export function pagePath(route: RequestRoute, visible: string): string | null {
  if (route.kind !== 'page' && route.kind !== 'detail') return null;
  const pathname: AppPathname = route.kind === 'page' ? route.pathname : DETAIL_KINDS[route.detail].route;
  const slug = route.kind === 'detail' ? route.slug : undefined;
  if (localizeHref({ pathname, params: slug === undefined ? undefined : { slug } }, route.locale) !== visible) return null;
  const internal = slug === undefined ? pathname : pathname.replace('[slug]', encodeURIComponent(slug));
  return internalPagePath(route.locale, internal);
}
