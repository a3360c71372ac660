import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROME_PATH, VISITOR_TIME_ZONE } from './lighthouse.mjs';

/*
 * Figures that do not depend on how fast the host is: bytes and counts read
 * from the HTML, and main-thread task time read from a Chromium trace without
 * throttling, which is only ever reported as a ratio to the floor measured in
 * the same rounds (a slower host slows both).
 */

const { chromium } = createRequire(path.join(process.cwd(), 'package.json'))('@playwright/test');

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** How long after `load` tasks still count: hydration and deferred work land there. */
const SETTLE_MS = 3000;

/**
 * Bytes the HTML carries and what holds back its first frame: raw and gzip
 * size, the React Server Components payload (the `self.__next_f.push` inline
 * scripts, which repeat the page as data), inline `<svg>` trees, and the
 * stylesheets and preloads in the document before `<body>`.
 */
export function htmlProfile(html) {
  const head = html.slice(0, Math.max(0, html.indexOf('<body')));
  let rscBytes = 0;
  for (const match of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) rscBytes += Buffer.byteLength(match[1]);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    rscBytes,
    inlineSvgs: (html.match(/<svg\b/g) ?? []).length,
    stylesheets: links.filter((link) => /\brel="stylesheet"/.test(link)).length,
    preloads: links.filter((link) => /\brel="preload"/.test(link) && !/\bas="script"/.test(link)).length,
  };
}

/**
 * Renderer main-thread task time (ms) of one load, the CPU time those tasks used, and the page's
 * element count. Task time is wall clock: on a shared 2-core host the thread is often descheduled
 * mid-task (about half of every task's time here, floor included), so one page moves by ±30 %
 * between loads. CPU time (the trace's thread duration) counts only what the thread ran: in
 * interleaved loads on a quiet machine it moves by a few per cent and tells two builds apart where
 * task time cannot (a busy host still moves it). The budget stays on task time.
 */
async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    timezoneId: VISITOR_TIME_ZONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  // Nothing leaves the machine: another origin's request fails as it would offline.
  await page.route(
    (requestUrl) => requestUrl.origin !== origin,
    (route) => route.abort(),
  );
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  const perThread = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    const sums = perThread.get(thread) ?? { wall: 0, cpu: 0 };
    sums.wall += event.dur;
    sums.cpu += event.tdur ?? 0;
    perThread.set(thread, sums);
  }
  // The renderer's main thread is the busiest one.
  const main = [...perThread.values()].reduce((busiest, sums) => (sums.wall > busiest.wall ? sums : busiest));
  return { mainThreadMs: main.wall / 1000, mainThreadCpuMs: main.cpu / 1000, elements };
}

/**
 * Main-thread time of every target, `runs` loads each, in rounds so the floor
 * and every page see the same machine load. Returns median figures per key.
 */
export async function measureMainThread(targets, runs, log = () => {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
  const samples = new Map(targets.map((target) => [target.key, []]));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        log(`main thread ${round}/${runs} ${target.url}`);
        samples.get(target.key).push(await traceOnce(browser, target.url));
      }
    }
  } finally {
    await browser.close();
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return new Map(
    [...samples].map(([key, list]) => [
      key,
      {
        mainThreadMs: median(list.map((sample) => sample.mainThreadMs)),
        mainThreadCpuMs: median(list.map((sample) => sample.mainThreadCpuMs)),
        elements: median(list.map((sample) => sample.elements)),
        samplesMs: list.map((sample) => Math.round(sample.mainThreadMs)),
        cpuSamplesMs: list.map((sample) => Math.round(sample.mainThreadCpuMs)),
      },
    ]),
  );
}
