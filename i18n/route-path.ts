import { localizeHref, matchRoute, parseVisiblePath, type InternalRoute } from './localize';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The route of a path in the form of the app folder (`/tr/treatment/x`): what
 * Next.js's `usePathname` gives while a page is prerendered, after the proxy's
 * rewrite, whereas the browser then shows `/tedavi/x`.
 */
function parseInternalPath(path: string): InternalRoute | null {
  const segments = path.split('/').filter(Boolean);
  const locale = segments.shift();
  if (!locale || !isLocale(locale)) return null;
  return matchRoute(segments, locale, (pathname) => pathname);
}

/**
 * The route of the current path, whether the browser's (`/tedavi/x`,
 * `/en/treatment/x`) or the prerendering server's (`/tr/treatment/x`): both
 * must give the same answer, or the hydrated page would differ from its HTML.
 */
export function parseRoutePath(path: string): InternalRoute | null {
  return parseVisiblePath(path) ?? parseInternalPath(path);
}

/**
 * The current path's URL in another language, without the query string:
 * `/tedavi/x` → `/en/treatment/x`, `/de/behandlung/x`. The language menu links there (unless the
 * page registered another URL, as an article with a translated slug does).
 */
export function counterpartPath(path: string, target: Locale): string {
  const route = parseRoutePath(path);
  if (route) return localizeHref({ pathname: route.pathname, params: route.params }, target);
  // A path outside the route table keeps its segments and only changes its language prefix (as next-intl did).
  const segments = path.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  const rest = `/${segments.join('/')}`;
  if (target === DEFAULT_LOCALE) return rest;
  return rest === '/' ? `/${target}` : `/${target}${rest}`;
}
