import { localizeHref } from '../../i18n/localize';
import { LOCALES, ROUTES, type AppPathname, type Locale } from '../../i18n/locales';
import { internalPagePath, isListPathname, plainListPath } from './known-routes';

/**
 * The addresses Next answers from the page cache without running the proxy, which is most of the
 * CPU time of each such answer (docs/performance.md, "The proxy's share"): next.config.ts rewrites
 * each to its cached page, and proxy.ts's matcher leaves them out.
 *
 * - The pages without a slug (home, the lists, about, contact …) in every language, each to its
 *   cached page: `/tedaviler` → `/tr/treatments/_`, `/en/privacy-notice` → `/en/privacy`. Each
 *   exists whatever the content.
 * - The detail pages at their one address with a slug as the content writes them (lower-case
 *   letters, digits, hyphens): `/tedavi/implant` → `/tr/treatment/implant`. A slug the content does
 *   not have is answered by the page cache with the not-found page of its kind, without rendering
 *   (lib/page-cache/missing-details.mjs), as the proxy answers it; any other spelling goes to the proxy.
 *
 * What still needs the proxy reaches it: a query the lists read (`?category=`, `?page=`), a
 * conditional request (its 304, lib/page-cache/validators.mjs). Any other method than GET and HEAD
 * is refused before Next (lib/security/unanswerable-methods.ts).
 *
 * Plain imports only: next.config.ts loads this module.
 */

export interface PageAddress {
  /** The visible path, non-ASCII letters percent-encoded as a browser sends them (`/ar/%D8%A7…`). */
  address: string;
  /** The internal path of its cached page. */
  internal: string;
}

/** A slug as the content writes them; the one part of a detail address the rewrites and the matcher take as a pattern. */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SLUG = new RegExp(`^${SLUG_PATTERN}$`);
/** Stands for the slug while a detail route's address is written (a valid slug, which localizeHref leaves as it is). */
const SLUG_MARK = 'slug';

function internalPath(route: AppPathname, locale: Locale): string {
  return isListPathname(route) ? plainListPath(locale, route) : internalPagePath(locale, route);
}

/** Every page address without a slug, in every language (see above). */
export const PAGE_ADDRESSES: readonly PageAddress[] = LOCALES.flatMap((locale) =>
  ROUTES.filter((route) => !route.includes('[')).map((route) => ({
    address: localizeHref(route, locale),
    internal: internalPath(route, locale),
  })),
);

/** Every detail route's address and internal path without the slug (`/tedavi/` → `/tr/treatment/`), in every language. */
export const DETAIL_ADDRESS_PREFIXES: readonly PageAddress[] = LOCALES.flatMap((locale) =>
  ROUTES.filter((route) => route.endsWith('/[slug]')).map((route) => ({
    address: localizeHref({ pathname: route, params: { slug: SLUG_MARK } }, locale).slice(0, -SLUG_MARK.length),
    internal: internalPagePath(locale, route.slice(0, -'[slug]'.length)),
  })),
);

const ADDRESSES = new Set(PAGE_ADDRESSES.map(({ address }) => address));

/** Whether a request's path (as sent: percent-encoded) is one of these addresses, a page's or a detail page's. */
export function isCachedPageAddress(pathname: string): boolean {
  if (ADDRESSES.has(pathname)) return true;
  const slugAt = pathname.lastIndexOf('/') + 1;
  return SLUG.test(pathname.slice(slugAt)) && DETAIL_ADDRESS_PREFIXES.some(({ address }) => address === pathname.slice(0, slugAt));
}

/** A path as sent and decoded: Next compares a path both ways, for the matcher and for the rewrites. */
function bothForms(path: string): string[] {
  return [...new Set([path, decodeURI(path)])];
}

/**
 * next.config.ts's rewrites (`beforeFiles`: ahead of the app's own `[locale]` route): each
 * address to its cached page, written both ways Next may compare them.
 */
export function pageAddressRewrites(): { source: string; destination: string }[] {
  const pages = PAGE_ADDRESSES.filter(({ address, internal }) => address !== internal).flatMap(({ address, internal }) =>
    bothForms(address).map((source) => ({ source, destination: internal })),
  );
  const details = DETAIL_ADDRESS_PREFIXES.filter(({ address, internal }) => address !== internal).flatMap(({ address, internal }) =>
    bothForms(address).map((prefix) => ({ source: `${prefix}:slug(${SLUG_PATTERN})`, destination: `${internal}:slug` })),
  );
  return [...pages, ...details];
}

/** The alternatives of proxy.ts's first matcher that leave these addresses out, as its tests expect them. */
export function matcherExclusions(): string[] {
  const escape = (path: string) => path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...new Set([
      ...PAGE_ADDRESSES.flatMap(({ address }) => bothForms(address).map(escape)),
      ...DETAIL_ADDRESS_PREFIXES.flatMap(({ address }) => bothForms(address).map((prefix) => escape(prefix) + SLUG_PATTERN)),
    ]),
  ];
}
