import { localizeHref } from '../../i18n/localize';
import { LOCALES, ROUTES, type AppPathname, type Locale } from '../../i18n/locales';
import { isListPathname, plainListPath } from './known-routes';

/**
 * The addresses of the pages without a slug (home, the lists, about, contact …) in every
 * language, and the cached page Next serves each from: `/tedaviler` → `/tr/treatments/_`,
 * `/en/privacy-notice` → `/en/privacy`. Each exists whatever the content, so a plain GET for one
 * needs nothing the proxy decides: next.config.ts rewrites it and Next answers it from the page
 * cache without running the proxy (proxy.ts's matcher leaves these addresses out), which is
 * most of the CPU time of each such answer (docs/performance.md, "The proxy's share").
 * What still needs the proxy reaches it: a query the lists read (`?category=`, `?page=`), a
 * conditional request (its 304, lib/page-cache/validators.mjs). Any other method is refused
 * before Next (lib/security/unanswerable-methods.ts).
 *
 * Plain imports only: next.config.ts loads this module.
 */

export interface PageAddress {
  /** The visible path, non-ASCII letters percent-encoded as a browser sends them (`/ar/%D8%A7…`). */
  address: string;
  /** The internal path of its cached page. */
  internal: string;
}

function internalPath(route: AppPathname, locale: Locale): string {
  if (isListPathname(route)) return plainListPath(locale, route);
  return route === '/' ? `/${locale}` : `/${locale}${route}`;
}

/** Every page address without a slug, in every language (see above). */
export const PAGE_ADDRESSES: readonly PageAddress[] = LOCALES.flatMap((locale) =>
  ROUTES.filter((route) => !route.includes('[')).map((route) => ({
    address: localizeHref(route, locale),
    internal: internalPath(route, locale),
  })),
);

const ADDRESSES = new Set(PAGE_ADDRESSES.map(({ address }) => address));

/** Whether a request's path (as sent: percent-encoded) is one of these addresses. */
export function isPageAddress(pathname: string): boolean {
  return ADDRESSES.has(pathname);
}

/**
 * next.config.ts's rewrites (`beforeFiles`: ahead of the app's own `[locale]` route): each
 * address to its cached page, written both ways Next may compare them (as sent and decoded).
 */
export function pageAddressRewrites(): { source: string; destination: string }[] {
  return PAGE_ADDRESSES.filter(({ address, internal }) => address !== internal).flatMap(({ address, internal }) => {
    const decoded = decodeURI(address);
    return [...new Set([address, decoded])].map((source) => ({ source, destination: internal }));
  });
}
