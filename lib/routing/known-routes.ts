import { matchRoute } from '@/i18n/localize';
import { isLocale, type AppPathname, type Locale } from '@/i18n/routing';

/**
 * The internal paths under `app/[locale]` the proxy rewrites to or lets
 * through, derived from the route table in i18n/routing.ts: the routes there,
 * plus the lists' cached pages and the not-found pages of content.
 */

/**
 * The lists: answered from internal pages with the query in the path
 * (`/tr/treatments/ortodonti`, `/en/blogs/implants/2`, see list-query.ts),
 * never under their own route.
 */
export const LIST_PATHNAMES = ['/treatments', '/blogs'] as const satisfies readonly AppPathname[];
export type ListPathname = (typeof LIST_PATHNAMES)[number];

/** How many segments a list's cached page adds: the category, and for the blog the page number. */
const LIST_PAGE_SEGMENTS: Record<ListPathname, number> = { '/treatments': 1, '/blogs': 2 };

export function isListPathname(pathname: string): pathname is ListPathname {
  return (LIST_PATHNAMES as readonly string[]).includes(pathname);
}

/** The kinds of content with a not-found page of their own (`/tr/missing/treatment`). */
export const MISSING_KINDS = ['treatment', 'article', 'dentist'] as const;
export type MissingKind = (typeof MISSING_KINDS)[number];

/** The internal page that shows "not found" for a kind of content. */
export function missingContentPath(locale: Locale, kind: MissingKind): string {
  return `/${locale}/missing/${kind}`;
}

/** The internal cached page of a list: `/tr/treatments/ortodonti`, `/en/blogs/_/2`. */
export function listPagePath(locale: Locale, list: ListPathname, segments: string[]): string {
  return `/${locale}${list}/${segments.join('/')}`;
}

/** The language and the segments of an internal path (`/tr/about/` → tr, `['about']`); null if it has none or an empty segment. */
function splitInternalPath(path: string): { locale: Locale; segments: string[] } | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const [root, locale, ...segments] = trimmed.split('/');
  if (root !== '' || !isLocale(locale) || segments.includes('')) return null;
  return { locale, segments };
}

/** Whether an internal path is a not-found page of content. */
export function isMissingContentPath(path: string): boolean {
  const parts = splitInternalPath(path);
  return (
    parts?.segments.length === 2 && parts.segments[0] === 'missing' && (MISSING_KINDS as readonly string[]).includes(parts.segments[1]!)
  );
}

/** Whether an internal path is one of the lists' cached pages. */
export function isListPagePath(path: string): boolean {
  const parts = splitInternalPath(path);
  if (!parts) return false;
  const list = `/${parts.segments[0]}`;
  return isListPathname(list) && parts.segments.length === 1 + LIST_PAGE_SEGMENTS[list];
}

/**
 * The routes the proxy lets through after next-intl has rewritten the visible
 * path to the internal one (`/tedavi/x` → `/tr/treatment/x`): every route of
 * the table but the lists (their internal pages are reached only through the
 * proxy's own rewrite), a route's generated sharing image
 * (`/tr/treatment/x/opengraph-image/card`), and the not-found pages.
 */
export function isKnownRoute(path: string): boolean {
  const parts = splitInternalPath(path);
  if (!parts) return false;
  if (isMissingContentPath(path)) return true;
  const { locale, segments } = parts;
  const sharingImage = segments.length > 2 && segments.at(-2) === 'opengraph-image';
  const route = matchRoute(sharingImage ? segments.slice(0, -2) : segments, locale, (pathname) => pathname);
  if (!route || isListPathname(route.pathname)) return false;
  return !sharingImage || route.pathname.includes('[');
}
