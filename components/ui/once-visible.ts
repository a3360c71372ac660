/**
 * Calls `onVisible` once, the first time `element` intersects the viewport
 * (as widened or narrowed by `options`), then stops watching. Returns a
 * function that stops watching earlier, for an effect's clean-up.
 *
 * Where IntersectionObserver is missing (very old browsers, jsdom), `whenUnsupported`
 * decides: `'now'` for work the page needs anyway (loading a part's code), `'never'`
 * for work that only makes sense on a real sighting (a "form seen" event).
 */
export function onceVisible(
  element: Element,
  onVisible: () => void,
  { whenUnsupported, ...options }: IntersectionObserverInit & { whenUnsupported: 'now' | 'never' },
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    if (whenUnsupported === 'now') onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onVisible();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}
