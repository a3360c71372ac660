/**
 * What a returning visitor's first paint costs, part by part. A returning visitor (the same page
 * again in a new tab, the browser's cache warm) gets a 304 for the page and every other file from
 * its cache; its first frame then waits for the cached HTML to be parsed, styled and laid out.
 * This takes the served page apart and measures each version the same way:
 *
 *   served                  as the server sends it (a 304 when the visitor returns): its chunks
 *                           inserted once it is parsed or has painted (lib/page-cache/scripts-after-paint.mjs)
 *   from-cache              the same HTML with `max-age=600`: no revalidation, the browser's cache alone
 *   chunks-in-html          the chunks as Next writes them, `<script src async>` elements, which the
 *                           browser runs as soon as it has them (the design before the page cache's loader)
 *   no-scripts              without any <script>: no chunk, no inline flight data (the page would not
 *                           hydrate; the paint alone)
 *   no-inline-scripts       chunks-in-html without the inline scripts (the flight data, React's and Turbopack's)
 *   no-chunks               without the chunks
 *   flight-deferred         the inline flight data as module scripts, run once the HTML is parsed
 *   chunks-after-paint      the chunks preloaded, and inserted once the first frame is on its way
 *   chunks-after-fcp        the chunks preloaded, and inserted at the first contentful paint
 *   chunks-deferred         the chunks as `defer` scripts
 *   chunks-at-parsed-frame  the chunks, not preloaded, inserted at the first frame after the HTML is parsed
 *   first-screen            no scripts, and the body cut after the first section of <main>
 *   head-only               no scripts, the page's whole <head> (its inline CSS) and its <h1> alone
 *   bare                    the <h1> alone, without any stylesheet
 *
 * The ones without scripts tell what the scripts cost; the chunk variants are what-ifs, rewrites of
 * the page the page cache could make (docs/performance-log.md, 2026-11-29 evening and night, has the
 * figures of each: a preloaded chunk costs the first paint as much as a script element does).
 *
 * The variants are served by a local server with the page's cache policy (an ETag, its
 * `Cache-Control`; a 304 on return), at the page's own path with `?returning=<variant>`; every
 * other request (scripts, fonts, images) goes to the origin, so they are cached as the site
 * serves them. Throttled as the network bench's visits (bench/lib/visits.mjs: 150 ms, 1.6 Mbit/s,
 * 4× CPU), interleaved round by round, in the Istanbul and the UTC time zone.
 *
 *   node bench/returning-visit.mjs http://localhost:3400/ [--runs=6] [--floor=http://localhost:3402/en] [--variants=served,bare]
 *
 * `localhost`, not an address: the bench's browser resolves no other name. `--floor` measures
 * another page's returning visit beside them (the network bench's styled floor: bench/floor built
 * with FLOOR_STYLED=1).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { CHUNK_LIST_ID, LOADER } from '../lib/page-cache/scripts-after-paint.mjs';
import { withoutScripts } from './lib/html-cuts.mjs';
import { formatTable, kB, signed } from './lib/table.mjs';
import { launchVisitBrowser, returningVisit, TIME_ZONES } from './lib/visits.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const target = args.find((arg) => !arg.startsWith('--'));
const runs = Number(option('runs') ?? 6);
const floorUrl = option('floor');
const only = option('variants')?.split(',');
if (!target || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node bench/returning-visit.mjs <page url> [--runs=6] [--floor=<url>] [--variants=served,bare]');
  process.exit(2);
}
const page = new URL(target);

const headOf = (html) => html.slice(0, html.indexOf('<body'));
const titleOf = (html) => html.match(/<h1\b[\s\S]*?<\/h1>/)?.[0] ?? '<h1>–</h1>';

const ASYNC_CHUNK = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOADED_SCRIPT = /<link rel="preload" as="script"[^>]*\/>/g;
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CHUNK_LIST = new RegExp(
  `<script type="application/json" id="${CHUNK_LIST_ID}">([^<]*)</script><script>${literally(LOADER)}</script>`,
);

/**
 * The page with its chunks as Next writes them, `<script src async>` elements, where the page cache
 * lists them for its loader (lib/page-cache/scripts-after-paint.mjs); Next's preloads of some of
 * them are not put back.
 */
function chunksInHtml(html) {
  const list = CHUNK_LIST.exec(html);
  if (!list) return html;
  const elements = JSON.parse(list[1] ?? '[]').map((src) => `<script src="${src}" async=""></script>`);
  return html.replace(list[0], () => elements.join(''));
}

/** A script's text that inserts the chunks of `html` (as Next writes them) as async scripts. */
const inserting = (html) =>
  `${JSON.stringify([...html.matchAll(ASYNC_CHUNK)].map(([, src]) => src))}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})`;
const preloading = (html) => [...html.matchAll(ASYNC_CHUNK)].map(([, src]) => `<link rel="preload" as="script" href="${src}"/>`).join('');

/** The chunks preloaded, and inserted once the first frame is on its way. */
function chunksAfterPaint(html) {
  const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${inserting(html)}})})</script>`;
  return html
    .replace(ASYNC_CHUNK, '')
    .replace('</head>', `${preloading(html)}</head>`)
    .replace('</body>', `${loader}</body>`);
}

/** The chunks preloaded, and inserted once the browser reports the first contentful paint. */
function chunksAfterFcp(html) {
  const loader = `<script>new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();${inserting(html)}}}).observe({type:'paint',buffered:true})</script>`;
  return html.replace(ASYNC_CHUNK, '').replace('</head>', `${preloading(html)}${loader}</head>`);
}

/** The chunks, not preloaded, inserted at the first frame after the HTML is parsed. */
function chunksAtParsedFrame(html) {
  const loader = `<script>document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){${inserting(html)}})})})</script>`;
  return html.replace(ASYNC_CHUNK, '').replace('</head>', `${loader}</head>`);
}

const VARIANTS = {
  served: (html) => html,
  'from-cache': (html) => html,
  'chunks-in-html': chunksInHtml,
  'no-scripts': withoutScripts,
  'no-inline-scripts': (html) => chunksInHtml(html).replace(/<script(?: id="[^"]*")?>[\s\S]*?<\/script>/g, ''),
  'no-chunks': (html) =>
    html
      .replace(CHUNK_LIST, '')
      .replace(/<script src=[^>]*><\/script>/g, '')
      .replace(PRELOADED_SCRIPT, ''),
  'flight-deferred': (html) => html.replaceAll('<script>self.__next_f.push(', '<script type="module">self.__next_f.push('),
  'chunks-after-paint': (html) => chunksAfterPaint(chunksInHtml(html)),
  'chunks-after-fcp': (html) => chunksAfterFcp(chunksInHtml(html)),
  'chunks-deferred': (html) => chunksInHtml(html).replace(ASYNC_CHUNK, '<script src="$1" defer=""></script>'),
  'chunks-at-parsed-frame': (html) => chunksAtParsedFrame(chunksInHtml(html)),
  'first-screen': (html) => {
    const bare = withoutScripts(html);
    const end = bare.indexOf('</section>', bare.indexOf('<main'));
    return `${bare.slice(0, end + '</section>'.length)}</main></body></html>`;
  },
  'head-only': (html) => `${withoutScripts(headOf(html))}<body><main>${titleOf(html)}</main></body></html>`,
  bare: (html) =>
    `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>bare</title></head><body><main>${titleOf(html)}</main></body></html>`,
};

const served = await fetch(page);
const cacheControl = served.headers.get('cache-control') ?? 's-maxage=60';
const html = await served.text();
const bodies = Object.fromEntries(
  Object.entries(VARIANTS).map(([name, rewrite]) => {
    const body = Buffer.from(rewrite(html));
    return [name, { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }];
  }),
);

/** The variants at the page's path with `?returning=`; everything else passed to the origin as it is. */
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', page);
  const name = url.searchParams.get('returning');
  const variant = name ? bodies[name] : undefined;
  if (variant) {
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': name === 'from-cache' ? 'max-age=600' : cacheControl,
      ETag: variant.etag,
    };
    if (request.headers['if-none-match'] === variant.etag) response.writeHead(304, headers).end();
    else response.writeHead(200, headers).end(variant.body);
    return;
  }
  const upstream = http.request(
    { host: page.hostname, port: page.port, path: request.url, method: request.method, headers: { ...request.headers, host: page.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
});
await new Promise((resolve) => server.listen(0, resolve));
// `localhost`: the bench's browser resolves no other name (bench/lib/lighthouse.mjs).
const local = `http://localhost:${server.address().port}`;

const targets = [
  ...Object.keys(VARIANTS)
    .filter((name) => !only || only.includes(name))
    .map((name) => ({ key: name, url: `${local}${page.pathname}?returning=${name}`, bytes: bodies[name].body.length })),
  ...(floorUrl ? [{ key: 'floor', url: floorUrl, bytes: null }] : []),
];
const samples = new Map(targets.map(({ key }) => [key, []]));
const log = (message) => process.stderr.write(`${message}\n`);
const browser = await launchVisitBrowser();
try {
  for (let round = 1; round <= runs; round += 1) {
    for (const timezoneId of TIME_ZONES) {
      log(`round ${round}/${runs} ${timezoneId}`);
      for (const { key, url } of targets) samples.get(key).push(await returningVisit(browser, timezoneId, url, log));
    }
  }
} finally {
  await browser.close();
  server.close();
}

const quantile = (values, q) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
};
const medianOf = (key, field) =>
  quantile(
    samples.get(key).map((run) => run[field]),
    0.5,
  );
const reference = floorUrl ? 'floor' : 'served';
console.log(
  `${page.href}: returning visits, ${runs * TIME_ZONES.length} each (${TIME_ZONES.join(', ')}), medians in ms after navigation start; the spread is the middle half of the runs`,
);
console.log(
  formatTable(
    ['variant', 'HTML kB', 'HTML status', 'FCP', 'FCP spread', `FCP −${reference}`, 'LCP'],
    targets.map(({ key, bytes }) => {
      const fcps = samples.get(key).map((run) => run.fcpMs);
      return [
        key,
        kB(bytes),
        [...new Set(samples.get(key).map((run) => run.htmlStatus))].join('/'),
        medianOf(key, 'fcpMs'),
        `${quantile(fcps, 0.25)}–${quantile(fcps, 0.75)}`,
        signed(medianOf(key, 'fcpMs') - medianOf(reference, 'fcpMs')),
        medianOf(key, 'lcpMs'),
      ];
    }),
  ),
);
