import { DEFAULT_LOCALE, isLocale, language, ROUTES, type AppPathname, type Locale } from './locales';

/**
 * Localized URLs computed from each language's `paths` (i18n/languages.json), without next-intl's client
 * runtime: the browser gets these few lines instead of the ICU message
 * formatter that next-intl's client provider and hooks bring along (about
 * 12 kB compressed on every page). The server's `i18n/navigation.ts` uses
 * them too; tests check they agree with next-intl's `getPathname` for every route.
 */

export type RouteParams = Record<string, string>;
export type Query = Record<string, string | number | undefined>;

/** An internal pathname, or one with the values of its dynamic segments and a query. */
export type Href = AppPathname | { pathname: AppPathname; params?: RouteParams; query?: Query };

/**
 * Letters outside ASCII percent-encoded, as a URL is written (and as next-intl writes the path
 * names of a language in another script: `/ar/العلاجات` → `/ar/%D8%A7…`); `%` escapes already
 * there (an encoded slug's) stay as they are. The browser shows the letters again.
 */
export function encodeNonAscii(path: string): string {
  return path.replace(/[^\x20-\x7e]+/g, (run) => encodeURIComponent(run));
}

function template(pathname: AppPathname, locale: Locale): string {
  return language(locale).paths[pathname];
}

function prefixed(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A template with the values of its dynamic segments, encoded: `/tedavi/[slug]` → `/tedavi/di%C5%9F`. */
function fill(path: string, params: RouteParams): string {
  return path.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The visible URL of an internal pathname in a language: `/treatment/[slug]` + `{slug}` → `/tedavi/x`. */
export function localizeHref(href: Href, locale: Locale): string {
  const { pathname, params = {}, query } = typeof href === 'string' ? { pathname: href } : href;
  return prefixed(encodeNonAscii(fill(template(pathname, locale), params)), locale) + queryString(query);
}

export interface InternalRoute {
  locale: Locale;
  pathname: AppPathname;
  params: RouteParams;
}

/**
 * The route whose template (as `templateOf` spells it) has the path's
 * segments, with the values of its dynamic segments decoded.
 */
export function matchRoute(segments: string[], locale: Locale, templateOf: (pathname: AppPathname) => string): InternalRoute | null {
  for (const pathname of ROUTES) {
    const parts = templateOf(pathname).split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: RouteParams = {};
    const matches = parts.every((part, index) => {
      const dynamic = /^\[(.+)\]$/.exec(part);
      if (dynamic) {
        params[dynamic[1]!] = decodeSegment(segments[index]!);
        return true;
      }
      // A path in another script arrives percent-encoded (`/ar/%D8%A7…`); the template is written out.
      return part === decodeSegment(segments[index]!);
    });
    if (matches) return { locale, pathname, params };
  }
  return null;
}

/**
 * The language of a visible path and its segments after the language prefix:
 * `/en/treatment/x` → en, `['treatment', 'x']`; a path without a prefix is in
 * the default language (`/tr/…` is not a prefix: next-intl redirects it).
 */
export function splitVisiblePath(visible: string): { locale: Locale; segments: string[] } {
  const segments = visible.split('/').filter(Boolean);
  const locale: Locale = segments[0] && segments[0] !== DEFAULT_LOCALE && isLocale(segments[0]) ? segments.shift()! : DEFAULT_LOCALE;
  return { locale, segments };
}

/** The reverse: which route a visible path is (`/en/treatment/x` → `/treatment/[slug]`, `{slug: 'x'}`), if any. */
export function parseVisiblePath(visible: string): InternalRoute | null {
  const { locale, segments } = splitVisiblePath(visible);
  return matchRoute(segments, locale, (pathname) => template(pathname, locale));
}

/**
 * An internal pathname under the language's prefix but with its internal
 * segments (`/treatment/x` in Turkish, `/en/treatment/x`). next-intl passes
 * such a path on to the route as it is when no localized template matches it,
 * which is how the sub-routes of a localized route (a page's generated sharing
 * image) are reached.
 */
export function prefixedInternalHref(href: Href, locale: Locale): string {
  const { pathname, params = {} } = typeof href === 'string' ? { pathname: href } : href;
  return prefixed(fill(pathname, params), locale);
}

/** A path segment as written (`%C3%A7` → `ç`); a malformed one stays as it is. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
