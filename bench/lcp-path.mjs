/**
 * Why is a page's LCP what it is? Runs Lighthouse once on a URL and prints the
 * requests and main-thread tasks its simulated (Lantern) LCP waits for, with
 * their simulated start and end times.
 *
 *   node bench/lcp-path.mjs http://localhost:3400/en/contact
 *   node bench/lcp-path.mjs http://localhost:3400/en '--without=\.js$' '--without=manifest'
 *
 * Each `--without=<regex>` replays the same recording once more with the
 * matching requests left out, and prints the simulated LCP the page would have
 * had without them: a quick "what if" before building anything.
 *
 * How to read it: Lantern replays the page on a slow 4G link (150 ms round trip,
 * 1.6 Mbit/s) and a CPU four times slower, keeping only what the unthrottled
 * load had *finished downloading* before its observed LCP. A script is left out
 * only when the task that evaluated it started after that LCP and lasted at
 * least 10 ms (shorter tasks are pruned from Lantern's graph, so their scripts
 * are always kept). Next's chunks only register their modules when evaluated
 * (1-3 ms), so every chunk that arrived before the first frame was presented
 * counts, whether it was needed for that frame or not.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseResult } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith('--'));
const without = args.filter((arg) => arg.startsWith('--without=')).map((arg) => new RegExp(arg.slice('--without='.length)));
if (!url) {
  console.error('usage: node bench/lcp-path.mjs <url> [--without=<regex>]...');
  process.exit(2);
}

const { lhr, artifacts } = await lighthouseResult(url, ['performance']);

/** Lantern's LCP for this recording, with the requests whose URL matches `omit` taken out of the network log. */
function simulate(omit = []) {
  const urlOf = new Map(
    artifacts.DevtoolsLog.filter((m) => m.method === 'Network.requestWillBeSent').map((m) => [m.params.requestId, m.params.request.url]),
  );
  const omitted = (message) => {
    const id = message.params?.requestId;
    return id !== undefined && omit.some((pattern) => pattern.test(urlOf.get(id) ?? ''));
  };
  return LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: omit.length ? artifacts.DevtoolsLog.filter((message) => !omitted(message)) : artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
}

const estimate = (lcp) =>
  `${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`;

const lcp = await simulate();
const observed = lhr.audits.metrics.details.items[0];
console.log(
  `${url}\nsimulated LCP ${estimate(lcp)}; observed unthrottled: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
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
  console.log(
    `${String(Math.round(startTime)).padStart(7)} ${String(Math.round(endTime)).padStart(6)} ${String(Math.round(duration)).padStart(6)}  ${what}`,
  );
}
for (const pattern of without) console.log(`without ${pattern}: simulated LCP ${estimate(await simulate([pattern]))}`);
