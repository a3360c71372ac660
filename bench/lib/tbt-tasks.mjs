/**
 * What Lighthouse's simulated Total Blocking Time counts, task by task, from one run's artifacts.
 *
 * Lighthouse (simulated throttling) replays the page's main-thread tasks at 4× their length on a
 * modelled slow-4G timeline (Lantern) and sums each task's part beyond 50 ms between its simulated
 * first contentful paint and time to interactive, half from an optimistic and half from a
 * pessimistic replay. Its simulated FCP waits only for the requests that block rendering and for
 * the first parse, layout and paint tasks; every other task, even one that ran before the observed
 * first paint, is replayed after the document arrives and counts if it lands after that FCP. So a
 * page that paints from its HTML alone has its navigation commit and early parse tasks counted,
 * where a page waiting for a stylesheet request has them hidden behind that request
 * (docs/performance-log.md, "What the simulated blocking time counts").
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const THRESHOLD_MS = 50;

const LAYOUT_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.callFunction', 'RunMicrotasks']);

/** Milliseconds of the outermost events of a kind inside a task (nested ones counted once). */
function outermostMs(childEvents, names) {
  const events = childEvents.filter((event) => names.has(event.name)).sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const event of events) {
    if (event.ts >= end) {
      total += event.dur;
      end = event.ts + event.dur;
    }
  }
  return total / 1000;
}

/**
 * What a task was doing, from the trace events inside it: the navigation commit, a script file's
 * evaluation, or the HTML parser's task named by what took most of it (the parser runs the inline
 * scripts and, when a script or the end of the document asks, styles and lays out the page).
 */
function taskKind(childEvents, scriptUrls) {
  const names = new Set(childEvents.map((event) => event.name));
  if (names.has('DocumentLoader::CommitNavigation')) return 'navigation commit';
  const script = scriptUrls.find((url) => url.includes('/_next/'));
  if (script) return `script ${script.split('/').pop()}`;
  const layoutMs = outermostMs(childEvents, LAYOUT_EVENTS);
  const scriptMs = outermostMs(childEvents, SCRIPT_EVENTS);
  const parseMs = outermostMs(childEvents, new Set(['ParseHTML'])) - layoutMs - scriptMs;
  const [kind] = [
    ['style and layout', layoutMs],
    ['inline scripts', scriptMs],
    ['HTML parse', parseMs],
  ].sort((a, b) => b[1] - a[1])[0];
  return names.has('ParseHTML') && kind !== 'HTML parse' ? `HTML parse: ${kind}` : kind;
}

/**
 * The trace events that took longest inside a task, with the script and line of each evaluation
 * (in bench/results.json, for finding what a long task was doing).
 */
function topEvents(childEvents) {
  return [...childEvents]
    .filter((event) => event.dur >= 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 6)
    .map((event) => {
      const data = event.args?.data;
      const where = data?.url ? ` ${data.url.split('/').pop()}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}` : '';
      return `${event.name}${where} ${(event.dur / 1000).toFixed(1)}`;
    });
}

/** The blocking time one simulated task adds inside the window [fromMs, toMs]. */
function blockingMs({ startTime, endTime }, fromMs, toMs) {
  const clipped = Math.min(endTime, toMs) - Math.max(startTime, fromMs);
  return clipped > THRESHOLD_MS ? clipped - THRESHOLD_MS : 0;
}

/**
 * Each task the simulated TBT counts: its kind, its observed (unthrottled) length, the
 * milliseconds it adds (largest first; they sum to Lighthouse's TBT) and its longest events.
 */
export async function tbtTasks({ lhr, artifacts }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  // As Lighthouse does: the optimistic replay with the pessimistic FCP and optimistic TTI, and the
  // other way round, each weighing half.
  const replays = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ];
  const tasks = new Map();
  for (const [estimate, fromMs, toMs] of replays) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const counted = blockingMs(timing, fromMs, toMs) / 2;
      if (counted === 0) continue;
      const task = tasks.get(node.id) ?? {
        kind: taskKind(node.childEvents, [...node.getEvaluateScriptURLs()]),
        observedMs: Math.round(node.duration / 100) / 10,
        countedMs: 0,
        events: topEvents(node.childEvents),
      };
      task.countedMs += counted;
      tasks.set(node.id, task);
    }
  }
  return [...tasks.values()].map((task) => ({ ...task, countedMs: Math.round(task.countedMs) })).sort((a, b) => b.countedMs - a.countedMs);
}
