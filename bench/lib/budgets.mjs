/** The performance budgets, checked on the medians of one bench run. */
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
  /** Host-independent: main-thread task time during load, as a ratio to the floor's in the same rounds. */
  mainThreadRatio: 1.5,
  /** Every page's HTML, gzip, without the stylesheets the page cache puts into it (they were requests of their own before). */
  htmlGzipBytes: 15_000,
  /** Origin throughput (wrk) of every page type, as a ratio to the floor's. */
  throughputRatio: 0.7,
};

/** Every missed budget of one page as a short sentence (empty when all are met). */
export function pageMisses(page, floor, floorMainThread) {
  const misses = [];
  const { lighthouse: lh } = page;
  if (lh) misses.push(...lighthouseMisses(page, floor));
  const ownHtmlGzipBytes = page.profile ? page.profile.htmlGzipBytes - (page.profile.pageCssGzipBytes ?? 0) : 0;
  if (ownHtmlGzipBytes > BUDGETS.htmlGzipBytes)
    misses.push(
      `HTML ${(ownHtmlGzipBytes / 1000).toFixed(1)} kB gzip (without its stylesheets and fonts) > ${BUDGETS.htmlGzipBytes / 1000} kB`,
    );
  if (page.mainThread && floorMainThread && page.mainThread.mainThreadMs / floorMainThread.mainThreadMs > BUDGETS.mainThreadRatio)
    misses.push(
      `main thread ${(page.mainThread.mainThreadMs / floorMainThread.mainThreadMs).toFixed(2)}× the floor > ${BUDGETS.mainThreadRatio}×`,
    );
  if (page.headers?.prerendered && !page.headers.cdnCacheable)
    misses.push(`prerendered page not CDN-cacheable (cache-control: ${page.headers.cacheControl})`);
  return misses;
}

function lighthouseMisses(page, floor) {
  const misses = [];
  const { lighthouse: lh } = page;
  if (lh.performance < floor.performance - BUDGETS.performancePointsBelowFloor)
    misses.push(`performance ${lh.performance} < floor ${floor.performance} - ${BUDGETS.performancePointsBelowFloor}`);
  if (lh.tbtMs > floor.tbtMs + BUDGETS.tbtMsAboveFloor)
    misses.push(`TBT ${lh.tbtMs} ms > floor ${floor.tbtMs} + ${BUDGETS.tbtMsAboveFloor} ms`);
  if (lh.accessibility < BUDGETS.accessibility) misses.push(`accessibility ${lh.accessibility}`);
  if (lh.bestPractices < BUDGETS.bestPractices) misses.push(`best practices ${lh.bestPractices}`);
  if (lh.seo < BUDGETS.seo) misses.push(`SEO ${lh.seo}`);
  if (lh.lcpMs > BUDGETS.lcpMs) misses.push(`LCP ${lh.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
  if (lh.cls > BUDGETS.cls) misses.push(`CLS ${lh.cls} > ${BUDGETS.cls}`);
  if (lh.thirdPartyRequests.length > BUDGETS.thirdPartyRequests) misses.push(`third-party requests: ${lh.thirdPartyRequests.join(', ')}`);
  if (page.type === 'home' && page.firstLoadJs && page.firstLoadJs.brotliBytes > BUDGETS.homeFirstLoadJsBytes)
    misses.push(
      `first-load JS ${(page.firstLoadJs.brotliBytes / 1000).toFixed(1)} kB (Brotli) > ${BUDGETS.homeFirstLoadJsBytes / 1000} kB`,
    );
  return misses;
}
