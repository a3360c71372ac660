/**
 * The page's Google data layer. Pushing to it is local: nothing leaves the
 * browser until Google Tag Manager's script is loaded, which happens only after
 * consent (components/analytics/AnalyticsRoot.tsx).
 */

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function getDataLayer(): unknown[] {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  return target.dataLayer;
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  getDataLayer().push(entry);
}

/**
 * Google's `gtag()` command queue. It pushes the `arguments` object itself, not
 * an array: Google's tags only recognise commands (`consent`, `event`) in that form.
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the `arguments` object is what Google's tags expect (above)
  getDataLayer().push(arguments);
}
