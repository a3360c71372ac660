import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';
import { formatTable, kB } from './table.mjs';

/*
 * The visits of the network mode that Lighthouse cannot make (it starts every run with an empty
 * cache): a first visit, a returning visitor (the same page again in a new tab of the same browser
 * profile, its HTTP cache warm) and a second page by a full load (a page, then a full navigation to
 * another page type, as from a search result), straight against `next start` over HTTP/1.1, where
 * Chromium's cache works (behind the bench's nginx with its self-signed certificate it caches
 * nothing). Throttled by the DevTools protocol as the issue measured it: 150 ms latency,
 * 1.6 Mbit/s down, 750 kbit/s up, 4× CPU. Each visit in the Istanbul and the UTC time zone.
 */
export const SLOW_4G = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
export const TIME_ZONES = ['Europe/Istanbul', 'UTC'];

// Debian's full Chromium as the rest of the bench, or its headless shell (the browser tests' own).
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const browserPath = () => (existsSync(CHROME_PATH) || !existsSync(HEADLESS_SHELL) ? CHROME_PATH : HEADLESS_SHELL);

// The bench's own flags; Playwright adds its own headless mode.
const FLAGS = CHROME_FLAGS.filter((flag) => flag !== '--headless=new');

/** Collects LCP and layout shifts from the first byte on (buffered observers miss nothing either). */
export const VITALS_SCRIPT = `(() => {
  const vitals = (window.__benchVitals = { lcp: 0, cls: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** A page of a context, throttled, counting what each navigation fetched and how. */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => requests.set(requestId, { url: request.url, type, bytes: 0 }));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) entry.cached = true;
  });
  // The status on the wire: a revalidated answer is a 304 there, the 200 it stands for in `responseReceived`.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const entry = requests.get(requestId);
    if (entry) entry.wireStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  return { page, requests };
}

/** One full load of `url` in `page`: paints, shifts, and what came over the network. */
async function load({ page, requests }, url) {
  requests.clear();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The lazy parts and hydration have settled (4× CPU); LCP and shifts are final by then.
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__benchVitals?.lcp ?? null,
    cls: window.__benchVitals?.cls ?? 0,
  }));
  const list = [...requests.values()].filter((entry) => !entry.url.startsWith('data:'));
  const network = list.filter((entry) => !entry.cached);
  const documentRequest = list.find((entry) => entry.type === 'Document');
  return {
    fcpMs: figures.fcp == null ? null : Math.round(figures.fcp),
    lcpMs: figures.lcp == null ? null : Math.round(figures.lcp),
    cls: Number(figures.cls.toFixed(4)),
    bytes: network.reduce((sum, entry) => sum + entry.bytes, 0),
    htmlBytes: documentRequest?.bytes ?? 0,
    htmlStatus: documentRequest?.wireStatus ?? documentRequest?.status ?? null,
    requests: network.length,
    cached: list.length - network.length,
  };
}

/** The three visits; each returns the figures of the page it is about. */
const SCENARIOS = {
  first: async (context, { first }) => load(await throttledPage(context), first),
  returning: async (context, { first }) => {
    const before = await throttledPage(context);
    await load(before, first);
    await before.page.close();
    return load(await throttledPage(context), first);
  },
  second: async (context, { first, second }) => {
    const tab = await throttledPage(context);
    await load(tab, first);
    return load(tab, second);
  },
};
export const SCENARIO_NAMES = Object.keys(SCENARIOS);

export const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/**
 * One visit in a fresh browser context (an empty cache); a load that fails (a time-out on a loaded
 * machine) is tried again, twice at most, rather than ending the run.
 */
async function visit(browser, timezoneId, scenario, log, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const context = await browser.newContext({ timezoneId, locale: 'tr-TR', viewport: { width: 412, height: 823 } });
    await context.addInitScript(VITALS_SCRIPT);
    try {
      return await scenario(context);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`${error.message.split('\n')[0]}; trying again (${attempt + 1}/${attempts})`);
    } finally {
      await context.close();
    }
  }
}

/** The browser the visits run in (close it when done). */
export const launchVisitBrowser = () => chromium.launch({ executablePath: browserPath(), args: FLAGS });

/** One returning visit to `url` (a first visit, then the same page in a new tab of the same profile): the second load's figures. */
export const returningVisit = (browser, timezoneId, url, log) =>
  visit(browser, timezoneId, (context) => SCENARIOS.returning(context, { first: url }), log);

/**
 * Every variant's three visits in both time zones, `runs` times, interleaved (round by round, each
 * variant beside the others under the same machine load). `variants`: [{ key, origin, first,
 * second }] (paths). Returns Map(`key scenario`) → medians (and the worst CLS of any run).
 */
export async function measureVisits({ variants, runs, log }) {
  const browser = await launchVisitBrowser();
  const samples = new Map();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const timezoneId of TIME_ZONES) {
        for (const scenario of SCENARIO_NAMES) {
          for (const variant of variants) {
            const key = `${variant.key} ${scenario}`;
            log(`visits ${round}/${runs} ${timezoneId} ${key}`);
            const paths = { first: variant.origin + variant.first, second: variant.origin + variant.second };
            const result = await visit(browser, timezoneId, (context) => SCENARIOS[scenario](context, paths), log);
            if (!samples.has(key)) samples.set(key, []);
            samples.get(key).push({ ...result, timezoneId });
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return new Map(
    [...samples].map(([key, list]) => [
      key,
      {
        fcpMs: median(list.map((run) => run.fcpMs)),
        lcpMs: median(list.map((run) => run.lcpMs)),
        cls: Math.max(...list.map((run) => run.cls)),
        bytes: median(list.map((run) => run.bytes)),
        htmlBytes: median(list.map((run) => run.htmlBytes)),
        requests: median(list.map((run) => run.requests)),
        cached: median(list.map((run) => run.cached)),
        htmlStatus: [...new Set(list.map((run) => run.htmlStatus))].join('/'),
        runs: list,
      },
    ]),
  );
}

/** The visits table: per visit, every variant beside the floors, bytes and ratios first. */
export function visitsTable({ variants, results, floorKey }) {
  const rows = SCENARIO_NAMES.flatMap((scenario) => {
    const floor = results.get(`${floorKey} ${scenario}`);
    return variants.map((variant) => {
      const result = results.get(`${variant.key} ${scenario}`);
      const path = scenario === 'second' ? `${variant.first} → ${variant.second}` : variant.first;
      const over = (field) => (floor?.[field] == null || result[field] == null ? '' : signedMs(result[field] - floor[field]));
      return [
        scenario,
        `${variant.key} ${path}`,
        kB(result.bytes),
        floor?.bytes ? (result.bytes / floor.bytes).toFixed(2) : '',
        `${kB(result.htmlBytes)} (${result.htmlStatus})`,
        `${result.requests}/${result.cached}`,
        result.fcpMs,
        over('fcpMs'),
        result.lcpMs,
        over('lcpMs'),
        result.cls.toFixed(3),
      ];
    });
  });
  return formatTable(
    [
      'visit',
      'variant and page',
      'kB over the wire',
      '× floor',
      'HTML kB',
      'requests net/cache',
      'FCP ms',
      'FCP −floor',
      'LCP ms',
      'LCP −floor',
      'CLS',
    ],
    rows,
  );
}

/** What the issue asks of a design: first visit within FIRST_VISIT_MARGIN_MS of the styled floor, a returning visitor at it or better, CLS 0. */
export const FIRST_VISIT_MARGIN_MS = 200;
export function visitMisses({ design, results, floorKey }) {
  const misses = [];
  const check = (scenario, allowedMs) => {
    const result = results.get(`${design} ${scenario}`);
    const floor = results.get(`${floorKey} ${scenario}`);
    if (!result || !floor) return;
    for (const field of ['fcpMs', 'lcpMs']) {
      if (result[field] > floor[field] + allowedMs)
        misses.push(`${design} ${scenario}: ${field} ${result[field]} > ${floorKey} ${floor[field]} + ${allowedMs}`);
    }
    if (result.cls > 0) misses.push(`${design} ${scenario}: CLS ${result.cls}`);
  };
  check('first', FIRST_VISIT_MARGIN_MS);
  check('returning', 0);
  return misses;
}

const signedMs = (value) => (value > 0 ? `+${value}` : String(value));
