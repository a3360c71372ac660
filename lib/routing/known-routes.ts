/**
 * The routes under `app/[locale]` as the proxy sees them after next-intl has
 * rewritten the visible path to the internal one (`/tedavi/x` → `/tr/treatment/x`).
 * The lists never get here: the proxy rewrites them itself (lib/routing/list-query.ts),
 * and their internal routes (`/tr/treatments/x`) are not addresses of their own.
 * Anything else is an unknown path, redirected without rendering a page. A detail page's
 * sharing image (`/treatment/x/opengraph-image/card`) is a route of its own.
 */
const KNOWN_ROUTE =
  /^\/(tr|en)(\/(about|contact|privacy|singleservice|terms)|\/(treatment|blog)\/[^/]+(\/opengraph-image\/[^/]+)?|\/missing\/(treatment|article))?\/?$/;

export function isKnownRoute(internalPathname: string): boolean {
  return KNOWN_ROUTE.test(internalPathname);
}
