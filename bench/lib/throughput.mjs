import { readFileSync } from 'node:fs';
import { parseWrk } from './load.mjs';
import { runCaptured } from './processes.mjs';
import { formatTable, kB } from './table.mjs';

/*
 * Origin throughput of the network mode: requests per second of `next start` on loopback
 * (`wrk -t2 -c20`), each page of each variant right after the floor's home page, so a ratio is
 * taken under the machine load of the moment; and the server process's CPU time per answer
 * (from /proc), which other processes on a shared machine disturb far less than requests per
 * second. Twice: as wrk asks (no compression) and as a browser asks (`Accept-Encoding: gzip, br`:
 * Next then compresses every answer itself). And once more through the page cache of
 * docs/deploy.md's nginx in front (the `-cached` hosts of bench/lib/nginx.mjs, over HTTP/1.1 and
 * TLS, `Accept-Encoding: gzip, br` as a browser asks): what a deploy's origin answers, each page
 * transformed and compressed by the app once per `s-maxage` rather than on every request.
 */
export const THROUGHPUT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'treatments', path: '/tedaviler' },
  { name: 'treatment', path: '/tedavi/implant' },
  { name: 'blogs', path: '/blogs' },
];
/** What the issue asks of each page type, as a ratio to the floor's throughput. */
export const THROUGHPUT_TARGETS = { home: 0.44, treatments: 0.7, treatment: 0.7, blogs: 0.7 };
const ENCODINGS = [
  { name: 'identity', headers: [] },
  { name: 'gzip', headers: ['-H', 'Accept-Encoding: gzip, br'] },
];

const TICKS_PER_SECOND = 100;
/** User and system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** wrk against `url` served by process `pid`: its figures, and that process's CPU time per answer. */
async function wrk(url, pid, seconds, headers) {
  const before = cpuMs(pid);
  const result = await runCaptured('wrk', ['-t2', '-c20', `-d${seconds}s`, '--timeout', '10s', '--latency', ...headers, url]);
  if (result.code !== 0) throw new Error(`wrk failed: ${result.output}`);
  const figures = parseWrk(result.output);
  const answers = /(\d+) requests in/.exec(result.output);
  return { ...figures, cpuMsPerAnswer: answers ? (cpuMs(pid) - before) / Number(answers[1]) : null };
}

/**
 * Waits until the server answers `url` from a fresh cache entry. A page past its `revalidate` is
 * regenerated in the background on its next request (250–500 ms of CPU here), which would land in
 * the run of whichever design comes first, where the floor's page never regenerates: the runs
 * measure answering a cached page, and the log reports what a regeneration costs.
 */
async function untilFresh(url) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `variants`: [{ key, origin, pid, front }]; `floor`: { url, pid, front }, the floor's home page and
 * its server; `front`: the URL and Host header of each behind the nginx cache, when it runs.
 * As wrk asks (the budget's measure), each page is measured in `rounds` rounds, the floor first and
 * the variants in turn, in the other order every other round, after a short run that warms each
 * server's code for the page: a single run moved by up to 0.35 (a page regenerated during the run,
 * the machine's load of the moment). Each row is the round with the median ratio, with every
 * round's ratio beside it. The other encodings are measured once, for comparison.
 */
export async function measureThroughput({ variants, floor: floorServer, seconds, rounds = 3, log }) {
  const rows = [];
  const encodings = [...ENCODINGS, ...(floorServer.front ? [{ name: 'nginx cache', headers: ENCODINGS[1].headers, front: true }] : [])];
  for (const encoding of encodings) {
    const target = (server, pagePath) =>
      encoding.front
        ? { url: server.front.origin + pagePath, headers: [...encoding.headers, '-H', `Host: ${server.front.host}`] }
        : { url: (server.origin ?? '') + pagePath, headers: encoding.headers };
    const times = encoding.name === 'identity' ? rounds : 1;
    for (const page of THROUGHPUT_PAGES) {
      const floorTarget = target(floorServer, floorServer.path);
      if (times > 1) {
        log(`wrk 2s ${encoding.name}: warming the floor and ${page.path} of ${variants.map((variant) => variant.key).join(', ')}`);
        for (const [server, pagePath] of [[floorServer, floorServer.path], ...variants.map((variant) => [variant, page.path])]) {
          const { url, headers } = target(server, pagePath);
          await wrk(url, server.pid, 2, headers);
        }
      }
      const measured = new Map(variants.map((variant) => [variant.key, []]));
      for (let round = 0; round < times; round += 1) {
        const order = round % 2 ? [...variants].reverse() : variants;
        log(
          `wrk ${seconds}s ${encoding.name} floor, then ${page.path} of ${order.map((variant) => variant.key).join(', ')}${times > 1 ? ` (round ${round + 1} of ${times})` : ''}`,
        );
        const floor = await wrk(floorTarget.url, floorServer.pid, seconds, floorTarget.headers);
        for (const variant of order) {
          const { url, headers } = target(variant, page.path);
          if (!encoding.front) await untilFresh(url);
          measured.get(variant.key).push({
            encoding: encoding.name,
            page: page.name,
            path: page.path,
            variant: variant.key,
            floor,
            site: await wrk(url, variant.pid, seconds, headers),
          });
        }
      }
      for (const variant of variants) rows.push(medianRound(measured.get(variant.key)));
    }
  }
  return rows;
}

/** The round with the median throughput ratio, with every round's ratio (`rounds`). */
function medianRound(list) {
  const sorted = [...list].sort((a, b) => throughputRatio(a) - throughputRatio(b));
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    rounds: list.map((row) => ({ ratio: throughputRatio(row), cpuRatio: cpuRatio(row) })),
  };
}

export const throughputRatio = (row) => row.site.requestsPerSecond / row.floor.requestsPerSecond;
/** Throughput as the CPU time per answer bounds it: the floor's CPU per answer over the page's. */
export const cpuRatio = (row) => row.floor.cpuMsPerAnswer / row.site.cpuMsPerAnswer;
// Behind the nginx cache the app answers a page once per s-maxage: its CPU per answer is about nothing on both sides.
const cpuRatioText = (row) => (row.encoding === 'nginx cache' ? '' : cpuRatio(row).toFixed(2));
export const meetsThroughput = (row) => throughputRatio(row) >= THROUGHPUT_TARGETS[row.page];

export function throughputTable(rows) {
  return formatTable(
    [
      'encoding',
      'page',
      'variant',
      'req/s',
      'floor req/s',
      '× floor',
      'CPU ms/answer',
      'floor CPU ms',
      '× floor (CPU)',
      'rounds: × floor (CPU)',
      'target',
      'kB/answer',
      'p99 ms',
      'errors',
    ],
    rows.map((row) => [
      row.encoding,
      `${row.page} ${row.path}`,
      row.variant,
      Math.round(row.site.requestsPerSecond),
      Math.round(row.floor.requestsPerSecond),
      throughputRatio(row).toFixed(2),
      row.site.cpuMsPerAnswer?.toFixed(2),
      row.floor.cpuMsPerAnswer?.toFixed(2),
      cpuRatioText(row),
      row.rounds.length > 1 ? row.rounds.map((round) => `${round.ratio.toFixed(2)} (${round.cpuRatio.toFixed(2)})`).join(' ') : '',
      `${THROUGHPUT_TARGETS[row.page]} ${meetsThroughput(row) ? 'ok' : 'MISS'}${row.encoding === 'nginx cache' || cpuRatio(row) >= THROUGHPUT_TARGETS[row.page] ? '' : ' (CPU MISS)'}`,
      kB(row.site.bytesPerResponse),
      row.site.p99Ms == null ? '' : Math.round(row.site.p99Ms),
      row.site.non2xx + row.site.socketErrors || '',
    ]),
  );
}
