import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { timedBuild } from './build.mjs';
import { writeStyledFloorAssets } from './floors.mjs';
import { FLOOR_MARGIN_MS, measureThrottled, meetsNetworkBudget, throttledTable } from './network.mjs';
import { startNginx } from './nginx.mjs';
import { LOCALES, PAGE_TYPES } from './pages.mjs';
import { medianOf, runLighthouse } from './lighthouse.mjs';
import { startNext } from './servers.mjs';
import { formatTable } from './table.mjs';
import { measureThroughput, meetsThroughput, throughputTable } from './throughput.mjs';
import { SLOW_4G, TIME_ZONES, measureVisits, visitMisses, visitsTable } from './visits.mjs';

/**
 * The page's two designs, served side by side from the same build: the page cache's default
 * (each page's CSS inside its HTML, its fonts preloaded files) and the pages as Next rendered them
 * (stylesheets and fonts as files the browser caches).
 */
export const DESIGNS = [
  { key: 'inlined', env: {} },
  { key: 'files', env: { INLINE_PAGE_CSS: '0' } },
];

/*
 * `npm run bench -- --network`: what the page costs a visitor on a slow network and the origin
 * that serves it, in four parts (each can be skipped):
 *
 * 1. First visit through nginx (--skip-first-visit): the site, the bare floor and the
 * styled floor (bench/floor built with FLOOR_STYLED=1: the site's base stylesheet and preloaded
 * core font) behind nginx with TLS and HTTP/2, Lighthouse with observed throttling, every page
 * type in both languages beside the floors, interleaved. Options: --runs=N (default 3),
 * --pages=home,article (page types), --proxy-profiles (also the Turkish home page and the
 * styled floor with gzip only, without compression, and over HTTP/1.1), --skip-build,
 * --baseline=<dist dir> (another build of the site, served from that folder and measured beside
 * each page in the same rounds: a change against the build before it; --baseline-env=NAME=value
 * sets one variable for its server).
 * 2. Visits (--skip-visits; bench/lib/visits.mjs): first visit, returning visitor and second page
 *    by a full load, both designs (DESIGNS) beside both floors, straight to `next start` over
 *    HTTP/1.1 with the browser cache on, in two time zones; --visit-runs=N (default --runs).
 * 3. Origin throughput (--skip-throughput; bench/lib/throughput.mjs): both designs' home, treatment
 *    list, a treatment and the blog list against the floor's home; --wrk-seconds=N (default 8).
 * 4. Lighthouse's simulated score and TBT (--skip-scores): the same four pages of both designs
 *    and the two floors, --runs medians.
 * Environment: NGINX_PORT (8443, HTTP/2), NGINX_H1_PORT (8444, HTTP/1.1), STYLED_FLOOR_PORT (3402),
 * BASELINE_PORT (3403), FILES_PORT (3404: the site's file-based design).
 */
export async function networkBench({ floorDir, logDir, benchDir, args, log, siteBuild, siteServer, sitePort, floorPort }) {
  const baseline = typeof args.baseline === 'string' ? args.baseline : null;
  const baselinePort = Number(process.env.BASELINE_PORT || 3403);
  // --baseline-env=NAME=value: the baseline server's environment (e.g. INLINE_PAGE_CSS=0).
  const baselineEnv =
    typeof args['baseline-env'] === 'string' ? Object.fromEntries([args['baseline-env'].split(/=(.*)/s).slice(0, 2)]) : {};
  const httpsPort = Number(process.env.NGINX_PORT || 8443);
  const h1Port = Number(process.env.NGINX_H1_PORT || 8444);
  const styledPort = Number(process.env.STYLED_FLOOR_PORT || 3402);
  const filesPort = Number(process.env.FILES_PORT || 3404);
  const runs = Number(args.runs ?? 3);

  writeStyledFloorAssets(path.resolve(benchDir, '..'), floorDir);
  for (const [distDir, env] of [
    ['.next-network', {}],
    ['.next-styled', { FLOOR_STYLED: '1' }],
  ]) {
    // --skip-build reuses the floors' builds too, when they are there.
    if (args['skip-build'] && existsSync(path.join(floorDir, distDir, 'BUILD_ID'))) continue;
    log(`building the floor into ${distDir}`);
    const build = await timedBuild({ appDir: floorDir, distDir, env, logFile: path.join(logDir, `build-floor${distDir}.log`) });
    if (!build.ok) throw new Error(`floor build failed: see ${path.join(logDir, `build-floor${distDir}.log`)}`);
  }
  await siteBuild();

  const servers = [];
  try {
    const site = await siteServer({ env: DESIGNS[0].env });
    servers.push(site);
    const files = await siteServer({ port: filesPort, logFile: path.join(logDir, 'serve-files.log'), env: DESIGNS[1].env });
    servers.push(files);
    if (baseline)
      servers.push(
        await siteServer({ distDir: baseline, port: baselinePort, logFile: path.join(logDir, 'serve-baseline.log'), env: baselineEnv }),
      );
    const floor = await startNext({
      appDir: floorDir,
      distDir: '.next-network',
      port: floorPort,
      logFile: path.join(logDir, 'serve-floor.log'),
    });
    servers.push(floor);
    servers.push(
      await startNext({
        appDir: floorDir,
        distDir: '.next-styled',
        port: styledPort,
        logFile: path.join(logDir, 'serve-floor-styled.log'),
      }),
    );
    const origin = (port) => `http://localhost:${port}`;
    const ports = { inlined: sitePort, files: filesPort };
    const pids = { inlined: site.pid, files: files.pid };
    const sections = [];
    const results = { date: new Date().toISOString(), runs };
    let misses = 0;

    // nginx in front (parts 1 and 3), started once for both.
    let nginx = null;
    const frontProxy = async () => {
      if (nginx) return nginx;
      nginx = await startNginx({
        dir: path.join(benchDir, '.nginx'),
        apps: { site: sitePort, files: filesPort, floor: floorPort, styled: styledPort, ...(baseline ? { base: baselinePort } : {}) },
        httpsPort,
        h1Port,
        logFile: path.join(logDir, 'nginx.log'),
      });
      servers.push(nginx);
      return nginx;
    };

    if (!args['skip-first-visit']) {
      await frontProxy();
      const first = await firstVisit({ args, runs, log, baseline, httpsPort, h1Port, brotli: nginx.brotli });
      sections.push(first.text);
      results.firstVisit = { brotli: nginx.brotli, results: Object.fromEntries(first.results) };
      misses += first.misses;
    }

    if (!args['skip-visits']) {
      const visitRuns = Number(args['visit-runs'] ?? runs);
      const variants = [
        ...DESIGNS.map((design) => ({ key: design.key, origin: origin(ports[design.key]), first: '/', second: '/tedaviler' })),
        { key: 'styled floor', origin: origin(styledPort), first: '/en', second: '/' },
        { key: 'floor', origin: origin(floorPort), first: '/en', second: '/' },
      ];
      const visits = await measureVisits({ variants, runs: visitRuns, log });
      results.visits = Object.fromEntries(visits);
      sections.push(
        `Visits straight to next start (HTTP/1.1, gzip, browser cache on), CDP throttling ${SLOW_4G.latencyMs} ms, ${SLOW_4G.downKbps / 1000} Mbit/s down, ${SLOW_4G.cpuSlowdown}× CPU, ${TIME_ZONES.join(' and ')}, median of ${visitRuns * TIME_ZONES.length}; −floor: against the styled floor's same visit; requests: over the network / from the cache`,
        visitsTable({ variants, results: visits, floorKey: 'styled floor' }),
        '',
      );
      const missed = visitMisses({ design: DESIGNS[0].key, results: visits, floorKey: 'styled floor' });
      if (missed.length) sections.push(...missed.map((line) => `MISS ${line}`), '');
      misses += missed.length;
      const moved = [...visits].filter(([, result]) => result.cls > 0).map(([key, result]) => `${key}: CLS ${result.cls}`);
      if (moved.length) sections.push(`Layout shifts in the visits: ${moved.join('; ')}`, '');
    }

    if (!args['skip-throughput']) {
      await frontProxy();
      const front = (app) => ({ origin: `https://127.0.0.1:${h1Port}`, host: `${app}-cached.localhost` });
      const variants = DESIGNS.map((design) => ({
        key: design.key,
        origin: origin(ports[design.key]),
        pid: pids[design.key],
        front: front(design.key === 'inlined' ? 'site' : 'files'),
      }));
      const rows = await measureThroughput({
        variants,
        floor: { origin: origin(floorPort), path: '/', pid: floor.pid, front: front('floor') },
        seconds: Number(args['wrk-seconds'] ?? 8),
        log,
      });
      results.throughput = rows;
      sections.push(
        "Origin throughput: wrk -t2 -c20 on loopback, each page right after the floor's home page (as wrk asks: 3 rounds after a warm-up, the round with the median ratio; the others once); CPU: the server process's CPU time per answer (what bounds throughput on a core of its own; steadier than req/s on a shared machine), × floor = floor's CPU per answer / the page's",
        throughputTable(rows),
        '',
      );
      // The budget is the default design's, as wrk asks (the issue's figures); the rest is for comparison.
      misses += rows.filter((row) => row.variant === DESIGNS[0].key && row.encoding === 'identity' && !meetsThroughput(row)).length;
    }

    if (!args['skip-scores']) {
      const scores = await simulatedScores({ designs: DESIGNS, ports, origin, styledPort, floorPort, runs, log });
      results.scores = scores.results;
      sections.push("Lighthouse's simulated mobile score and TBT (default throttling), median of " + runs, scores.text, '');
    }

    const text = sections.join('\n');
    await writeFile(path.join(benchDir, 'results-network.json'), `${JSON.stringify({ ...results, table: text }, null, 2)}\n`);
    console.log(text);
    return misses;
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

/** Part 1: Lighthouse with observed throttling through nginx, every page type beside the floors. */
async function firstVisit({ args, runs, log, baseline, httpsPort, h1Port, brotli }) {
  const wanted = typeof args.pages === 'string' ? args.pages.split(',') : null;
  const locales = typeof args.locales === 'string' ? args.locales.split(',') : LOCALES;
  const url = (app, pathname, profile = '', port = httpsPort) => `https://${app}${profile}.localhost:${port}${pathname}`;
  const floors = [
    { key: 'floor', url: url('floor', '/en') },
    { key: 'styled', url: url('styled', '/en') },
  ];
  const pages = PAGE_TYPES.filter((type) => !wanted || wanted.includes(type.name)).flatMap((type) =>
    locales
      .filter((locale) => type[locale])
      .flatMap((locale) => [
        { key: `${type.name} ${locale}`, url: url('site', type[locale]) },
        ...(baseline ? [{ key: `${type.name} ${locale} (${baseline})`, url: url('base', type[locale]) }] : []),
      ]),
  );
  const profiles = args['proxy-profiles'] ? proxyProfiles(url, httpsPort, h1Port) : [];
  const results = await measureThrottled({ floors, targets: [...pages, ...profiles], runs, log, floorEvery: baseline ? 4 : 2 });

  const styledFloor = results.get('styled');
  const rows = [
    ...pages.map((page) => ({ name: page.key, result: results.get(page.key), isPage: true })),
    { name: 'styled floor (base CSS + font)', result: styledFloor },
    { name: 'floor (bare next-intl)', result: results.get('floor') },
  ];
  const lines = [
    `First paint on a slow network: nginx (TLS, HTTP/2, ${brotli ? 'Brotli + gzip' : 'gzip'}), Lighthouse with observed throttling (slow 4G, 4× CPU), ${runs}× median; budget: FCP and LCP ≤ styled floor + ${FLOOR_MARGIN_MS} ms, CLS 0 in every run`,
    throttledTable({ rows, styledFloor }),
  ];
  if (profiles.length) {
    lines.push(
      '',
      'The proxy: the same pages per nginx profile (same rounds)',
      throttledTable({
        rows: profiles.map((target) => ({ name: target.key, result: results.get(target.key), isPage: true })),
        styledFloor,
      }),
    );
  }
  const shifted = shiftLines(results);
  if (shifted.length) lines.push('', 'Layout shifts (every run with a CLS above 0: score, element, causes Lighthouse names)', ...shifted);
  lines.push('');
  const misses = rows.filter(({ result, isPage }) => isPage && !meetsNetworkBudget(result, styledFloor)).length;
  return { text: lines.join('\n'), results, misses };
}

/** Part 4: Lighthouse's default (simulated) mobile run on the throughput pages of both designs and the floors, in rounds. */
async function simulatedScores({ designs, ports, origin, styledPort, floorPort, runs, log }) {
  const targets = [
    ...['/', '/tedaviler', '/tedavi/implant', '/blogs'].flatMap((pathname) =>
      designs.map((design) => ({ key: `${design.key} ${pathname}`, url: origin(ports[design.key]) + pathname })),
    ),
    { key: 'styled floor /en', url: `${origin(styledPort)}/en` },
    { key: 'floor /en', url: `${origin(floorPort)}/en` },
  ];
  const samples = new Map(targets.map((target) => [target.key, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      log(`lighthouse ${round}/${runs} ${target.url}`);
      samples.get(target.key).push(await runLighthouse(target.url));
    }
  }
  const results = Object.fromEntries([...samples].map(([key, list]) => [key, medianOf(list)]));
  const text = formatTable(
    ['page', 'score', 'score runs', 'TBT ms', 'TBT runs', 'FCP ms', 'LCP ms', 'CLS'],
    targets.map(({ key }) => {
      const result = results[key];
      return [
        key,
        result.performance,
        result.runs.map((run) => run.performance).join(' '),
        Math.round(result.tbtMs),
        result.runs.map((run) => run.tbtMs).join(' '),
        Math.round(result.fcpMs),
        Math.round(result.lcpMs),
        result.cls.toFixed(3),
      ];
    }),
  );
  return { text, results };
}

/** One line per shift of every run that moved, so a CLS in the table can be traced to an element. */
function shiftLines(results) {
  return [...results].flatMap(([key, result]) =>
    result.runs.flatMap((run, index) =>
      run.cls > 0
        ? run.shifts.map(
            (shift) =>
              `- ${key}, run ${index + 1}: ${shift.score} ${shift.element ?? '(no element)'}${shift.causes.length ? ` (${shift.causes.join('; ')})` : ''}`,
          )
        : [],
    ),
  );
}

/** The Turkish home page and the styled floor per proxy profile (bench/lib/nginx.mjs). */
function proxyProfiles(url, httpsPort, h1Port) {
  const variants = [
    ['HTTP/2 gzip', '-gzip', httpsPort],
    ['HTTP/2 uncompressed', '-plain', httpsPort],
    ['HTTP/1.1 gzip', '-gzip', h1Port],
    ['HTTP/1.1 uncompressed', '-plain', h1Port],
  ];
  return variants.flatMap(([name, profile, port]) => [
    { key: `${name}: home tr`, url: url('site', '/', profile, port) },
    { key: `${name}: styled floor`, url: url('styled', '/en', profile, port) },
  ]);
}
