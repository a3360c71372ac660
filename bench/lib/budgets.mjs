/** The budgets of issue 7, checked on the medians of one bench run. */
export const BUDGETS = {
  performancePointsBelowFloor: 3,
  tbtMsAboveFloor: 60,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  /** Brotli, as a CDN sends it: with gzip the bare framework floor alone is about 145 kB. */
  homeFirstLoadJsBytes: 130_000,
  thirdPartyRequests: 0,
};

/** Every missed budget of one page as a short sentence (empty when all are met). */
export function pageMisses(page, floor) {
  const misses = [];
  const { lighthouse: lh } = page;
  if (!lh) return ['no Lighthouse result'];
  if (lh.performance < floor.performance - BUDGETS.performancePointsBelowFloor)
    misses.push(`performance ${lh.performance} < floor ${floor.performance} - ${BUDGETS.performancePointsBelowFloor}`);
  if (lh.tbtMs > floor.tbtMs + BUDGETS.tbtMsAboveFloor)
    misses.push(`TBT ${lh.tbtMs} ms > floor ${floor.tbtMs} + ${BUDGETS.tbtMsAboveFloor} ms`);
  if (lh.accessibility < BUDGETS.accessibility) misses.push(`accessibility ${lh.accessibility}`);
  if (lh.bestPractices < BUDGETS.bestPractices) misses.push(`best practices ${lh.bestPractices}`);
  if (lh.seo < BUDGETS.seo) misses.push(`SEO ${lh.seo}`);
  if (lh.lcpMs > BUDGETS.lcpMs) misses.push(`LCP ${lh.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
  if (lh.cls > BUDGETS.cls) misses.push(`CLS ${lh.cls} > ${BUDGETS.cls}`);
  if (lh.thirdPartyRequests.length > BUDGETS.thirdPartyRequests)
    misses.push(`third-party requests: ${lh.thirdPartyRequests.join(', ')}`);
  if (page.type === 'home' && page.firstLoadJs && page.firstLoadJs.brotliBytes > BUDGETS.homeFirstLoadJsBytes)
    misses.push(`first-load JS ${(page.firstLoadJs.brotliBytes / 1000).toFixed(1)} kB (Brotli) > ${BUDGETS.homeFirstLoadJsBytes / 1000} kB`);
  if (page.headers?.prerendered && !page.headers.cdnCacheable)
    misses.push(`prerendered page not CDN-cacheable (cache-control: ${page.headers.cacheControl})`);
  return misses;
}
