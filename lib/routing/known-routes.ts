/**
 * The routes under `app/[locale]` as the proxy sees them after next-intl has
 * rewritten the visible path to the internal one (`/tedaviler` → `/tr/treatments`).
 * Anything else is an unknown path, redirected without rendering a page. A detail page's
 * sharing image (`/treatment/x/opengraph-image/card`) is a route of its own.
 */
const KNOWN_ROUTE =
  /^\/(tr|en)(\/(about|blogs|contact|privacy|singleservice|terms|treatments)|\/(treatment|blog)\/[^/]+(\/opengraph-image\/[^/]+)?|\/missing\/(treatment|article))?\/?$/;

export function isKnownRoute(internalPathname: string): boolean {
  return KNOWN_ROUTE.test(internalPathname);
}
