/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createStrapiSource } from '@/lib/content/strapi-source';
import treatments from '@/lib/content/__tests__/fixtures/treatments.json';
import treatmentCategories from '@/lib/content/__tests__/fixtures/treatment-categories.json';
import articles from '@/lib/content/__tests__/fixtures/articles-en.json';
import articleCategories from '@/lib/content/__tests__/fixtures/categories-tr.json';

/**
 * A bot asking for 10,000 made-up slugs and categories: the CMS sees a handful of
 * requests; and a CMS that answers every made-up slug fills the last-good store (memory and disk)
 * only up to its cap.
 */
const RANDOM_URLS = 10_000;
/**
 * Made-up slugs the echoing CMS answers with data: ten times the store's cap in this test (200
 * answers, 512 kB). Each is a real request, parsed and written to disk, about 4 ms: the cap is
 * shown as well by 2,000 as by more.
 */
const STORED_SLUGS = 2_000;

let server: Server;
let origin: string;
let requests = 0;
/** `echo`: the CMS answers every slug with data (the worst case for the store). */
let mode: 'real' | 'echo' = 'real';
let dir: string;

const empty = { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } };

function answer(url: URL): unknown {
  const slug = url.searchParams.get('filters[slug][$eq]');
  if (mode === 'echo') return { data: [{ ...treatments.data[0], slug: slug ?? 'x', title: `${slug} ${'x'.repeat(2000)}` }] };
  if (url.pathname === '/api/treatment-categories') return treatmentCategories;
  if (url.pathname === '/api/categories') return articleCategories;
  if (slug !== null) return empty;
  if (url.pathname === '/api/treatments') return treatments;
  if (url.pathname === '/api/articles') return url.searchParams.has('filters[categories][slug][$eq]') ? empty : articles;
  return empty;
}

const random = () => randomBytes(6).toString('hex');

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer(new URL(request.url ?? '/', 'http://cms'))));
  });
  // Thousands of requests in a row reuse connections: keep them open between requests.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONTENT_API_URL = origin;
  process.env.CONTENT_LAST_GOOD_DIR = 'off';
});

afterAll(async () => {
  delete process.env.CONTENT_API_URL;
  delete process.env.CONTENT_LAST_GOOD_DIR;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = 0;
  mode = 'real';
  dir = mkdtempSync(path.join(tmpdir(), 'bounded-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

test('10,000 random slugs and categories through the proxy checks make a handful of CMS requests', async () => {
  let details!: typeof import('../detail-kinds');
  let lists!: typeof import('../list-query');
  let known!: typeof import('../known-content');
  let routes!: typeof import('../request-route');
  // Fresh copies of the modules (their caches empty) for this test; isolateModules loads them synchronously.
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    details = require('../detail-kinds');
    lists = require('../list-query');
    known = require('../known-content');
    routes = require('../request-route');
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  // What the proxy does with a request: read its route once, then check it against the lists.
  const knownSlug = async (url: string) => {
    const route = routes.readRoute(url, new URLSearchParams());
    if (route.kind !== 'detail') throw new Error(`${url} is not a detail page`);
    return details.isKnownSlug(route.detail, route.locale, route.slug);
  };
  const list = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const route = routes.readRoute(pathname, searchParams);
    if (route.kind !== 'list') throw new Error(`${url} is not a list`);
    return lists.resolveList(route);
  };
  expect(await knownSlug(`/tedavi/${treatments.data[0]!.slug}`)).toBe(true);
  for (let index = 0; index < RANDOM_URLS; index += 1) {
    const path = [`/tedavi/${random()}`, `/en/treatment/${random()}.php`, `/blog/${random()}`, `/en/blog/${random()}.x`][index % 4]!;
    expect(await knownSlug(path)).toBe(false);
    const blogs = ['/blogs', '/en/blogs'][index % 2]!;
    expect(await list(`${blogs}?category=${random()}`)).toEqual({ redirect: blogs });
    // Every unknown treatment category shares one cached page.
    expect(await list(`/tedaviler?category=${random()}`)).toEqual({ rewrite: '/tr/treatments/_unknown' });
    expect(await list(`/blogs?page=${100 + (index % 9000)}`)).toEqual({ redirect: '/blogs' });
  }
  // The lists of each kind and language, read once (each with its fallback language's): never one request per URL.
  expect(requests).toBeLessThanOrEqual(2 * 12);
  // What the proxy remembers is one entry per list, not one per URL.
  expect(known.rememberedLists()).toBeLessThanOrEqual(12);
}, 180_000);

test('a CMS answering every made-up slug fills the store only up to its cap, in memory and on disk', async () => {
  mode = 'echo';
  const source = createStrapiSource({
    apiUrl: origin,
    apiToken: null,
    timeoutMs: 30_000,
    revalidateSeconds: 60,
    contentDir: 'content',
    lastGoodDir: dir,
    lastGoodLimits: { maxEntries: 200, maxBytes: 512 * 1024 },
  });
  for (let index = 0; index < STORED_SLUGS; index += 1) {
    await source.getTreatmentBySlug(random(), 'tr');
  }
  expect(requests).toBe(STORED_SLUGS);
  const files = readdirSync(dir);
  expect(files.length).toBeLessThanOrEqual(200);
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  expect(bytes).toBeLessThanOrEqual(512 * 1024);
}, 180_000);

test('empty answers (unknown slugs) are never kept', async () => {
  const source = createStrapiSource({
    apiUrl: origin,
    apiToken: null,
    timeoutMs: 30_000,
    revalidateSeconds: 60,
    contentDir: 'content',
    lastGoodDir: dir,
  });
  for (let index = 0; index < 500; index += 1) {
    expect(await source.getTreatmentBySlug(random(), 'tr')).toBeNull();
  }
  await source.getTreatments('tr');
  // The list in Turkish and in its fallback language, English: one answer each.
  expect(readdirSync(dir)).toHaveLength(2);
}, 60_000);
