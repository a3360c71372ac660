/** @jest-environment node */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INCOMPLETE_CACHE_SECONDS, type CacheValue } from '../good-answers.mjs';
import { keyPathname, namesETag, pageETag, pageValidator } from '../validators.mjs';
import { buildFolder, freshHandler as freshModuleHandler } from './helpers';

const BASE = "default-src 'self'; script-src 'self'; object-src 'none'";
const pageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const life = { cacheControl: { revalidate: 60, expire: 31536000 } };
/** What Next sends for that life (next/dist/server/lib/cache-control.js), and the handler's 304 with it. */
const LIFE_HEADER = 's-maxage=60, stale-while-revalidate=31535940';

const aboutPage = (text: string, extra = ''): CacheValue => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><head></head><body><main><p>${text}</p>${extra}</main></body></html>`,
  rscData: Buffer.from(`0:"${text}"`),
  headers: { 'x-next-cache-tags': 'doctors' },
  status: 200,
});

describe('namesETag', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
    [null, false],
  ])('If-None-Match %p names W/"abc": %p', (header, names) => {
    expect(namesETag(header, etag)).toBe(names);
  });
});

describe('keyPathname', () => {
  it("reads the internal path of Next 16.4's page keys and of plain ones, decoded", () => {
    expect(keyPathname('/route-cache/APP_PAGE/720f3af8/$/tr/treatment/implant')).toBe('/tr/treatment/implant');
    expect(keyPathname('/route-cache/APP_PAGE/2825bf9e/$/tr')).toBe('/tr');
    expect(keyPathname('/tr/treatment/di%C5%9F')).toBe('/tr/treatment/diş');
  });
});

describe('the page cache offers each page it serves a validator', () => {
  let dir: string;
  let serverDistDir: string;

  beforeEach(() => {
    ({ dir, serverDistDir } = buildFolder('page-validators-', [
      { source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: BASE }] },
    ]));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A fresh handler module (its memory is the process's, and it offers its lookup). */
  const freshHandler = () => freshModuleHandler(serverDistDir);

  it('gives a rendered page the ETag of its HTML as served and the Cache-Control of its life, and a new one once it changes', async () => {
    const handler = await freshHandler();
    const value = aboutPage('Ekibimiz');
    await handler().set('/route-cache/APP_PAGE/2825bf9e/$/tr/about', value, life);
    const validator = pageValidator('/tr/about');
    expect(validator).toEqual({ etag: pageETag(value.html as string), cacheControl: LIFE_HEADER });
    expect(validator?.etag).toMatch(/^W\/"[\w-]{27}"$/);
    // Its answer carries it (Next appends an entry's headers), with or without the proxy.
    expect(value.headers?.etag).toBe(validator?.etag);

    await handler().set('/route-cache/APP_PAGE/2825bf9e/$/tr/about', aboutPage('Yeni ekibimiz'), life);
    expect(pageValidator('/tr/about')?.etag).not.toBe(validator?.etag);
    expect(pageValidator('/tr/hakkimizda')).toBeUndefined();
  });

  it('gives a page read from disk the life the build wrote for it, and none without it (no 304 then)', async () => {
    const html = aboutPage('Ekibimiz').html as string;
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), html);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.rsc'), '0:{}');
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.meta'), JSON.stringify({ status: 200, headers: {} }));
    writeFileSync(
      path.join(dir, 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/tr/about': { initialRevalidateSeconds: 60, initialExpireSeconds: 31536000 } } }),
    );
    const handler = await freshHandler();
    const read = await handler().get('/tr/about', pageCtx);
    expect(read?.cacheControl).toBeUndefined();
    expect(read?.value?.headers?.etag).toBe(pageETag(read?.value?.html as string));
    expect(pageValidator('/tr/about')).toEqual({ etag: pageETag(read?.value?.html as string), cacheControl: LIFE_HEADER });

    rmSync(path.join(dir, 'prerender-manifest.json'));
    const without = await freshHandler();
    await without().get('/tr/about', pageCtx);
    expect(pageValidator('/tr/about')).toEqual({ etag: pageETag(read?.value?.html as string), cacheControl: undefined });
  });

  it('has none once a webhook revalidated the page (Next renders it again), and none for an incomplete render', async () => {
    const handler = await freshHandler();
    const good = aboutPage('Ekibimiz');
    await handler().set('/tr/about', good, life);
    await handler().revalidateTag(['doctors'], { expire: 0 });
    expect(pageValidator('/tr/about')).toBeUndefined();

    // The render after the webhook met the CMS down: its answer gets no ETag, the good page it did
    // not replace is served again, with its own, for INCOMPLETE_CACHE_SECONDS.
    const incomplete = aboutPage('Ekip yüklenemedi', '<template data-content-incomplete=""></template>');
    await handler().set('/tr/about', incomplete, life);
    expect(incomplete.headers?.etag).toBeUndefined();
    expect(pageValidator('/tr/about')).toEqual({
      etag: pageETag(good.html as string),
      cacheControl: `s-maxage=${INCOMPLETE_CACHE_SECONDS}, stale-while-revalidate=${31536000 - INCOMPLETE_CACHE_SECONDS}`,
    });
  });

  it('finds a page by its internal path encoded or not', async () => {
    const handler = await freshHandler();
    await handler().set('/route-cache/APP_PAGE/720f3af8/$/tr/treatment/diş', aboutPage('Diş'), life);
    expect(pageValidator('/tr/treatment/di%C5%9F')).toEqual(pageValidator('/tr/treatment/diş'));
    expect(pageValidator('/tr/treatment/diş')?.cacheControl).toBe(LIFE_HEADER);
  });
});
