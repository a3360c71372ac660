/** @jest-environment node */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheValue } from '../good-answers.mjs';
import { MISSING_CACHE_CONTROL, offerMissingDetailCheck } from '../missing-details.mjs';
import { buildFolder, freshHandler as freshModuleHandler } from './helpers';

const pageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const life = { cacheControl: { revalidate: 60, expire: 31536000 } };
const NOT_FOUND_HTML = '<!DOCTYPE html><html><head></head><body><main><h1>Tedavi bulunamadi</h1></main></body></html>';

const treatmentPage = (text: string): CacheValue => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><head></head><body><main><h1>${text}</h1></main></body></html>`,
  rscData: Buffer.from(`0:"${text}"`),
  headers: {},
  status: 200,
});

describe('a detail page of a slug the content does not have, asked for without the proxy', () => {
  let dir: string;
  let serverDistDir: string;
  /** The slugs the app's check knows, as lib/routing/missing-details.ts answers from the content lists. */
  let known: Set<string>;

  beforeEach(() => {
    ({ dir, serverDistDir } = buildFolder('missing-details-', [
      { source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self'" }] },
    ]));
    mkdirSync(path.join(serverDistDir, 'app', 'tr', 'missing'));
    // The prerendered not-found page of treatments, as `next build` writes it.
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'missing', 'treatment.html'), NOT_FOUND_HTML);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'missing', 'treatment.rsc'), '0:"missing"');
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'missing', 'treatment.meta'), JSON.stringify({ status: 200, headers: {} }));
    known = new Set(['implant']);
    offerMissingDetailCheck(async (internalPath) => {
      const match = /^\/(\w+)\/treatment\/([^/]+)$/.exec(internalPath);
      return match && !known.has(match[2]!) ? `/${match[1]}/missing/treatment` : null;
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const freshHandler = () => freshModuleHandler(serverDistDir);

  it('gets the not-found page of its kind, status 404, kept a minute, without an ETag, and nothing is stored', async () => {
    const handler = await freshHandler();
    const entry = await handler().get('/route-cache/APP_PAGE/720f3af8/$/tr/treatment/made-up', pageCtx);
    expect(entry?.value?.status).toBe(404);
    expect(entry?.value?.html).toContain('Tedavi bulunamadi');
    expect(entry?.value?.headers?.['cache-control']).toBe(MISSING_CACHE_CONTROL);
    expect(entry?.value?.headers?.etag).toBeUndefined();
    expect(entry?.value?.headers?.['content-security-policy']).toBeDefined();
    // Fresh now: Next serves it as it is and never renders the page for the made-up slug.
    expect(Date.now() - (entry?.lastModified ?? 0)).toBeLessThan(1000);
    expect(readdirSync(path.join(serverDistDir, 'app', 'tr')).sort()).toEqual(['missing']);
  });

  it('leaves a known slug to Next (rendered on its first request), and a page of another kind', async () => {
    const handler = await freshHandler();
    expect(await handler().get('/route-cache/APP_PAGE/720f3af8/$/tr/treatment/implant', pageCtx)).toBeNull();
    expect(await handler().get('/route-cache/APP_PAGE/2825bf9e/$/tr/about', pageCtx)).toBeNull();
    // A route handler's answer or a fetch's data is never a page.
    expect(await handler().get('/tr/treatment/made-up', { kind: 'FETCH' })).toBeNull();
  });

  it('answers a page the content dropped with the not-found page, though memory still holds it', async () => {
    const handler = await freshHandler();
    const key = '/route-cache/APP_PAGE/720f3af8/$/tr/treatment/implant';
    await handler().set(key, treatmentPage('Implant'), life);
    expect((await handler().get(key, pageCtx))?.value?.html).toContain('Implant');
    known.delete('implant');
    const entry = await handler().get(key, pageCtx);
    expect(entry?.value?.status).toBe(404);
    expect(entry?.value?.html).toContain('Tedavi bulunamadi');
  });
});
