import type { AppPathname, Locale } from '@/i18n/routing';
import type { DetailKind } from './detail-kinds';

/**
 * The internal paths under `app/[locale]` the proxy rewrites to besides the
 * route table's own: the lists' cached pages and the not-found pages of content.
 * They are not addresses of their own: asked for directly, no page owns them
 * (request-route.ts reads them as unknown).
 */

/**
 * The lists: answered from internal pages with the query in the path
 * (`/tr/treatments/ortodonti`, `/en/blogs/implants/2`, see list-query.ts),
 * never under their own route.
 */
export const LIST_PATHNAMES = ['/treatments', '/blogs'] as const satisfies readonly AppPathname[];
export type ListPathname = (typeof LIST_PATHNAMES)[number];

export function isListPathname(pathname: string): pathname is ListPathname {
  return (LIST_PATHNAMES as readonly string[]).includes(pathname);
}

/**
 * The metadata files `app/` generates (robots.ts, sitemap.ts, manifest.ts, icon.svg,
 * apple-icon.png): route handlers whose answers Next caches. The proxy sees them only to refuse
 * every method but GET and HEAD, which would otherwise regenerate and store them.
 */
export const METADATA_FILES = ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/icon.svg', '/apple-icon.png'] as const;

export function isMetadataFile(pathname: string): boolean {
  return (METADATA_FILES as readonly string[]).includes(pathname);
}

/**
 * The folders and files of public/, which Next's file server answers (the proxy's matcher leaves
 * them out, as does lib/security/headers.ts `NON_PAGE_PATHS`). lib/routing/__tests__/request-route.test.ts
 * checks the lists against public/.
 */
export const PUBLIC_FOLDERS = ['images', 'og', 'icons', 'fonts'] as const;
/** The service worker that keeps the pages a visitor has seen (components/layout/KeepPagesOnDevice.tsx). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const PUBLIC_FILES = [SERVICE_WORKER_PATH] as const;

export function isPublicFile(pathname: string): boolean {
  return PUBLIC_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`)) || (PUBLIC_FILES as readonly string[]).includes(pathname);
}

/** The internal page that shows "not found" for a kind of content (`/tr/missing/treatment`). */
export function missingContentPath(locale: Locale, kind: DetailKind): string {
  return `/${locale}/missing/${kind}`;
}

/** The internal path of a page under `app/[locale]` (`/tr` for home, `/en/treatment/implant`), where the proxy and next.config.ts's rewrites send its address. */
export function internalPagePath(locale: Locale, pathname: string): string {
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/** The category segment of a list without `?category=` (the list's default). */
export const NO_CATEGORY = '_';

/** The internal cached page of a list: `/tr/treatments/ortodonti`, `/en/blogs/_/2`. */
export function listPagePath(locale: Locale, list: ListPathname, segments: string[]): string {
  return `/${locale}${list}/${segments.join('/')}`;
}

/** The internal cached page of a list at its own address, without a query: every category, the first page. */
export function plainListPath(locale: Locale, list: ListPathname): string {
  return listPagePath(locale, list, list === '/treatments' ? [NO_CATEGORY] : [NO_CATEGORY, '1']);
}
