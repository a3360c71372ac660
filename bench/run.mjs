#!/usr/bin/env node
/**
 * The performance benchmark (`npm run bench`): builds the site, serves it with
 * `next start` beside a bare Next.js + next-intl app (the floor) and measures
 * every page type in both languages in the same run: figures that do not depend
 * on the host (HTML and RSC payload bytes, DOM elements, stylesheets and
 * preloads before the first frame, main-thread task time as a ratio to the
 * floor's), Lighthouse, and wrk throughput as a ratio to the floor's; then
 * builds the large content set. Prints one report, writes bench/results.json
 * and exits non-zero when a budget is missed.
 *
 * Options: --runs=N (Lighthouse runs per page, default 3), --trace-runs=N
 * (main-thread traces per page, default 5), --wrk-seconds=N (default 8),
 * --skip-build (reuse the last build: it says which commit that is, and when
 * it is stale against HEAD), --skip-lighthouse, --skip-scale,
 * --skip-load, --skip-without-scripts (no script-free loads: see
 * scriptFreeTable in lib/report.mjs); --network measures first paint on a
 * slow network instead (lib/network-bench.mjs). Environment: BENCH_DIST_DIR (default
 * .next-bench), BENCH_PORT (3400), FLOOR_PORT (3401), CHROME_PATH
 * (/usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, pageMisses } from './lib/budgets.mjs';
import { countPrerendered, timedBuild } from './lib/build.mjs';
import { describeReusedBuild, writeBuildStamp } from './lib/build-stamp.mjs';
import { CHROME_PATH, medianOf, runLighthouse } from './lib/lighthouse.mjs';
import { wrk } from './lib/load.mjs';
import { htmlProfile, measureMainThread } from './lib/page-profile.mjs';
import { cacheHeaders, cdnCacheable, firstLoadJs, median, responseTimes } from './lib/page-weight.mjs';
import { LOAD_PAGES, LOCALES, PAGE_TYPES } from './lib/pages.mjs';
import { networkBench } from './lib/network-bench.mjs';
import { startNext } from './lib/servers.mjs';
import { report } from './lib/report.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const floorDir = path.join(benchDir, 'floor');
const logDir = path.join(benchDir, '.logs');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split(/=(.*)/s);
    return [key, value ?? true];
  }),
);
const RUNS = Number(args.runs ?? 3);
const TRACE_RUNS = Number(args['trace-runs'] ?? 5);
const WRK_SECONDS = Number(args['wrk-seconds'] ?? 8);
const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
const SITE_PORT = Number(process.env.BENCH_PORT || 3400);
const FLOOR_PORT = Number(process.env.FLOOR_PORT || 3401);
const site = (pathname) => `http://localhost:${SITE_PORT}${pathname}`;
const FLOOR_URL = `http://localhost:${FLOOR_PORT}/`;
// Canonical and hreflang URLs point at the origin the bench serves (Lighthouse checks them).
const SITE_ENV = { NEXT_PUBLIC_SITE_URL: site('') };

const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Debian packages the bench needs: installed when missing and we are root. */
function ensureTools() {
  const missing = [
    ['wrk', '/usr/bin/wrk'],
    ['time', '/usr/bin/time'],
    ['chromium', CHROME_PATH],
  ].filter(([, file]) => !existsSync(file));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  if (process.getuid?.() !== 0) throw new Error(`Missing tools: ${names.join(', ')} (apt-get install -y ${names.join(' ')})`);
  log(`installing ${names.join(', ')} with apt-get`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  } catch {
    log('apt-get update failed: installing from the package lists already on this machine');
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit' });
}

/** The floor app uses exactly the framework versions the site has installed. */
function ensureFloorInstalled() {
  const manifestFile = path.join(floorDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const wanted = {};
  for (const name of Object.keys(manifest.dependencies)) {
    wanted[name] = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  }
  const installed = Object.keys(wanted).every((name) => {
    const file = path.join(floorDir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === wanted[name];
  });
  if (installed) return;
  // The site's own node_modules, hard-linked: exactly the versions (and sub-dependencies) its
  // lockfile resolved. A fresh `npm install` of the four packages would resolve sub-dependencies
  // anew, and the registry may no longer hold (or not yet hold) the versions they ask for.
  log(
    `linking the site's node_modules into the floor app (${Object.entries(wanted)
      .map(([n, v]) => `${n}@${v}`)
      .join(' ')})`,
  );
  rmSync(path.join(floorDir, 'node_modules'), { recursive: true, force: true });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(floorDir, 'node_modules')]);
}

async function measureLighthouse(targets) {
  const runs = new Map(targets.map((target) => [target.key, []]));
  // Rounds rather than one page at a time: the floor and every page see the same machine load.
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      log(`lighthouse ${round}/${RUNS} ${target.url}`);
      runs.get(target.key).push(await runLighthouse(target.url));
    }
  }
  return new Map([...runs].map(([key, results]) => [key, medianOf(results)]));
}

/** wrk against every load page and the floor's home page; each page's throughput as a ratio to the floor's. */
async function loadTest(pages) {
  log(`wrk ${WRK_SECONDS}s floor`);
  const floor = await wrk(FLOOR_URL, WRK_SECONDS);
  const results = [];
  for (const page of pages) {
    log(`wrk ${WRK_SECONDS}s ${page.path}`);
    const measured = await wrk(site(page.path), WRK_SECONDS);
    results.push({ ...page, site: measured, ratio: measured.requestsPerSecond / floor.requestsPerSecond });
  }
  return { floor, pages: results };
}

/** Response times of the blog list (first and a deep page) and of an article that was not built ahead. */
async function contentTimings({ deepPage, oldArticle }) {
  const timings = {};
  const measure = async (name, pathname, count = 20) => {
    const times = await responseTimes(site(pathname), count);
    timings[name] = { path: pathname, firstMs: times[0], medianMs: median(times), medianAfterFirstMs: median(times.slice(1)) };
  };
  await measure('blogPage1', '/blogs?page=1');
  if (deepPage) await measure(`blogPage${deepPage}`, `/blogs?page=${deepPage}`);
  if (oldArticle) await measure('oldArticle', `/blog/${oldArticle}`);
  return timings;
}

async function scaleRun() {
  const contentDir = path.join(benchDir, '.scale-content');
  log('generating the large content set');
  execFileSync(process.execPath, [path.join(root, 'scripts/generate-scale-content.mjs'), contentDir], { stdio: 'inherit' });
  const articles = JSON.parse(readFileSync(path.join(contentDir, 'articles.json'), 'utf8'));
  const trArticles = articles.filter((entry) => entry.locale === 'tr');
  const treatments = JSON.parse(readFileSync(path.join(contentDir, 'treatments.json'), 'utf8')).length;
  const distDir = `${DIST_DIR}-scale`;
  log(`building with the large set into ${distDir}`);
  const build = await timedBuild({
    appDir: root,
    distDir,
    env: { ...SITE_ENV, CONTENT_DIR: contentDir },
    logFile: path.join(logDir, 'build-scale.log'),
  });
  if (!build.ok) throw new Error(`scale build failed: see ${path.join(logDir, 'build-scale.log')}`);
  const server = await startNext({
    appDir: root,
    distDir,
    port: SITE_PORT,
    env: { ...SITE_ENV, CONTENT_DIR: contentDir },
    logFile: path.join(logDir, 'serve-scale.log'),
  });
  try {
    const timings = await contentTimings({ deepPage: 200, oldArticle: trArticles[1500].slug });
    return { articlesPerLocale: trArticles.length, treatments, build, timings };
  } finally {
    await server.stop();
  }
}

function growth(normal, scale) {
  const pages = (build) => build.prerendered?.total ?? 1;
  return {
    contentEntries: { normal: normal.entries, scale: scale.entries, ratio: scale.entries / normal.entries },
    prerenderedPages: { normal: pages(normal.build), scale: pages(scale.build), ratio: pages(scale.build) / pages(normal.build) },
    buildSeconds: { ratio: scale.build.seconds / normal.build.seconds },
    peakMemory: { ratio: scale.build.peakTreeMb / normal.build.peakTreeMb },
  };
}

async function buildSite(results) {
  if (args['skip-build']) {
    const reused = describeReusedBuild(root, DIST_DIR);
    for (const line of reused.lines) log(line);
    results.build = null;
    results.reusedBuild = reused;
    return;
  }
  log(`building the site into ${DIST_DIR}`);
  results.build = await timedBuild({ appDir: root, distDir: DIST_DIR, env: SITE_ENV, logFile: path.join(logDir, 'build.log') });
  if (!results.build.ok) throw new Error(`site build failed: see ${path.join(logDir, 'build.log')}`);
  writeBuildStamp(root, DIST_DIR);
}

const serveSite = ({ distDir = DIST_DIR, port = SITE_PORT, logFile = path.join(logDir, 'serve.log'), env = {} } = {}) =>
  startNext({ appDir: root, distDir, port, env: { ...SITE_ENV, ...env }, logFile });

async function main() {
  await mkdir(logDir, { recursive: true });
  ensureTools();
  ensureFloorInstalled();
  if (args.network) {
    const misses = await networkBench({
      floorDir,
      logDir,
      benchDir,
      args,
      log,
      siteBuild: () => buildSite({}),
      siteServer: serveSite,
      sitePort: SITE_PORT,
      floorPort: FLOOR_PORT,
    });
    process.exitCode = misses ? 1 : 0;
    return;
  }
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    traceRuns: TRACE_RUNS,
    wrkSeconds: WRK_SECONDS,
    budgets: BUDGETS,
    otherMisses: [],
  };

  log('building the floor app');
  const floorBuild = await timedBuild({ appDir: floorDir, distDir: '.next', logFile: path.join(logDir, 'build-floor.log') });
  if (!floorBuild.ok) throw new Error(`floor build failed: see ${path.join(logDir, 'build-floor.log')}`);

  await buildSite(results);
  const prerendered = countPrerendered(root, DIST_DIR);
  if (results.build) results.build.prerendered = prerendered;

  const server = await serveSite();
  const floor = await startNext({ appDir: floorDir, distDir: '.next', port: FLOOR_PORT, logFile: path.join(logDir, 'serve-floor.log') });
  try {
    results.pages = PAGE_TYPES.flatMap((type) =>
      LOCALES.map((locale) => ({ type: type.name, locale, path: type[locale], url: site(type[locale]) })),
    );
    for (const page of results.pages) {
      const headers = await cacheHeaders(page.url);
      page.headers = {
        ...headers,
        prerendered: headers.prerendered === '1' || headers.nextCache === 'HIT',
        cdnCacheable: cdnCacheable(headers.cacheControl),
      };
      if (headers.status !== 200) results.otherMisses.push(`${page.path} answered ${headers.status}`);
      page.firstLoadJs = await firstLoadJs(page.url);
      page.profile = htmlProfile(await (await fetch(page.url)).text());
    }
    results.floorFirstLoadJs = await firstLoadJs(FLOOR_URL);
    results.floorProfile = htmlProfile(await (await fetch(FLOOR_URL)).text());
    results.contentTimings = await contentTimings({});

    const targets = [{ key: 'floor', url: FLOOR_URL }, ...results.pages.map((page) => ({ key: page.url, url: page.url }))];
    const traces = await measureMainThread(targets, TRACE_RUNS, { log, withoutScripts: !args['skip-without-scripts'] });
    results.floorMainThread = traces.get('floor');
    for (const page of results.pages) page.mainThread = traces.get(page.url);
    if (!args['skip-lighthouse']) {
      const lighthouse = await measureLighthouse(targets);
      results.floor = lighthouse.get('floor');
      for (const page of results.pages) page.lighthouse = lighthouse.get(page.url);
    }

    if (!args['skip-load']) {
      results.load = await loadTest(LOAD_PAGES);
      for (const entry of results.load.pages) {
        if (entry.ratio < BUDGETS.throughputRatio)
          results.otherMisses.push(`${entry.path}: throughput ${entry.ratio.toFixed(2)}× the floor's < ${BUDGETS.throughputRatio}×`);
        if (entry.site.non2xx || entry.site.socketErrors)
          results.otherMisses.push(
            `${entry.path}: ${entry.site.non2xx} non-2xx/3xx answers, ${entry.site.socketErrors} socket errors under load`,
          );
      }
    }
  } finally {
    await floor.stop();
    await server.stop();
  }

  if (!args['skip-scale']) {
    results.scale = await scaleRun();
    if (results.build) {
      const normalArticles = JSON.parse(readFileSync(path.join(root, 'content/articles.json'), 'utf8')).length;
      const normalTreatments = JSON.parse(readFileSync(path.join(root, 'content/treatments.json'), 'utf8')).length;
      results.growth = growth(
        { build: results.build, entries: normalArticles + normalTreatments },
        { build: results.scale.build, entries: results.scale.articlesPerLocale * 2 + results.scale.treatments },
      );
      const linear = Math.max(results.growth.contentEntries.ratio, results.growth.prerenderedPages.ratio);
      if (results.growth.buildSeconds.ratio > linear) results.otherMisses.push('build time grew faster than the content');
      if (results.growth.peakMemory.ratio > linear) results.otherMisses.push('build memory grew faster than the content');
    }
  }

  for (const page of results.pages) page.misses = pageMisses(page, results.floor, results.floorMainThread);
  const { text, misses } = report(results);
  results.table = text;
  results.missed = misses;
  await writeFile(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(text);
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
