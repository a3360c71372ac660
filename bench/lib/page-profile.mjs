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
 * stylesheets and preloads in the document before `<body>`. The page cache puts the page's
 * stylesheets and the brand font's subsets into its HTML (lib/page-cache/inline-css.mjs):
 * `pageCssGzipBytes` is what that `<style>` and the fonts' data-URL preloads add to the gzip size,
 * bytes the page used to fetch as files of their own.
 */
export function htmlProfile(html) {
  const head = html.slice(0, Math.max(0, html.indexOf('<body')));
  const withoutPageCss = html
    .replace(/<style data-page-css="">[\s\S]*?<\/style>/, '')
    .replace(/<link rel="preload" href="data:font\/woff2;[^"]*"[^>]*\/>/g, '');
  let rscBytes = 0;
  for (const match of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) rscBytes += Buffer.byteLength(match[1]);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    pageCssGzipBytes: gzipSync(html).length - gzipSync(withoutPageCss).length,
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
 *
 * With `withoutScripts`, the document arrives without any `<script>` (inline or external) and
 * without script preloads: what its HTML, CSS, fonts and images cost the main thread on their own,
 * which no change to the page's JavaScript can go below (if anything it is low: what JavaScript
 * reveals, such as the home page's deferred form, stays hidden).
 */
async function traceOnce(browser, url, { withoutScripts = false } = {}) {
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
  if (withoutScripts)
    await page.route(
      (requestUrl) => requestUrl.href === url,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
        await route.fulfill({ response, body: html });
      },
    );
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  const thread = pageMainThread(events, origin);
  const sums = { wall: 0, cpu: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || `${event.pid}:${event.tid}` !== thread) continue;
    sums.wall += event.dur;
    sums.cpu += event.tdur ?? 0;
  }
  return { mainThreadMs: sums.wall / 1000, mainThreadCpuMs: sums.cpu / 1000, elements };
}

/**
 * The main thread of the renderer that committed the page, as `pid:tid`. Not simply the busiest
 * thread of the trace: for a light page (the floor on a good run, a page without scripts) the
 * browser process's main thread can be busier, and Chromium sometimes starts an internal WebUI
 * renderer during a load; either would be measured in the page's place.
 */
function pageMainThread(events, origin) {
  const committed = events.filter(
    (event) =>
      event.name === 'FrameCommittedInBrowser' && event.args?.data?.isOutermostMainFrame && event.args.data.url?.startsWith(origin),
  );
  const pid = committed.at(-1)?.args.data.processId;
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain');
  if (!thread) throw new Error(`no renderer main thread found in the trace of ${origin}`);
  return `${thread.pid}:${thread.tid}`;
}

/**
 * Main-thread time of every target, `runs` loads each, in rounds so the floor
 * and every page see the same machine load. Returns median figures per key;
 * with `withoutScripts`, each round also loads every target without its
 * scripts, and `withoutScripts` holds those medians.
 */
export async function measureMainThread(targets, runs, { log = () => {}, withoutScripts = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
  const variants = withoutScripts ? [false, true] : [false];
  const samples = new Map(targets.flatMap((target) => variants.map((bare) => [sampleKey(target.key, bare), []])));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        for (const bare of variants) {
          log(`main thread ${round}/${runs} ${target.url}${bare ? ' without scripts' : ''}`);
          samples.get(sampleKey(target.key, bare)).push(await traceOnce(browser, target.url, { withoutScripts: bare }));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return new Map(
    targets.map((target) => [
      target.key,
      {
        ...medians(samples.get(sampleKey(target.key, false))),
        withoutScripts: withoutScripts ? medians(samples.get(sampleKey(target.key, true))) : undefined,
      },
    ]),
  );
}

const sampleKey = (key, withoutScripts) => `${key}${withoutScripts ? ' without scripts' : ''}`;

function medians(list) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return {
    mainThreadMs: median(list.map((sample) => sample.mainThreadMs)),
    mainThreadCpuMs: median(list.map((sample) => sample.mainThreadCpuMs)),
    elements: median(list.map((sample) => sample.elements)),
    samplesMs: list.map((sample) => Math.round(sample.mainThreadMs)),
    cpuSamplesMs: list.map((sample) => Math.round(sample.mainThreadCpuMs)),
  };
}
