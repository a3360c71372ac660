/**
 * The race behind a page's simulated LCP (see bench/lcp-path.mjs): does the
 * first frame reach the screen before the page's scripts have downloaded?
 * Loads a URL in headless Chromium with Lighthouse's mobile viewport, several
 * times per variant, and prints medians of:
 *
 *   blocking  when the last stylesheet, preloaded font and LCP image was in
 *             (Chromium holds low-priority scripts back until then)
 *   script    when the first of Next's chunks was in
 *   FCP, LCP  as the browser reported them
 *   and how long after `blocking` the LCP and the first script came.
 *
 *   node bench/first-paint-race.mjs http://localhost:3400/en [--runs=7] [--variant=served]...
 *
 * Variants rewrite the served HTML in flight (nothing is rebuilt):
 *   served        as the server sends it
 *   no-scripts    without any <script> (no chunk, no inline payload): the paint alone
 *   first-screen  no-scripts, and everything below the page's first section hidden
 *                 (display: none): the least a first frame of this page can cost
 *
 * Lantern keeps every script that arrived before the LCP. While the paint lands
 * later after `blocking` than the scripts do, no cut in the page's own bytes
 * takes the framework's chunks off the LCP's path.
 */
import { chromium } from '@playwright/test';
import { withoutScripts } from './lib/html-cuts.mjs';
import { CHROME_FLAGS, CHROME_PATH, VISITOR_TIME_ZONE } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith('--'));
const option = (name) => args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const runs = Number(option('runs')[0] ?? 7);
const VARIANTS = ['served', 'no-scripts', 'first-screen'];
const variants = option('variant').length ? option('variant') : VARIANTS;
if (!url || !Number.isInteger(runs) || runs < 1 || variants.some((name) => !VARIANTS.includes(name))) {
  console.error(`usage: node bench/first-paint-race.mjs <url> [--runs=7] [--variant=${VARIANTS.join('|')}]...`);
  process.exit(2);
}

const REWRITE = {
  served: (html) => html,
  'no-scripts': withoutScripts,
  'first-screen': (html) =>
    withoutScripts(html).replace('</head>', '<style>main > :not(:first-child), footer { display: none !important }</style></head>'),
};

/** Lighthouse's mobile preset (a Moto G Power-sized screen), in the visitors' time zone as the bench runs it. */
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  timezoneId: VISITOR_TIME_ZONE,
};

/** One load: resource and paint times from the page itself, in ms after navigation start. */
async function measure(browser, variant) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: REWRITE[variant](await response.text()) });
  });
  await page.goto(url, { waitUntil: 'load' });
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1);
          const resources = performance.getEntriesByType('resource');
          const ends = (test) => resources.filter(test).map((entry) => entry.responseEnd);
          const blocking = ends((entry) => /\.(css|woff2)$/.test(entry.name) || (lcp.url && entry.name === lcp.url));
          const scripts = ends((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name));
          resolve({
            blocking: Math.max(0, ...blocking),
            script: scripts.length ? Math.min(...scripts) : null,
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            lcp: lcp.startTime,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return figures;
}

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
}

// The same Chromium flags as the bench's Lighthouse runs; Playwright sets the headless mode itself.
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
const cell = (value) => String(value ?? '–').padStart(8);
const gap = (value) => String(value === null ? '–' : `${value >= 0 ? '+' : ''}${value}`).padStart(12);
console.log(`${url} (${runs} runs each, medians, ms after navigation start)`);
console.log(
  `${'variant'.padEnd(13)}${cell('blocking')}${cell('script')}${cell('FCP')}${cell('LCP')}${'LCP after'.padStart(12)}${'script after'.padStart(13)}`,
);
for (const variant of variants) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measure(browser, variant));
  const of = (key) => median(samples.map((sample) => sample[key]));
  const after = (key) => median(samples.map((sample) => (sample[key] === null ? null : sample[key] - sample.blocking)));
  console.log(
    `${variant.padEnd(13)}${cell(of('blocking'))}${cell(of('script'))}${cell(of('fcp'))}${cell(of('lcp'))}${gap(after('lcp'))}${gap(after('script')).padStart(13)}`,
  );
}
await browser.close();
