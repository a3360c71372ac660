import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { timedBuild } from './build.mjs';
import { writeStyledFloorAssets } from './floors.mjs';
import { FLOOR_MARGIN_MS, measureThrottled, meetsNetworkBudget, throttledTable } from './network.mjs';
import { startNginx } from './nginx.mjs';
import { LOCALES, PAGE_TYPES } from './pages.mjs';
import { startNext } from './servers.mjs';

/*
 * `npm run bench -- --network`: first paint on a slow network. The site, the bare floor and the
 * styled floor (bench/floor built with FLOOR_STYLED=1: the site's base stylesheet and preloaded
 * core font) behind nginx with TLS and HTTP/2, Lighthouse with observed throttling, every page
 * type in both languages beside the floors, interleaved. Options: --runs=N (default 3),
 * --pages=home,article (page types), --locales=tr,ar (languages; default Turkish and English), --proxy-profiles (also the Turkish home page and the
 * styled floor with gzip only, without compression, and over HTTP/1.1), --skip-build,
 * --baseline=<dist dir> (another build of the site, served from that folder and measured beside
 * each page in the same rounds: a change against the build before it; --baseline-env=NAME=value
 * sets one variable for its server).
 * Environment: NGINX_PORT (8443, HTTP/2), NGINX_H1_PORT (8444, HTTP/1.1), STYLED_FLOOR_PORT (3402),
 * BASELINE_PORT (3403).
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
  const runs = Number(args.runs ?? 3);
  const wanted = typeof args.pages === 'string' ? args.pages.split(',') : null;
  const locales = typeof args.locales === 'string' ? args.locales.split(',') : LOCALES;

  log('building the floor and the styled floor');
  writeStyledFloorAssets(path.resolve(benchDir, '..'), floorDir);
  for (const [distDir, env] of [
    ['.next-network', {}],
    ['.next-styled', { FLOOR_STYLED: '1' }],
  ]) {
    const build = await timedBuild({ appDir: floorDir, distDir, env, logFile: path.join(logDir, `build-floor${distDir}.log`) });
    if (!build.ok) throw new Error(`floor build failed: see ${path.join(logDir, `build-floor${distDir}.log`)}`);
  }
  await siteBuild();

  const servers = [];
  try {
    servers.push(await siteServer());
    if (baseline)
      servers.push(
        await siteServer({ distDir: baseline, port: baselinePort, logFile: path.join(logDir, 'serve-baseline.log'), env: baselineEnv }),
      );
    servers.push(
      await startNext({ appDir: floorDir, distDir: '.next-network', port: floorPort, logFile: path.join(logDir, 'serve-floor.log') }),
    );
    servers.push(
      await startNext({
        appDir: floorDir,
        distDir: '.next-styled',
        port: styledPort,
        logFile: path.join(logDir, 'serve-floor-styled.log'),
      }),
    );
    const nginx = await startNginx({
      dir: path.join(benchDir, '.nginx'),
      apps: { site: sitePort, floor: floorPort, styled: styledPort, ...(baseline ? { base: baselinePort } : {}) },
      httpsPort,
      h1Port,
      logFile: path.join(logDir, 'nginx.log'),
    });
    servers.push(nginx);
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
      `First paint on a slow network: nginx (TLS, HTTP/2, ${nginx.brotli ? 'Brotli + gzip' : 'gzip'}), Lighthouse with observed throttling (slow 4G, 4× CPU), ${runs}× median; budget: FCP and LCP ≤ styled floor + ${FLOOR_MARGIN_MS} ms, CLS 0 in every run`,
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
    const text = lines.join('\n');
    const misses = rows.filter(({ result, isPage }) => isPage && !meetsNetworkBudget(result, styledFloor));
    await writeFile(
      path.join(benchDir, 'results-network.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs, brotli: nginx.brotli, results: Object.fromEntries(results), table: text }, null, 2)}\n`,
    );
    console.log(text);
    return misses.length;
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
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
