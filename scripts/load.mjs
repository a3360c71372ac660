#!/usr/bin/env node
/**
 * Load benchmark (issue 9): `wrk` on loopback against five page types, first
 * with the built-in content, then with a Strapi-backed build whose CMS has
 * stopped after the pages were served once. Prints requests a second, p99
 * latency, non-2xx/3xx answers and socket errors per page, and the server's
 * resident memory (VmRSS) before and after each run.
 *
 * A third phase, random URLs, runs wrk with a script that asks for a new URL
 * every time (random slugs of the four detail kinds, random categories and
 * pages of the four lists, unknown paths) against a Strapi-backed build whose
 * CMS is up: slug 404s are expected, every other answer must be 2xx/3xx, and
 * the CMS requests, the last-good store on disk and the memory must stay bounded.
 *
 * A fourth phase, scanner (issue 32), sends a fixed number of requests
 * (LOAD_SCANNER_REQUESTS, 20,000) of what vulnerability scanners and bots ask
 * for: dotted slugs of every detail kind, `.php`, `.env`, `.bak` and
 * `/wp-admin/` paths, sharing cards of random slugs, random categories and
 * pages, form-encoded POSTs, and now and then a CMS webhook followed by a form
 * or Next-Action POST to a metadata file (robots.txt, the sitemap, the manifest,
 * the icons: after a webhook Next regenerated one for that POST and stored its
 * 405) and crawlers' GETs of them; first with the (fake) CMS up, then with it stopped. It reports the
 * files and bytes under the build folder before and after, the server's
 * memory, the CMS requests and the status counts, and fails when the build
 * folder grows by a file, a 5xx answers, a POST is not refused, or a metadata
 * file does not answer GET with 200 afterwards.
 *
 * A fifth phase, outbox (issue 44, scripts/load-outbox.mjs), sends 200 requests to a site whose
 * EmailJS fails and whose CMS is stopped, kills the server with SIGKILL twice, and reports what
 * was acknowledged, stored, delivered after recovery and sent twice. It is not in the default
 * list: `LOAD_PHASES=outbox npm run load`.
 *
 * Every phase runs the five pages twice (LOAD_ROUNDS): memory is flat when
 * the second round ends where the first one did, give or take a margin.
 *
 * Exits non-zero when any answer is not 2xx/3xx, a connection fails or times
 * out (wrk --timeout 5s), or the resident memory keeps growing from round to
 * round. Not part of `npm test`.
 *
 *   npm run load                      60 s a page type and phase
 *   LOAD_SECONDS=10 npm run load      shorter
 *
 * Other settings (environment): LOAD_PORT (3206), LOAD_CMS_PORT (3390),
 * LOAD_THREADS (2), LOAD_CONNECTIONS (20), LOAD_DIST_DIR (.next-load),
 * LOAD_CMS_DIST_DIR (.next-load-cms), LOAD_REBUILD=1 (build even when a build
 * exists), LOAD_PHASES=builtin,cms-stopped,random,scanner (and outbox), LOAD_ROUNDS (2),
 * LOAD_OUTBOX_REQUESTS (200), LOAD_EMAILJS_PORT (3392), LOAD_INBOX_PORT (3393),
 * LOAD_SCANNER_REQUESTS (20000 each way: CMS up, CMS stopped),
 * LOAD_MEMORY_GROWTH_MB (64: allowed growth from round to round, or 20 %),
 * LOAD_HEAP_MB (256: the server's --max-old-space-size; 0 leaves Node's default).
 *
 * The heap ceiling makes the collector reclaim memory instead of letting the
 * heap grow lazily under load: resident memory then reflects what the server
 * keeps, and a leak ends in growth round after round or an out-of-memory
 * crash (connection errors), both reported.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeStrapi } from '../e2e/support/fake-strapi.mjs';
import { outboxPhase } from './load-outbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const SECONDS = positive(env.LOAD_SECONDS, 60);
const PORT = positive(env.LOAD_PORT, 3206);
const CMS_PORT = positive(env.LOAD_CMS_PORT, 3390);
const THREADS = positive(env.LOAD_THREADS, 2);
const CONNECTIONS = positive(env.LOAD_CONNECTIONS, 20);
const PHASES = (env.LOAD_PHASES ?? 'builtin,cms-stopped,random,scanner').split(',').map((phase) => phase.trim());
const SCANNER_REQUESTS = positive(env.LOAD_SCANNER_REQUESTS, 20_000);
const ROUNDS = positive(env.LOAD_ROUNDS, 2);
/** Growth of resident memory from the end of the first round to the end of the last that still counts as flat. */
const MEMORY_GROWTH_LIMIT_MB = positive(env.LOAD_MEMORY_GROWTH_MB, 64);
const HEAP_MB = env.LOAD_HEAP_MB === '0' ? 0 : positive(env.LOAD_HEAP_MB, 256);

const articles = JSON.parse(readFileSync(path.join(root, 'content/articles.json'), 'utf8'));
const newestArticle = articles
  .filter((entry) => entry.locale === 'tr')
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[0];

/** Five page types: prerendered home and detail pages, dynamic list pages. */
const TARGETS = [
  { name: 'home', path: '/' },
  { name: 'treatment list', path: '/tedaviler?category=all' },
  { name: 'treatment detail', path: '/tedavi/implant' },
  { name: 'blog list', path: '/en/blogs' },
  { name: 'article', path: `/blog/${newestArticle.slug}` },
];

function positive(value, fallback) {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(2);
  }
}

/**
 * Builds without blocking this process: the fake CMS the build reads answers from it (a
 * synchronous build left every CMS request of the build to time out, and its pages prerendered
 * with their failure states).
 */
async function build(distDir, extraEnv) {
  if (existsSync(path.join(root, distDir, 'BUILD_ID')) && !env.LOAD_REBUILD) {
    console.log(`Using the build in ${distDir} (LOAD_REBUILD=1 builds again).`);
    return;
  }
  console.log(`Building into ${distDir} …`);
  const builder = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...extraEnv },
  });
  const status = await new Promise((resolve) => builder.on('close', resolve));
  if (status !== 0) throw new Error(`next build into ${distDir} failed`);
}

async function startSite(distDir, extraEnv) {
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      ...(HEAP_MB ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${HEAP_MB}`.trim() } : {}),
      ...extraEnv,
    },
  });
  const log = [];
  server.stderr.on('data', (chunk) => log.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site exited: ${log.join('')}`);
    try {
      if ((await fetch(`http://localhost:${PORT}/en`)).ok) return { server, log };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  server.kill();
  throw new Error('the site did not start within 60 s');
}

async function stopSite({ server }) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await Promise.race([new Promise((resolve) => server.once('exit', resolve)), sleep(5000)]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

/** Resident memory of the server and its children, in MB. */
function residentMb(pid) {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  for (const id of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** Every target answers 200 (the first request also renders pages built on demand). */
async function warmUp(label) {
  for (const target of TARGETS) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`http://localhost:${PORT}${target.path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${label}: ${target.path} answered ${response.status} before the load`);
    }
  }
}

function toMs(value, unit) {
  const number = Number(value);
  return unit === 'us' ? number / 1000 : unit === 's' ? number * 1000 : unit === 'm' ? number * 60_000 : number;
}

function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return { rps, p99Ms: p99 ? toMs(p99[1], p99[2]) : NaN, total, non2xx, socketErrors };
}

/**
 * A wrk script that asks for a new random URL every time. It counts slug 404s
 * (expected: the not-found page of a made-up slug) apart from every other
 * answer outside 2xx/3xx.
 */
const RANDOM_URLS_LUA = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) expected404 = 0; unexpected = 0; math.randomseed(os.time() + math.random(1, 100000)) end
local function word() local t = {} for i = 1, math.random(3, 24) do t[i] = string.char(math.random(97, 122)) end return table.concat(t) end
local details = { "/tedavi/", "/en/treatment/", "/blog/", "/en/blog/" }
local lists = { "/tedaviler", "/en/treatments", "/blogs", "/en/blogs" }
local unknown = { "/", "/en/", "/tedaviler/", "/en/blog/x/" }
function request()
  local kind = math.random(1, 4)
  local path
  if kind == 1 then path = details[math.random(#details)] .. word()
  elseif kind == 2 then path = lists[math.random(#lists)] .. "?category=" .. word()
  elseif kind == 3 then path = lists[math.random(#lists)] .. "?page=" .. math.random(2, 10000)
  else path = unknown[math.random(#unknown)] .. word() .. "/" .. word() end
  return wrk.format("GET", path)
end
function response(status, headers, body)
  -- Only the not-found page of a made-up slug (marked noindex) may answer 404.
  if status == 404 and string.find(body, "noindex", 1, true) then expected404 = expected404 + 1
  elseif status < 200 or status >= 400 then unexpected = unexpected + 1 end
end
function done(summary, latency, requests)
  local e, u = 0, 0
  for _, thread in ipairs(threads) do e = e + thread:get("expected404"); u = u + thread:get("unexpected") end
  io.write(string.format("expected 404: %d\\nunexpected: %d\\n", e, u))
end
`;

/** Runs wrk on one URL while sampling the server's resident memory every second. */
async function runWrk(url, pid, script) {
  const samples = [residentMb(pid)];
  const sampler = setInterval(() => samples.push(residentMb(pid)), 1000);
  const wrk = spawn('wrk', [
    `-t${THREADS}`,
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    '--timeout',
    '5s',
    '--latency',
    ...(script ? ['-s', script] : []),
    url,
  ]);
  let stdout = '';
  let stderr = '';
  wrk.stdout.on('data', (chunk) => (stdout += chunk));
  wrk.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => wrk.once('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`wrk failed: ${stderr}`);
  // Let the collector settle before the last reading.
  await sleep(1000);
  const after = residentMb(pid);
  const parsed = parseWrk(stdout);
  if (script) {
    // wrk's own count includes the expected 404s; the script tells them apart.
    // wrk runs on with its plain request when a script fails to compile: never report that as a result.
    if (!/expected 404: \d+/.test(stdout)) throw new Error(`wrk did not run the random-URL script: ${stderr || stdout}`);
    parsed.expected404 = Number(/expected 404: (\d+)/.exec(stdout)?.[1] ?? NaN);
    parsed.non2xx = Number(/unexpected: (\d+)/.exec(stdout)?.[1] ?? NaN);
  }
  return { ...parsed, before: samples[0], peak: Math.max(...samples, after), after };
}

function printRows(label, rows) {
  const heap = HEAP_MB ? `heap ceiling ${HEAP_MB} MB` : 'default heap';
  console.log(`\n${label} (${SECONDS} s a page, ${THREADS} threads, ${CONNECTIONS} connections, ${ROUNDS} rounds, ${heap})`);
  console.log(
    [
      'round',
      'page'.padEnd(17),
      'path'.padEnd(34),
      'req/s'.padStart(7),
      'p99 ms'.padStart(8),
      'requests'.padStart(8),
      'non-2xx/3xx'.padStart(11),
      'sock err'.padStart(8),
      'RSS MB before→after (peak)'.padStart(27),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        String(row.round).padStart(5),
        row.name.padEnd(17),
        row.path.slice(0, 34).padEnd(34),
        row.rps.toFixed(1).padStart(7),
        row.p99Ms.toFixed(1).padStart(8),
        String(row.total).padStart(8),
        String(row.non2xx).padStart(11),
        String(row.socketErrors).padStart(8),
        `${row.before} → ${row.after} (${row.peak})`.padStart(27),
      ].join(' '),
    );
  }
}

async function loadPhase(label, site) {
  const pid = site.server.pid;
  const rows = [];
  const startRss = residentMb(pid);
  const roundEnds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of TARGETS) {
      rows.push({ round, ...target, ...(await runWrk(`http://localhost:${PORT}${target.path}`, pid)) });
    }
    roundEnds.push(rows.at(-1).after);
  }
  printRows(label, rows);
  console.log(
    `server resident memory: ${startRss} MB after warm-up; at the end of each round ${roundEnds.map((mb) => `${mb} MB`).join(', ')}; peak ${Math.max(...rows.map((row) => row.peak))} MB`,
  );
  return { label, rows, startRss, roundEnds };
}

async function builtinPhase() {
  const distDir = env.LOAD_DIST_DIR ?? '.next-load';
  await build(distDir, { CONTENT_API_URL: '' });
  const site = await startSite(distDir, { CONTENT_API_URL: '' });
  try {
    await warmUp('built-in content');
    return await loadPhase('Built-in content', site);
  } finally {
    await stopSite(site);
  }
}

async function cmsStoppedPhase() {
  const distDir = env.LOAD_CMS_DIST_DIR ?? '.next-load-cms';
  const cmsEnv = {
    CONTENT_API_URL: `http://127.0.0.1:${CMS_PORT}`,
    CONTENT_TIMEOUT_MS: '1500',
    CONTENT_REVALIDATE_SECONDS: '1',
  };
  const cms = await startFakeStrapi({ port: CMS_PORT });
  let site;
  try {
    await build(distDir, cmsEnv);
    site = await startSite(distDir, cmsEnv);
    await warmUp('Strapi-backed');
  } finally {
    // Served once: now the CMS goes away for the whole load.
    await cms.close();
  }
  try {
    return await loadPhase('Strapi-backed, CMS stopped', site);
  } finally {
    await stopSite(site);
    const failures = site.log
      .join('')
      .split('\n')
      .filter((line) => line.includes('[content]'));
    console.log(`content failures logged by the server: ${failures.length} line(s)${failures[0] ? `, e.g. ${failures[0].trim()}` : ''}`);
  }
}

/** Files and bytes in a folder (the last-good store on disk). */
function folderSize(folder) {
  let files = 0;
  let bytes = 0;
  for (const file of existsSync(folder) ? readdirSync(folder) : []) {
    files += 1;
    bytes += statSync(path.join(folder, file)).size;
  }
  return { files, bytes };
}

async function randomPhase() {
  const distDir = env.LOAD_CMS_DIST_DIR ?? '.next-load-cms';
  const lastGoodDir = mkdtempSync(path.join(tmpdir(), 'load-last-good-'));
  const script = path.join(lastGoodDir, '..', `${path.basename(lastGoodDir)}.lua`);
  writeFileSync(script, RANDOM_URLS_LUA);
  const cmsEnv = {
    CONTENT_API_URL: `http://127.0.0.1:${CMS_PORT}`,
    CONTENT_TIMEOUT_MS: '1500',
    CONTENT_REVALIDATE_SECONDS: '60',
    CONTENT_LAST_GOOD_DIR: lastGoodDir,
  };
  const cms = await startFakeStrapi({ port: CMS_PORT });
  let site;
  try {
    await build(distDir, { ...cmsEnv, CONTENT_REVALIDATE_SECONDS: '1' });
    site = await startSite(distDir, cmsEnv);
    await warmUp('random URLs');
    const pid = site.server.pid;
    const startRss = residentMb(pid);
    const rows = [];
    const roundEnds = [];
    const cmsRequests = [];
    const disk = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = cms.state.requests;
      rows.push({
        round,
        name: 'random URLs',
        path: 'slugs, categories, pages, unknown',
        ...(await runWrk(`http://localhost:${PORT}/`, pid, script)),
      });
      roundEnds.push(rows.at(-1).after);
      cmsRequests.push(cms.state.requests - before);
      disk.push(folderSize(lastGoodDir));
    }
    printRows('Random URLs, Strapi-backed, CMS up', rows);
    console.log(`expected 404s (made-up slugs): ${rows.map((row) => row.expected404).join(', ')}`);
    console.log(`CMS requests during each round: ${cmsRequests.join(', ')}`);
    console.log(
      `last-good store on disk after each round: ${disk.map(({ files, bytes }) => `${files} files, ${(bytes / 1024).toFixed(0)} kB`).join('; ')}`,
    );
    console.log(
      `server resident memory: ${startRss} MB after warm-up; at the end of each round ${roundEnds.map((mb) => `${mb} MB`).join(', ')}; peak ${Math.max(...rows.map((row) => row.peak))} MB`,
    );
    const label = 'Random URLs';
    const extra = [];
    const requestsServed = rows.reduce((sum, row) => sum + row.total, 0);
    // The CMS sees the lists once per cache lifetime, never one request per made-up URL.
    const cmsTotal = cmsRequests.reduce((sum, count) => sum + count, 0);
    if (cmsTotal > Math.max(200, requestsServed / 100)) extra.push(`${label}: ${cmsTotal} CMS requests for ${requestsServed} random URLs`);
    if (disk.at(-1).files > 1000) extra.push(`${label}: ${disk.at(-1).files} files in the last-good store`);
    return { label, rows, startRss, roundEnds, extra };
  } finally {
    if (site) await stopSite(site);
    await cms.close();
    rmSync(lastGoodDir, { recursive: true, force: true });
    rmSync(script, { force: true });
  }
}

/** Files and bytes under a folder and its subfolders (the build folder: the page cache is in it), and their paths. */
function treeSize(folder) {
  const paths = new Set();
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        paths.add(path.relative(folder, file));
        bytes += statSync(file).size;
      }
    }
  };
  walk(folder);
  return { files: paths.size, bytes, paths };
}

/**
 * The known pages a scanner's requests are answered with (the not-found page of each detail kind
 * and language, the treatment list's unknown-category page, the lists, the home pages): asked for
 * once before the scan, so that Next's first copy of them into the page cache is not counted.
 */
/** The detail pages' prefixes in both languages (lib/routing/detail-kinds.ts: a new kind adds its two here). */
const DETAIL_PREFIXES = ['/tedavi/', '/en/treatment/', '/blog/', '/en/blog/', '/hekimlerimiz/', '/en/dentists/'];

const SCANNER_WARM_UP = [
  '/',
  '/en',
  '/blogs',
  '/en/blogs',
  // The scan's random page numbers include 2, a page the lists have.
  '/blogs?page=2',
  '/en/blogs?page=2',
  '/tedaviler?category=x-warm',
  '/en/treatments?category=x-warm',
].concat(DETAIL_PREFIXES.map((prefix) => `${prefix}x-warm`));

const word = () =>
  Math.random()
    .toString(36)
    .slice(2, 2 + 3 + Math.floor(Math.random() * 10));

/**
 * CMS requests a webhook may cost during the scan: after a content change the proxy's lists of slugs
 * and categories and the pages the scan asks for are read again. Measured 16.3 a webhook (100
 * webhooks in 20,000 requests, CMS up, 2026-11-28); half as much again leaves room.
 */
const CMS_REQUESTS_PER_WEBHOOK = 24;
/** The webhook's secret of the scanner phase's server. */
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const METADATA_FILES = ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/icon.svg', '/apple-icon.png'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/**
 * What scanners and bots ask for, one shape each: method, path and, for a POST, its headers and body.
 */
const SCANNER_SHAPES = [
  [
    'dotted slug',
    () => [
      'GET',
      `${DETAIL_PREFIXES[Math.floor(Math.random() * DETAIL_PREFIXES.length)]}${word()}.${['php', 'x', 'bak', 'env'][Math.floor(Math.random() * 4)]}`,
    ],
  ],
  ['.php', () => ['GET', `/${word()}.php`]],
  ['.env', () => ['GET', `${['/', '/en/', '/api/'][Math.floor(Math.random() * 3)]}${word()}/.env`]],
  ['.bak', () => ['GET', `/${word()}.bak`]],
  ['/wp-admin/', () => ['GET', `/wp-admin/${Math.random() < 0.5 ? `${word()}.php` : word()}`]],
  [
    'sharing card',
    () => [
      'GET',
      `${['/treatment/', '/en/treatment/', '/blog/', '/en/blog/'][Math.floor(Math.random() * 4)]}${word()}/opengraph-image/card`,
    ],
  ],
  [
    'category',
    () => ['GET', `${['/tedaviler', '/en/treatments', '/blogs', '/en/blogs'][Math.floor(Math.random() * 4)]}?category=${word()}`],
  ],
  ['page', () => ['GET', `${['/blogs', '/en/blogs'][Math.floor(Math.random() * 2)]}?page=${2 + Math.floor(Math.random() * 9998)}`]],
  ['form POST', () => ['POST', ['/', '/en/about', '/contact', '/tedavi/implant', `/${word()}.php`][Math.floor(Math.random() * 5)]]],
  // Now and then a content change (one turn in 15 of this shape; a crawler's GET of a metadata
  // file the other turns), then a POST to a metadata file right behind it (the next shape).
  [
    'webhook',
    () =>
      Math.random() < 1 / 15
        ? [
            'POST',
            '/api/revalidate',
            { Authorization: `Bearer ${WEBHOOK_SECRET}`, 'Content-Type': 'application/json' },
            JSON.stringify({ model: pick(['treatment', 'article', 'doctor', 'faq']) }),
          ]
        : ['GET', pick(METADATA_FILES), undefined, undefined, 'metadata GET'],
  ],
  ['metadata POST', () => ['POST', pick(METADATA_FILES), Math.random() < 0.5 ? FORM : { ...FORM, 'Next-Action': word() }]],
];

/** Each metadata file's GET: its status and content type (after a scan, 200 and its own type). */
async function metadataAnswers() {
  const answers = [];
  for (const file of METADATA_FILES) {
    const response = await fetch(`http://localhost:${PORT}${file}`);
    await response.arrayBuffer();
    answers.push(`${file} ${response.status} ${response.headers.get('content-type')?.split(';')[0]}`);
  }
  return answers;
}

/** Sends `total` scanner requests, CONNECTIONS at a time; status counts per shape. */
async function scan(total, pid) {
  const counts = new Map();
  const samples = [residentMb(pid)];
  const sampler = setInterval(() => samples.push(residentMb(pid)), 1000);
  let sent = 0;
  let failures = 0;
  const started = Date.now();
  async function worker() {
    while (sent < total) {
      sent += 1;
      const [name, make] = SCANNER_SHAPES[sent % SCANNER_SHAPES.length];
      const [method, url, headers = FORM, body = 'a=b', shape = name] = make();
      try {
        const response = await fetch(`http://localhost:${PORT}${url}`, {
          method,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
          ...(method === 'POST' ? { body, headers } : {}),
        });
        await response.arrayBuffer();
        const key = `${shape} ${response.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      } catch {
        failures += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  await sleep(1000);
  const after = residentMb(pid);
  return { counts, failures, seconds, before: samples[0], peak: Math.max(...samples, after), after };
}

async function scannerPhase() {
  const distDir = env.LOAD_CMS_DIST_DIR ?? '.next-load-cms';
  const cmsEnv = { CONTENT_API_URL: `http://127.0.0.1:${CMS_PORT}`, CONTENT_TIMEOUT_MS: '1500', CONTENT_REVALIDATE_SECONDS: '60' };
  let cms = await startFakeStrapi({ port: CMS_PORT });
  let site;
  const rows = [];
  const roundEnds = [];
  const extra = [];
  try {
    await build(distDir, { ...cmsEnv, CONTENT_REVALIDATE_SECONDS: '1' });
    site = await startSite(distDir, { ...cmsEnv, REVALIDATE_SECRET: WEBHOOK_SECRET });
    await warmUp('scanner');
    // One webhook first: it writes the content generation's file, which is no scanner's doing.
    await (
      await fetch(`http://localhost:${PORT}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${WEBHOOK_SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: 'treatment' }),
      })
    ).arrayBuffer();
    for (const url of [...SCANNER_WARM_UP, ...METADATA_FILES]) await (await fetch(`http://localhost:${PORT}${url}`)).arrayBuffer();
    await sleep(1000);
    const pid = site.server.pid;
    for (const cmsState of ['up', 'stopped']) {
      if (cmsState === 'stopped') {
        await cms.close();
        cms = null;
      }
      const disk = treeSize(path.join(root, distDir));
      const cmsBefore = cms?.state.requests ?? 0;
      const result = await scan(SCANNER_REQUESTS, pid);
      const diskAfter = treeSize(path.join(root, distDir));
      const cmsRequests = cms ? cms.state.requests - cmsBefore : 0;
      const metadata = await metadataAnswers();
      rows.push({ cmsState, disk, diskAfter, cmsRequests, metadata, ...result });
      roundEnds.push(result.after);
      const label = `Scanner, CMS ${cmsState}`;
      const added = [...diskAfter.paths].filter((file) => !disk.paths.has(file));
      if (added.length > 0) extra.push(`${label}: ${added.length} new files under ${distDir}, e.g. ${added.slice(0, 5).join(', ')}`);
      for (const [key, count] of result.counts) {
        if (/ 5\d\d$/.test(key)) extra.push(`${label}: ${count} answers ${key}`);
        if (/^(form|metadata) POST /.test(key) && !key.endsWith(' 405')) extra.push(`${label}: ${count} answers ${key}`);
        if (/^(webhook|metadata GET) /.test(key) && !key.endsWith(' 200')) extra.push(`${label}: ${count} answers ${key}`);
      }
      for (const answer of metadata) if (!/ 200 \S+$/.test(answer)) extra.push(`${label}: afterwards GET ${answer}`);
      if (result.failures > 0) extra.push(`${label}: ${result.failures} requests failed or timed out`);
      // A webhook is a content change: the site may read its lists and the pages asked for again.
      const webhooks = result.counts.get('webhook 200') ?? 0;
      if (cmsRequests > 200 + CMS_REQUESTS_PER_WEBHOOK * webhooks)
        extra.push(`${label}: ${cmsRequests} CMS requests for ${SCANNER_REQUESTS} made-up URLs and ${webhooks} webhooks`);
    }
  } finally {
    if (site) await stopSite(site);
    if (cms) await cms.close();
  }
  const mb = (bytes) => (bytes / 1e6).toFixed(2);
  console.log(`\nScanner requests (${SCANNER_REQUESTS} each way, ${CONNECTIONS} at a time; Strapi-backed build, fake CMS)`);
  console.log(
    [
      'CMS'.padEnd(8),
      'req/s'.padStart(7),
      `files under ${distDir}`.padStart(28),
      'MB'.padStart(16),
      'RSS MB before→after (peak)'.padStart(27),
      'CMS req'.padStart(8),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.cmsState.padEnd(8),
        (SCANNER_REQUESTS / row.seconds).toFixed(0).padStart(7),
        `${row.disk.files} → ${row.diskAfter.files}`.padStart(28),
        `${mb(row.disk.bytes)} → ${mb(row.diskAfter.bytes)}`.padStart(16),
        `${row.before} → ${row.after} (${row.peak})`.padStart(27),
        String(row.cmsRequests).padStart(8),
      ].join(' '),
    );
  }
  console.log('\nstatus counts per shape');
  const keys = [...new Set(rows.flatMap((row) => [...row.counts.keys()]))].sort();
  console.log(['shape and status'.padEnd(22), ...rows.map((row) => `CMS ${row.cmsState}`.padStart(12))].join(' '));
  for (const key of keys) console.log([key.padEnd(22), ...rows.map((row) => String(row.counts.get(key) ?? 0).padStart(12))].join(' '));
  for (const row of rows) console.log(`\nthe metadata files afterwards, CMS ${row.cmsState}: ${row.metadata.join(', ')}`);
  return { label: 'Scanner', rows: [], startRss: rows[0]?.before, roundEnds, extra };
}

async function main() {
  const onlyScanner = PHASES.every((phase) => phase === 'scanner' || phase === 'outbox');
  if (!onlyScanner) requireWrk();
  const phases = [];
  if (PHASES.includes('builtin')) phases.push(await builtinPhase());
  if (PHASES.includes('cms-stopped')) phases.push(await cmsStoppedPhase());
  if (PHASES.includes('random')) phases.push(await randomPhase());
  if (PHASES.includes('scanner')) phases.push(await scannerPhase());
  if (PHASES.includes('outbox')) {
    phases.push(await outboxPhase({ root, port: PORT, distDir: env.LOAD_DIST_DIR ?? '.next-load', build, residentMb, env }));
  }

  const problems = [];
  for (const phase of phases) {
    problems.push(...(phase.extra ?? []));
    for (const row of phase.rows) {
      if (row.non2xx > 0) problems.push(`${phase.label}, round ${row.round}, ${row.path}: ${row.non2xx} non-2xx/3xx answers`);
      if (row.socketErrors > 0) problems.push(`${phase.label}, round ${row.round}, ${row.path}: ${row.socketErrors} socket errors`);
      if (!(row.total > 0)) problems.push(`${phase.label}, round ${row.round}, ${row.path}: no requests completed`);
    }
    // Flat memory: the heap grows to fit the load during the first round, then stays.
    const first = phase.roundEnds[0];
    const last = phase.roundEnds.at(-1);
    const allowed = Math.max(MEMORY_GROWTH_LIMIT_MB, Math.round(first * 0.2));
    if (phase.roundEnds.length > 1 && last - first > allowed) {
      problems.push(
        `${phase.label}: resident memory grew from ${first} MB to ${last} MB between the first and the last round (allowed ${allowed} MB)`,
      );
    }
  }
  if (problems.length > 0) {
    console.error(`\nFAILED\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('\nOK: no errors, memory flat.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
