import { brotliCompressSync, gzipSync } from 'node:zlib';
import { listedChunks } from '../../lib/page-cache/scripts-after-paint.mjs';

/**
 * The chunks of a page's HTML, without duplicates: those the page cache's
 * loader inserts (listed in its data block: lib/page-cache/scripts-after-paint.mjs),
 * then its `<script src>` elements in document order; `nomodule` scripts
 * (legacy polyfills) are left out, since browsers that run modules never
 * download them.
 */
export function scriptSources(html) {
  const sources = listedChunks(html);
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&');
    if (!src || /\bnomodule\b/i.test(attributes)) continue;
    if (!sources.includes(src)) sources.push(src);
  }
  return sources;
}

/**
 * First-load JavaScript of one page: every `<script src>` chunk in its HTML,
 * fetched and compressed, summed: gzip (what `next start` sends) and Brotli
 * (what a CDN in front of it sends).
 */
export async function firstLoadJs(url) {
  const response = await fetch(url);
  const html = await response.text();
  const chunks = await Promise.all(
    scriptSources(html).map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
      return { src, bytes: body.length, gzipBytes: gzipSync(body).length, brotliBytes: brotliCompressSync(body).length };
    }),
  );
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    brotliBytes: chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** What a CDN would see: status and caching headers of a page. */
export async function cacheHeaders(url) {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    nextCache: response.headers.get('x-nextjs-cache'),
    prerendered: response.headers.get('x-nextjs-prerender'),
  };
}

/** Whether a CDN may keep the page: public caching with a shared max-age. */
export function cdnCacheable(cacheControl) {
  if (!cacheControl || /private|no-store|no-cache/.test(cacheControl)) return false;
  return /s-maxage=\d+/.test(cacheControl) || /public/.test(cacheControl);
}

/** Response times (ms) of `count` sequential requests. */
export async function responseTimes(url, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
