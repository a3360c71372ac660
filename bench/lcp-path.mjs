/**
 * Why is a page's LCP what it is? Runs Lighthouse once on a URL and prints the
 * requests and main-thread tasks its simulated (Lantern) LCP waits for, with
 * their simulated start and end times.
 *
 *   node bench/lcp-path.mjs http://localhost:3400/en/contact
 *
 * How to read it: Lantern replays the page on a slow 4G link (150 ms round trip,
 * 1.6 Mbit/s) and a CPU four times slower, keeping only what the unthrottled
 * load finished before its LCP. A script counts only if it was evaluated before
 * the observed LCP: on this site, where the first paint comes after the scripts
 * arrive, the framework's scripts are usually on the path and the LCP ends when
 * the last of them is downloaded.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseResult } from './lib/lighthouse.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lcp-path.mjs <url>');
  process.exit(2);
}

const { lhr, artifacts } = await lighthouseResult(url, ['performance']);
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  { computedCache: new Map() },
);

const observed = lhr.audits.metrics.details.items[0];
console.log(
  `${url}\nsimulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); observed unthrottled: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
);
console.log('  start    end    dur  what (pessimistic graph; CPU tasks under 15 ms left out)');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, { startTime, endTime }] of rows) {
  const duration = endTime - startTime;
  if (node.type === 'cpu' && duration < 15) continue;
  const what =
    node.type === 'network'
      ? `${node.request.resourceType} (${node.request.priority}) ${(node.request.transferSize / 1000).toFixed(1)} kB ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`
      : `CPU ${[...new Set(node.childEvents.filter((event) => event.dur > 3000).map((event) => event.name))].slice(0, 4).join(', ')}`;
  console.log(`${String(Math.round(startTime)).padStart(7)} ${String(Math.round(endTime)).padStart(6)} ${String(Math.round(duration)).padStart(6)}  ${what}`);
}
