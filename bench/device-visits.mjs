/**
 * What the pages kept on the device (public/sw.js) change for a visitor, beside the styled floor:
 *
 *   first              a first visit (the worker registers after the load)
 *   returning          the same page again in a new tab, right after (the worker still running)
 *   returning-later    the same, once the worker has stopped (the browser stops an idle worker after
 *                      30 s; --idle, default 40 s), as a visitor who comes back later finds it
 *   second             a full load of another page from the first, as from a link in a search result
 *
 * each for the site as served (`worker`), the same site with service workers blocked (`network`: a
 * visitor whose copy is gone or more than a day old, or whose browser has no worker) and the floor.
 * Through bench/lib/latency-proxy.mjs (a real 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up;
 * the DevTools protocol's emulation does not delay a navigation and a worker's request alike), the
 * page's CPU 4× slower, in the Istanbul and the UTC time zone, interleaved round by round.
 *
 *   node bench/device-visits.mjs http://localhost:3400 --floor=http://localhost:3402 [--runs=3] [--idle=40]
 *       [--path=/] [--second=/tedaviler] [--floor-path=/en] [--floor-second=/] [--visits=first,second]
 *
 * Both servers run already (`next start`); the proxies listen 1000 ports above each.
 */
import { chromium } from 'playwright-core';
import { startLatencyProxy } from './lib/latency-proxy.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/lighthouse.mjs';
import { formatTable, signed } from './lib/table.mjs';
import { median, TIME_ZONES, VITALS_SCRIPT } from './lib/visits.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const target = args.find((arg) => !arg.startsWith('--'));
const floorTarget = option('floor');
const runs = Number(option('runs', 3));
const idleMs = Number(option('idle', 40)) * 1000;
if (!target || !floorTarget || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node bench/device-visits.mjs <site origin> --floor=<floor origin> [--runs=3] [--idle=40]');
  process.exit(2);
}

const CPU_SLOWDOWN = 4;
const SCENARIOS = option('visits', 'first,returning,returning-later,second').split(',');
const behindProxy = (origin) => {
  const url = new URL(origin);
  return { targetPort: Number(url.port), port: Number(url.port) + 1000, origin: `${url.protocol}//localhost:${Number(url.port) + 1000}` };
};
const site = behindProxy(target);
const floor = behindProxy(floorTarget);
const variants = [
  { key: 'worker', origin: site.origin, serviceWorkers: 'allow', path: option('path', '/'), second: option('second', '/tedaviler') },
  { key: 'network', origin: site.origin, serviceWorkers: 'block', path: option('path', '/'), second: option('second', '/tedaviler') },
  { key: 'floor', origin: floor.origin, serviceWorkers: 'allow', path: option('floor-path', '/en'), second: option('floor-second', '/') },
];

async function tab(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** One full load: its paints, and whether the worker answered it. */
async function load(page, url) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The worker registers, starts and keeps the page after the load; LCP is final by then too.
  await page.waitForTimeout(1500);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__benchVitals?.lcp || null,
  }));
  return {
    fcpMs: paints.fcp && Math.round(paints.fcp),
    lcpMs: paints.lcp && Math.round(paints.lcp),
    fromWorker: response?.fromServiceWorker() ?? false,
  };
}

/** A load that fails (a time-out on a loaded machine) is tried again, twice at most, and counted. */
let retries = 0;
async function visit(browser, timezoneId, scenario, variant, attempt = 1) {
  try {
    return await visitOnce(browser, timezoneId, scenario, variant);
  } catch (error) {
    if (attempt >= 3) throw error;
    retries += 1;
    console.error(`${error.message.split('\n')[0]}; trying again (${attempt + 1}/3)`);
    return visit(browser, timezoneId, scenario, variant, attempt + 1);
  }
}

async function visitOnce(browser, timezoneId, scenario, variant) {
  const context = await browser.newContext({
    timezoneId,
    locale: 'tr-TR',
    viewport: { width: 412, height: 823 },
    serviceWorkers: variant.serviceWorkers,
  });
  await context.addInitScript(VITALS_SCRIPT);
  try {
    const page = await tab(context);
    const first = await load(page, variant.origin + variant.path);
    if (scenario === 'first') return first;
    // Awaited inside the try: the context closes once the load is done, not while it runs.
    if (scenario === 'second') return await load(page, variant.origin + variant.second);
    await page.close();
    if (scenario === 'returning-later') await new Promise((resolve) => setTimeout(resolve, idleMs));
    return await load(await tab(context), variant.origin + variant.path);
  } finally {
    await context.close();
  }
}

const proxies = [await startLatencyProxy(site), await startLatencyProxy(floor)];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
const samples = new Map();
try {
  for (let round = 1; round <= runs; round += 1) {
    for (const timezoneId of TIME_ZONES) {
      for (const scenario of SCENARIOS) {
        // Each round starts with another variant: none always pays for coming first.
        for (const [index] of variants.entries()) {
          const variant = variants[(index + round + TIME_ZONES.indexOf(timezoneId)) % variants.length];
          const key = `${scenario} ${variant.key}`;
          console.error(`${round}/${runs} ${timezoneId} ${key}`);
          if (!samples.has(key)) samples.set(key, []);
          samples.get(key).push(await visit(browser, timezoneId, scenario, variant));
        }
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(proxies.map((proxy) => proxy.close()));
}

const rows = SCENARIOS.flatMap((scenario) => {
  const floorRuns = samples.get(`${scenario} floor`);
  const floorFcp = median(floorRuns.map((run) => run.fcpMs));
  const floorLcp = median(floorRuns.map((run) => run.lcpMs));
  return variants.map((variant) => {
    const list = samples.get(`${scenario} ${variant.key}`);
    const fcp = median(list.map((run) => run.fcpMs));
    const lcp = median(list.map((run) => run.lcpMs));
    return [
      scenario,
      `${variant.key} ${scenario === 'second' ? `${variant.path} → ${variant.second}` : variant.path}`,
      fcp,
      variant.key === 'floor' ? '' : signed(fcp - floorFcp),
      lcp,
      variant.key === 'floor' ? '' : signed(lcp - floorLcp),
      `${list.filter((run) => run.fromWorker).length}/${list.length}`,
      list.map((run) => run.fcpMs).join(' '),
    ];
  });
});
console.log(
  `Visits through a 150 ms round trip at 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower, medians of ${runs * TIME_ZONES.length} (${TIME_ZONES.join(', ')}); returning-later after ${idleMs / 1000} s; ${retries} visits tried again:\n`,
);
console.log(
  formatTable(['visit', 'variant and page', 'FCP ms', 'FCP −floor', 'LCP ms', 'LCP −floor', 'from the worker', 'FCP of each run'], rows),
);
