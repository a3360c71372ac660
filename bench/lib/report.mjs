import { BUDGETS } from './budgets.mjs';
import { formatTable, kB, ms, signed } from './table.mjs';

/*
 * The bench's printed report: one table per kind of figure, then every missed
 * budget. `results` is what bench/run.mjs measured (and writes to results.json).
 */

/**
 * What no change to a page's JavaScript can go below. Each page is also loaded without any script
 * (its HTML, CSS, fonts and images alone), and so is the floor, whose scripts (React, Next.js,
 * next-intl) cost the difference. A page can do no better than its script-free cost plus the
 * bare framework's scripts: that sum as a ratio to the floor is its lower bound. CPU time, as it
 * is the steadier figure between loads.
 */
function scriptFreeTable(results) {
  const floor = results.floorMainThread;
  if (!floor?.withoutScripts) return [];
  const frameworkCpuMs = floor.mainThreadCpuMs - floor.withoutScripts.mainThreadCpuMs;
  const row = (name, mainThread) => {
    const bare = mainThread.withoutScripts.mainThreadCpuMs;
    return [
      name,
      Math.round(mainThread.mainThreadCpuMs),
      Math.round(bare),
      Math.round(mainThread.mainThreadCpuMs - bare),
      `${((bare + frameworkCpuMs) / floor.mainThreadCpuMs).toFixed(2)}×`,
    ];
  };
  return [
    `Without scripts (CPU ms, ${results.traceRuns}× median, same rounds): the floor's scripts cost ${Math.round(frameworkCpuMs)} ms; a page's lower bound is its script-free cost plus those, as a ratio to the floor (budget ${BUDGETS.mainThreadRatio}×)`,
    formatTable(
      ['page', 'CPU ms', 'without scripts', 'scripts', 'lower bound ×floor'],
      [
        ...results.pages.filter((page) => page.mainThread).map((page) => row(`${page.type} ${page.locale}`, page.mainThread)),
        row('floor (bare next-intl)', floor),
      ],
    ),
    '',
  ];
}

/**
 * What each page's simulated TBT counted (bench/lib/tbt-tasks.mjs), from its run nearest the median:
 * the task's kind, its observed length unthrottled, and the milliseconds it added.
 */
function tbtTasksLines(results) {
  const entries = [
    ...results.pages.map((page) => [`${page.type} ${page.locale}`, page.lighthouse]),
    ['floor (bare next-intl)', results.floor],
  ];
  return [
    'What the simulated TBT counted (the run nearest the median): task, observed ms unthrottled → ms of TBT',
    ...entries.map(([name, lh]) => {
      const tasks = (lh.tbtTasks ?? []).map((task) => `${task.kind} ${task.observedMs} → ${task.countedMs}`);
      return `  ${name} (TBT ${lh.tbtTasksRunMs ?? lh.tbtMs}): ${tasks.length ? tasks.join('; ') : 'none'}`;
    }),
  ];
}

/** The build column of a build --skip-build reused: its commit, and whether it is stale against HEAD. */
function reusedLabel(reused) {
  return `reused ${reused.commit ? reused.commit.slice(0, 7) : '(unknown commit)'}${reused.stale ? ', STALE' : ''}`;
}

export function report(results) {
  const { floor, pages } = results;
  const rows = !floor
    ? []
    : pages.map((page) => {
        const lh = page.lighthouse;
        return [
          `${page.type} ${page.locale}`,
          lh.performance,
          signed(lh.performance - floor.performance),
          lh.accessibility,
          lh.bestPractices,
          lh.seo,
          ms(lh.lcpMs),
          ms(lh.tbtMs),
          signed(Math.round(lh.tbtMs - floor.tbtMs)),
          lh.cls.toFixed(3),
          kB(lh.jsTransferBytes),
          kB(page.firstLoadJs?.gzipBytes),
          kB(page.firstLoadJs?.brotliBytes),
          page.headers?.cdnCacheable ? 'yes' : 'no',
          page.misses.length ? 'MISS' : 'ok',
        ];
      });
  if (floor)
    rows.push([
      'floor (bare next-intl)',
      floor.performance,
      '',
      floor.accessibility,
      floor.bestPractices,
      floor.seo,
      ms(floor.lcpMs),
      ms(floor.tbtMs),
      '',
      floor.cls.toFixed(3),
      kB(floor.jsTransferBytes),
      kB(results.floorFirstLoadJs?.gzipBytes),
      kB(results.floorFirstLoadJs?.brotliBytes),
      '',
      '',
    ]);
  const floorMs = results.floorMainThread?.mainThreadMs;
  const floorCpuMs = results.floorMainThread?.mainThreadCpuMs;
  const profileRow = (name, profile, mainThread) => [
    name,
    mainThread ? Math.round(mainThread.mainThreadMs) : '',
    mainThread && floorMs ? `${(mainThread.mainThreadMs / floorMs).toFixed(2)}×` : '',
    mainThread ? Math.round(mainThread.mainThreadCpuMs) : '',
    mainThread && floorCpuMs ? `${(mainThread.mainThreadCpuMs / floorCpuMs).toFixed(2)}×` : '',
    kB(profile.htmlBytes),
    kB(profile.htmlGzipBytes),
    profile.pageCssGzipBytes ? kB(profile.pageCssGzipBytes) : '',
    kB(profile.rscBytes),
    profile.inlineSvgs,
    mainThread?.elements ?? '',
    profile.stylesheets,
    profile.preloads,
  ];
  const lines = [
    `Host-independent: main-thread task time during load (Chromium trace, no throttling, ${results.traceRuns}× median) as a ratio to the floor's; budgets: ≤ ${BUDGETS.mainThreadRatio}× the floor, HTML ≤ ${BUDGETS.htmlGzipBytes / 1000} kB gzip without the stylesheets and fonts the page cache puts into it (their share of the gzip size: 'of which CSS, fonts')`,
    `CPU ms: the CPU time of those tasks (the thread time, not wall clock): steadier between interleaved loads on a quiet machine, for telling two builds apart; no budget`,
    formatTable(
      [
        'page',
        'main thread ms',
        '×floor',
        'CPU ms',
        'CPU ×floor',
        'HTML kB',
        'gzip kB',
        'of which CSS, fonts',
        'RSC payload kB',
        'inline svg',
        'DOM elements',
        'stylesheets',
        'preloads',
      ],
      [
        ...pages.map((page) => profileRow(`${page.type} ${page.locale}`, page.profile, page.mainThread)),
        profileRow('floor (bare next-intl)', results.floorProfile, results.floorMainThread),
      ],
    ),
    '',
    ...scriptFreeTable(results),
  ];
  if (results.floor)
    lines.push(
      `Lighthouse ${results.runs}× median, mobile; budgets: perf ≥ floor−${BUDGETS.performancePointsBelowFloor}, TBT ≤ floor+${BUDGETS.tbtMsAboveFloor} ms, a11y/BP/SEO 100, LCP ≤ ${BUDGETS.lcpMs} ms, CLS ≤ ${BUDGETS.cls}, home first-load JS ≤ ${BUDGETS.homeFirstLoadJsBytes / 1000} kB Brotli; kB = 1000 bytes`,
      formatTable(
        [
          'page',
          'perf',
          'Δfloor',
          'a11y',
          'BP',
          'SEO',
          'LCP ms',
          'TBT ms',
          'ΔTBT',
          'CLS',
          'JS kB (LH)',
          'first-load JS gz',
          'br',
          'CDN cache',
          'budget',
        ],
        rows,
      ),
      '',
      ...tbtTasksLines(results),
    );
  if (results.load) {
    const { floor: floorLoad, pages: loadPages } = results.load;
    lines.push(
      '',
      `wrk -t2 -c20 -d${results.wrkSeconds}s on loopback, next start; budget: site/floor ≥ ${BUDGETS.throughputRatio}`,
      formatTable(
        ['page', 'kB/response', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/3xx', 'socket errors', 'site/floor'],
        [
          ...loadPages.map((entry) => [
            entry.path,
            kB(entry.site.bytesPerResponse),
            Math.round(entry.site.requestsPerSecond),
            entry.site.p50Ms?.toFixed(2),
            entry.site.p99Ms?.toFixed(2),
            entry.site.non2xx,
            entry.site.socketErrors,
            entry.ratio.toFixed(2),
          ]),
          [
            'floor /',
            kB(floorLoad.bytesPerResponse),
            Math.round(floorLoad.requestsPerSecond),
            floorLoad.p50Ms?.toFixed(2),
            floorLoad.p99Ms?.toFixed(2),
            floorLoad.non2xx,
            floorLoad.socketErrors,
            '',
          ],
        ],
      ),
    );
  }
  const builds = [['normal set', results.build, results.contentTimings]];
  if (results.scale)
    builds.push([
      `large set (${results.scale.articlesPerLocale} articles/lang, ${results.scale.treatments} treatments)`,
      results.scale.build,
      results.scale.timings,
    ]);
  lines.push(
    '',
    'builds (next build, Turbopack) and content response times (median of 20 sequential requests)',
    formatTable(
      [
        'content',
        'build s',
        'peak MB (tree)',
        'max MB (1 process)',
        'prerendered (articles, treatments)',
        'blogs p1 ms',
        'blogs p200 ms',
        'old article 1st / cached ms',
      ],
      builds.map(([name, build, timings]) => [
        name,
        build ? build.seconds.toFixed(1) : name === 'normal set' && results.reusedBuild ? reusedLabel(results.reusedBuild) : 'skipped',
        build ? Math.round(build.peakTreeMb) : '',
        build?.maxProcessMb ? Math.round(build.maxProcessMb) : '',
        build?.prerendered ? `${build.prerendered.total} (${build.prerendered.articles}, ${build.prerendered.treatments})` : '',
        timings?.blogPage1?.medianMs.toFixed(1),
        timings?.blogPage200?.medianMs.toFixed(1) ?? 'n/a',
        timings?.oldArticle ? `${timings.oldArticle.firstMs.toFixed(0)} / ${timings.oldArticle.medianAfterFirstMs.toFixed(1)}` : 'n/a',
      ]),
    ),
  );
  if (results.growth) {
    const g = results.growth;
    lines.push(
      `growth: content ×${g.contentEntries.ratio.toFixed(0)}, prerendered pages ×${g.prerenderedPages.ratio.toFixed(2)}, build time ×${g.buildSeconds.ratio.toFixed(2)}, peak memory ×${g.peakMemory.ratio.toFixed(2)}`,
    );
  }
  const misses = [...pages.flatMap((page) => page.misses.map((miss) => `${page.type} ${page.locale}: ${miss}`)), ...results.otherMisses];
  lines.push('', misses.length ? `BUDGETS MISSED (${misses.length}):\n  ${misses.join('\n  ')}` : 'All budgets met.');
  return { text: lines.join('\n'), misses };
}
