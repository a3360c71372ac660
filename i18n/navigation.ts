import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { localizeHref, type Href } from './localize';
import type { Locale } from './routing';

/**
 * Localized URLs and redirects for server code, with the signatures of
 * next-intl's `createNavigation`. Not built with it: its `Link` is a client
 * component, and a server module that merely imports `createNavigation` puts
 * that component, with next-intl's client runtime and ICU message formatter
 * (about 9 kB compressed), into the scripts of every page. `localizeHref` gives
 * the same URLs (tests compare it with next-intl's `getPathname` for every route).
 */

interface NavigationArgs {
  href: Href;
  locale: Locale;
}

/** The visible URL of an internal pathname in a language: `{href: '/treatments', locale: 'tr'}` → `/tedaviler`. */
export function getPathname({ href, locale }: NavigationArgs): string {
  return localizeHref(href, locale);
}

/** Next.js's `redirect` to a localized URL. */
export function redirect(args: NavigationArgs, type?: Parameters<typeof nextRedirect>[1]): never {
  return nextRedirect(getPathname(args), type);
}

/** Next.js's `permanentRedirect` (308) to a localized URL: the page has moved for good. */
export function permanentRedirect(args: NavigationArgs): never {
  return nextPermanentRedirect(getPathname(args));
}
