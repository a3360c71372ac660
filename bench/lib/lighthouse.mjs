import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tbtTasks } from './tbt-tasks.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Chromium's flags for every bench run (bench/first-paint-race.mjs launches with them too). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Nothing but localhost resolves: a run can never reach the network, and a
  // third-party request still shows up (failed) in the network log.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/*
 * The clinic's visitors are in Istanbul: their browsers report the Europe/Istanbul
 * time zone. The site behaves the same in every time zone (the consent notice
 * shows to everyone); the bench keeps the visitors' zone for dates and times.
 */
export const VISITOR_TIME_ZONE = process.env.BENCH_TIME_ZONE || 'Europe/Istanbul';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function detailItems(lhr, id) {
  return lhr.audits[id]?.details?.items ?? [];
}

/** The figures the bench reports, out of one Lighthouse result. */
export function summarize(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const scripts = detailItems(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  const thirdParty = detailItems(lhr, 'network-requests')
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((item) => item.node?.snippet ?? item.description ?? item.source?.url ?? item.url ?? '')
          .filter(Boolean);
        return [`${category}:${ref.id}`, audit.explanation, ...items].filter(Boolean).join(' | ');
      }),
  );
  const lcpElement = detailItems(lhr, 'largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ?? null;
  const bootup = detailItems(lhr, 'bootup-time')
    .slice(0, 3)
    .map((item) => ({ url: item.url, scriptingMs: Math.round(item.scripting), totalMs: Math.round(item.total) }));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    jsTransferBytes: scripts?.transferSize ?? 0,
    thirdPartyRequests: thirdParty,
    failingAudits: failing,
    lcpElement,
    bootup,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run (default config: mobile form factor, simulated throttling) in a fresh Chromium.
 * Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP) on a loaded machine:
 * such a run is repeated, up to twice, rather than ending the whole benchmark.
 */
export async function runLighthouse(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] ${error.message}; trying again (${attempt + 1}/${attempts})`);
    }
  }
}

async function runLighthouseOnce(url) {
  const result = await lighthouseResult(url, CATEGORIES);
  return { ...summarize(result.lhr), tbtTasks: await tbtTasks(result) };
}

/** One Lighthouse run in a fresh Chromium set up as for the bench; the whole result, artifacts included. */
export async function lighthouseResult(url, categories = CATEGORIES) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, TZ: VISITOR_TIME_ZONE },
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const NUMERIC = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'jsTransferBytes'];

/** Median of each figure over several runs; lists are taken from the median-performance run. */
export function medianOf(runs) {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  const out = { ...middle, runs: runs.map((run) => ({ performance: run.performance, tbtMs: run.tbtMs, lcpMs: run.lcpMs })) };
  for (const key of NUMERIC) out[key] = median(runs.map((run) => run[key]));
  // What the blocking time was spent on, from the run whose TBT is nearest the median.
  const nearest = [...runs].sort((a, b) => Math.abs(a.tbtMs - out.tbtMs) - Math.abs(b.tbtMs - out.tbtMs))[0];
  out.tbtTasks = nearest.tbtTasks ?? [];
  out.tbtTasksRunMs = nearest.tbtMs;
  out.thirdPartyRequests = [...new Set(runs.flatMap((run) => run.thirdPartyRequests))];
  out.failingAudits = [...new Set(runs.flatMap((run) => run.failingAudits))];
  return out;
}
