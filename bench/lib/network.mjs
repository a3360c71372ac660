import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, VISITOR_TIME_ZONE } from './lighthouse.mjs';
import { formatTable } from './table.mjs';

/*
 * The network mode's measurement (`npm run bench -- --network`): Lighthouse with observed
 * throttling (`--throttling-method=devtools`: Lighthouse's mobile slow 4G, 562.5 ms request
 * latency, 1.47 Mbit/s down, and 4× CPU) against pages served over TLS and HTTP/2 by nginx
 * (bench/lib/nginx.mjs). Unlike the simulated runs of the regular bench, FCP and LCP are what the
 * throttled browser drew, so the order in which the browser fetches things counts.
 */

/** The figure a page type must reach: FCP and LCP within this of the styled floor's. */
export const FLOOR_MARGIN_MS = 200;

/** Whether a page's result meets the network budget: paints within the margin, and nothing moved in any run. */
export const meetsNetworkBudget = (result, styledFloor) =>
  result.fcpMs <= styledFloor.fcpMs + FLOOR_MARGIN_MS && result.lcpMs <= styledFloor.lcpMs + FLOOR_MARGIN_MS && result.cls === 0;

const NETWORK_FLAGS = [
  ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--host-resolver-rules')),
  // The apps are host names under .localhost on nginx; nothing else resolves.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost',
  '--ignore-certificate-errors',
];

// Only what the table and the diagnosis read: the rest of Lighthouse's audits cost a run 5-10 s.
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'largest-contentful-paint-element',
  'cumulative-layout-shift',
  'layout-shifts',
  'network-requests',
  'render-blocking-resources',
];

const lcpPhases = (lhr) => {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = items.find((item) => item.type === 'table' && item.items?.[0]?.phase)?.items ?? [];
  return Object.fromEntries(phases.map((phase) => [phase.phase, Math.round(phase.timing)]));
};

/** Each layout shift of a run: its score, the element that moved and what Lighthouse names as its cause. */
const layoutShifts = (lhr) =>
  (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: Number(item.score.toFixed(4)),
    element: item.node?.selector ?? item.node?.snippet ?? null,
    causes: (item.subItems?.items ?? []).map((cause) =>
      [cause.cause, cause.extra?.value ?? cause.extra?.selector]
        .filter(Boolean)
        .join(' ')
        .replace(/https:\/\/[^/]+/, ''),
    ),
  }));

/** What a run's figures are read from: paint times, layout shifts, and every request up to the LCP. */
function summarize(lhr) {
  const fcpMs = Math.round(lhr.audits['first-contentful-paint'].numericValue);
  const lcpMs = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.networkRequestTime <= lcpMs)
    .map((item) => ({
      url: item.url.replace(/^https:\/\/[^/]+/, ''),
      type: item.resourceType,
      priority: item.priority,
      startMs: Math.round(item.networkRequestTime),
      endMs: Math.round(item.networkEndTime),
      transferBytes: item.transferSize,
      protocol: item.protocol,
    }));
  const blocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url.replace(/^https:\/\/[^/]+/, ''));
  return {
    fcpMs,
    lcpMs,
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    shifts: layoutShifts(lhr),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: lcpPhases(lhr),
    renderBlocking: blocking,
    requests,
  };
}

/** One Lighthouse run with observed throttling, in a fresh Chromium. */
export async function runThrottled(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: NETWORK_FLAGS,
      envVars: { ...process.env, TZ: VISITOR_TIME_ZONE },
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: AUDITS,
        throttlingMethod: 'devtools',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      return summarize(result.lhr);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] ${error.message}; trying again (${attempt + 1}/${attempts})`);
    } finally {
      await chrome.kill();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** Medians of a target's runs; the run with the median LCP is kept whole, for its requests. */
export function medianRun(runs) {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return {
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
    fcpRange: [Math.min(...runs.map((run) => run.fcpMs)), Math.max(...runs.map((run) => run.fcpMs))],
    lcpRange: [Math.min(...runs.map((run) => run.lcpMs)), Math.max(...runs.map((run) => run.lcpMs))],
    median: byLcp[Math.floor(byLcp.length / 2)],
    // Every run's shifts, not only the median's: the CLS column is the worst run.
    runs: runs.map(({ fcpMs, lcpMs, cls, shifts }) => ({ fcpMs, lcpMs, cls, shifts })),
  };
}

/**
 * Every target `runs` times, in rounds; within a round the styled floor is measured again before
 * every `floorEvery` targets, so the reference sees the same machine load as the pages beside it.
 */
export async function measureThrottled({ floors, targets, runs, floorEvery = 2, log }) {
  const samples = new Map([...floors, ...targets].map((target) => [target.key, []]));
  const measure = async (target, round) => {
    log(`throttled ${round}/${runs} ${target.url}`);
    samples.get(target.key).push(await runThrottled(target.url));
  };
  for (let round = 1; round <= runs; round += 1) {
    for (const floor of floors) await measure(floor, round);
    for (let index = 0; index < targets.length; index += 1) {
      if (index > 0 && index % floorEvery === 0) await measure(floors.at(-1), round);
      await measure(targets[index], round);
    }
  }
  return new Map([...samples].map(([key, list]) => [key, medianRun(list)]));
}

const range = ([low, high]) => (low === high ? `${low}` : `${low}–${high}`);

/** The network mode's table: FCP and LCP of every page beside the two floors. */
export function throttledTable({ rows, styledFloor }) {
  const line = (name, result, isPage) => {
    const overFcp = result.fcpMs - styledFloor.fcpMs;
    const overLcp = result.lcpMs - styledFloor.lcpMs;
    return [
      name,
      result.fcpMs,
      range(result.fcpRange),
      result.lcpMs,
      range(result.lcpRange),
      isPage ? (overFcp > 0 ? `+${overFcp}` : overFcp) : '',
      isPage ? (overLcp > 0 ? `+${overLcp}` : overLcp) : '',
      result.cls.toFixed(3),
      isPage ? (meetsNetworkBudget(result, styledFloor) ? 'ok' : 'MISS') : '',
    ];
  };
  return formatTable(
    ['page', 'FCP ms', 'FCP runs', 'LCP ms', 'LCP runs', 'FCP −styled', 'LCP −styled', 'CLS', 'budget'],
    rows.map(({ name, result, isPage }) => line(name, result, isPage)),
  );
}
