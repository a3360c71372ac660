import { parseWrk } from './load.mjs';
import { runCaptured } from './processes.mjs';
import { formatTable, kB } from './table.mjs';

/*
 * Origin throughput of the network mode: requests per second of `next start` on loopback
 * (`wrk -t2 -c20`), each page of each variant right after the floor's home page, so a ratio is
 * taken under the machine load of the moment. Twice: as wrk asks (no compression) and as a
 * browser asks (`Accept-Encoding: gzip, br`: Next then compresses every answer itself).
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

async function wrk(url, seconds, headers) {
  const result = await runCaptured('wrk', ['-t2', '-c20', `-d${seconds}s`, '--timeout', '10s', '--latency', ...headers, url]);
  if (result.code !== 0) throw new Error(`wrk failed: ${result.output}`);
  return parseWrk(result.output);
}

/** `variants`: [{ key, origin }]; `floorUrl`: the floor's home page. */
export async function measureThroughput({ variants, floorUrl, seconds, log }) {
  const rows = [];
  for (const encoding of ENCODINGS) {
    for (const page of THROUGHPUT_PAGES) {
      log(`wrk ${seconds}s ${encoding.name} floor, then ${page.path} of ${variants.map((variant) => variant.key).join(', ')}`);
      const floor = await wrk(floorUrl, seconds, encoding.headers);
      for (const variant of variants) {
        const site = await wrk(variant.origin + page.path, seconds, encoding.headers);
        rows.push({ encoding: encoding.name, page: page.name, path: page.path, variant: variant.key, floor, site });
      }
    }
  }
  return rows;
}

export const throughputRatio = (row) => row.site.requestsPerSecond / row.floor.requestsPerSecond;
export const meetsThroughput = (row) => throughputRatio(row) >= THROUGHPUT_TARGETS[row.page];

export function throughputTable(rows) {
  return formatTable(
    ['encoding', 'page', 'variant', 'req/s', 'floor req/s', '× floor', 'target', 'kB/answer', 'p99 ms', 'errors'],
    rows.map((row) => [
      row.encoding,
      `${row.page} ${row.path}`,
      row.variant,
      Math.round(row.site.requestsPerSecond),
      Math.round(row.floor.requestsPerSecond),
      throughputRatio(row).toFixed(2),
      `${THROUGHPUT_TARGETS[row.page]} ${meetsThroughput(row) ? 'ok' : 'MISS'}`,
      kB(row.site.bytesPerResponse),
      row.site.p99Ms == null ? '' : Math.round(row.site.p99Ms),
      row.site.non2xx + row.site.socketErrors || '',
    ]),
  );
}
