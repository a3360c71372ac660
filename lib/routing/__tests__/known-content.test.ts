/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The proxy's remembered lists: a fixed cap, the last good list kept through an
 * outage, nothing let through when no list was ever read (fail closed), and a
 * new read after the CMS's webhook, in this process and in another one that
 * shares the build folder.
 */

const cms = { up: true, categories: new Map<string, number>(), treatments: ['implant'], reads: 0 };

jest.mock('@/lib/content/config', () => ({ readContentConfig: () => ({ revalidateSeconds: 60 }) }));
jest.mock('@/lib/content', () => {
  const read = async <T>(value: () => T) => {
    cms.reads += 1;
    if (!cms.up) throw new Error('CMS down');
    return value();
  };
  return {
    ALL_CATEGORIES: 'all',
    getTreatments: () => read(() => cms.treatments.map((slug) => ({ slug, categorySlug: 'implant-tedavileri' }))),
    getTreatmentCategories: () => read(() => []),
    getArticleCategories: () => read(() => [{ slug: 'implants' }]),
    getArticles: (_locale: string, _page: number, category?: string) =>
      read(() => ({ articles: [], pageCount: cms.categories.get(category ?? '') ?? 1 })),
  };
});

let dist: string;
let known: typeof import('../known-content');
let details: typeof import('../detail-kinds');
let generation: typeof import('../content-generation');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'known-content-'));
  process.env.NEXT_DIST_DIR = dist;
  Object.assign(cms, { up: true, treatments: ['implant'], reads: 0 });
  // A fresh process: new module state, and a new generation counter on globalThis.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('osmanaga.contentGeneration')];
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    known = require('../known-content');
    details = require('../detail-kinds');
    generation = require('../content-generation');
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  delete process.env.NEXT_DIST_DIR;
  rmSync(dist, { recursive: true, force: true });
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test(`remembers at most ${64} lists, whatever categories are asked for`, async () => {
  for (let index = 0; index < 1000; index += 1) await known.articlePageCount('tr', `made-up-${index}`);
  expect(known.rememberedLists()).toBe(known.MAX_REMEMBERED_LISTS);
  expect(known.MAX_REMEMBERED_LISTS).toBe(64);
});

test('fails closed while no list was ever read: every slug is unknown', async () => {
  cms.up = false;
  expect(await details.isKnownSlug('treatment', 'tr', 'implant')).toBe(false);
  expect(await details.isKnownSlug('article', 'en', 'anything')).toBe(false);
  await expect(known.treatmentSlugs()).rejects.toThrow('CMS down');
});

test('keeps serving the last good list through an outage, and retries it every few seconds, not per request', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z') });
  expect(await details.isKnownSlug('treatment', 'tr', 'implant')).toBe(true);
  cms.up = false;
  jest.setSystemTime(Date.now() + 61_000); // the list expired: read again, which fails
  const reads = cms.reads;
  for (let index = 0; index < 100; index += 1) {
    expect(await details.isKnownSlug('treatment', 'en', 'implant')).toBe(true);
    expect(await details.isKnownSlug('treatment', 'en', `made-up-${index}`)).toBe(false);
  }
  expect(cms.reads - reads).toBe(1);
});

test('reads the lists again after the webhook: a slug published a moment ago is known, an unpublished one is not', async () => {
  expect(await details.isKnownSlug('treatment', 'tr', 'implant')).toBe(true);
  cms.treatments = ['new-treatment'];
  // Before the webhook, the remembered list stands (for up to the cache lifetime).
  expect(await details.isKnownSlug('treatment', 'tr', 'new-treatment')).toBe(false);
  generation.markContentChanged();
  expect(await details.isKnownSlug('treatment', 'tr', 'new-treatment')).toBe(true);
  expect(await details.isKnownSlug('treatment', 'tr', 'implant')).toBe(false);
});

test('another process serving the same build sees the webhook within a second', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z') });
  expect(await details.isKnownSlug('treatment', 'tr', 'implant')).toBe(true);
  cms.treatments = ['new-treatment'];
  // The other process got the webhook: it wrote the build folder's generation file.
  let other!: typeof import('../content-generation');
  const state = Symbol.for('osmanaga.contentGeneration');
  const mine = (globalThis as Record<symbol, unknown>)[state];
  delete (globalThis as Record<symbol, unknown>)[state];
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    other = require('../content-generation');
  });
  other.markContentChanged();
  (globalThis as Record<symbol, unknown>)[state] = mine;

  jest.setSystemTime(Date.now() + generation.CHECK_EVERY_MS);
  expect(await details.isKnownSlug('treatment', 'tr', 'new-treatment')).toBe(true);
});
