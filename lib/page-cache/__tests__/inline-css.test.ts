/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import PageCacheHandler from '../handler.mjs';
import { absoluteUrls, withPageCss } from '../inline-css.mjs';
import { withScriptsAfterPaint } from '../scripts-after-paint.mjs';

const LINK_A = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const LINK_B = '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';
const SHEET_A = ':root{--ink:#111}body{margin:0}@font-face{font-family:X;src:url(../media/x.woff2)}';
const SHEET_B = '.hero{color:red}';
const SHEETS: Record<string, string> = { '/_next/static/chunks/a.css': SHEET_A, '/_next/static/chunks/b.css': SHEET_B };
const read = (href: string) => SHEETS[href] ?? null;

const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/x.woff2" as="font" crossorigin="" type="font/woff2"/>${head}<script src="/_next/static/chunks/main.js" async=""></script></head><body><main class="hero">Hi</main><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('withPageCss', () => {
  it("puts the stylesheets' rules, in their order, in one <style> where the first of them was, and disables each link", () => {
    expect(withPageCss(page(LINK_A + LINK_B), read)).toBe(
      page(
        '<style data-page-css="">:root{--ink:#111}body{margin:0}@font-face{font-family:X;src:url(/_next/static/media/x.woff2)}\n.hero{color:red}</style>' +
          '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
          '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
      ),
    );
  });

  it("inlines a stylesheet's rules for what the page holds and marks its link to be switched on after hydration; one declaring fonts goes in whole, its link off for good", () => {
    const withUnused = { ...SHEETS, '/_next/static/chunks/b.css': '.hero{color:red}.dialog{display:grid}' };
    const fontsToo: Record<string, string> = { ...withUnused, '/_next/static/chunks/a.css': `${SHEET_A}.footer{color:blue}` };
    expect(withPageCss(page(LINK_A + LINK_B), (href) => fontsToo[href] ?? null)).toBe(
      page(
        '<style data-page-css="">:root{--ink:#111}body{margin:0}@font-face{font-family:X;src:url(/_next/static/media/x.woff2)}.footer{color:blue}\n.hero{color:red}</style>' +
          '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
          '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled="" data-page-css-later=""/>',
      ),
    );
  });

  it('leaves the page as it is when a stylesheet cannot be read, when it has none, and when it was done already', () => {
    const original = page(LINK_A + LINK_B);
    expect(withPageCss(original, (href) => (href.endsWith('a.css') ? SHEET_A : null))).toBe(original);
    expect(withPageCss(page(''), read)).toBe(page(''));
    const done = withPageCss(original, read);
    expect(withPageCss(done, read)).toBe(done);
  });

  it("puts a stylesheet holding `$'`, `$&` or `$1` in as it is (they are text, not replacement patterns)", () => {
    const sheet = `a::before{content:"$' $& $\` $1 $$"}`;
    expect(withPageCss(page(LINK_A), () => sheet)).toBe(
      page(`<style data-page-css="">${sheet}</style>${LINK_A.replace('/>', ' disabled=""/>')}`),
    );
  });

  it('leaves a stylesheet that would end the <style> element early as a link', () => {
    const original = page(LINK_A);
    expect(withPageCss(original, () => 'a::after{content:"</style><script>"}')).toBe(original);
  });
});

describe('absoluteUrls', () => {
  it("resolves relative url()s against the stylesheet's address and leaves absolute and data URLs", () => {
    expect(
      absoluteUrls('a{b:url(../media/x.woff2)}c{d:url("/i.svg")}e{f:url(data:image/svg+xml,%3Csvg%3E)}', '/_next/static/chunks/a.css'),
    ).toBe('a{b:url(/_next/static/media/x.woff2)}c{d:url("/i.svg")}e{f:url(data:image/svg+xml,%3Csvg%3E)}');
  });
});

describe('the page cache', () => {
  let dir: string;
  let serverDistDir: string;
  const ctx = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-css-'));
    serverDistDir = path.join(dir, 'server');
    mkdirSync(path.join(serverDistDir, 'app', 'tr'), { recursive: true });
    mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'chunks', 'a.css'), SHEET_A);
    writeFileSync(path.join(dir, 'static', 'chunks', 'b.css'), SHEET_B);
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.html'), page(LINK_A + LINK_B));
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.rsc'), '0:{}');
    writeFileSync(path.join(serverDistDir, 'app', 'tr', 'about.meta'), JSON.stringify({ status: 200, headers: {} }));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.INLINE_PAGE_CSS;
  });

  const get = () => new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] }).get('/tr/about', ctx);

  it("serves a prerendered page with its build's stylesheets inlined and its preloaded fonts as files, by default", async () => {
    mkdirSync(path.join(dir, 'static', 'media'), { recursive: true });
    writeFileSync(path.join(dir, 'static', 'media', 'x.woff2'), Buffer.from('wOF2'));
    const html = (await get())?.value?.html;
    expect(html).toBe(withScriptsAfterPaint(withPageCss(page(LINK_A + LINK_B), read)));
    expect(html).toContain('<link rel="preload" href="/_next/static/media/x.woff2" as="font" crossorigin="" type="font/woff2"/>');
    expect(html).not.toContain('data:font');
  });

  it('serves the same page again as it served it the first time (one <style>, the links disabled once)', async () => {
    const handler = new PageCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
    const first = (await handler.get('/tr/about', ctx))?.value?.html;
    const second = (await handler.get('/tr/about', ctx))?.value?.html;
    expect(first).toBe(withScriptsAfterPaint(withPageCss(page(LINK_A + LINK_B), read)));
    expect(second).toBe(first);
    expect(String(second).match(/<style /g)).toHaveLength(1);
    expect(String(second).match(/disabled=""/g)).toHaveLength(2);
  });

  it('serves its stylesheets as Next rendered them, links, with INLINE_PAGE_CSS=0', async () => {
    process.env.INLINE_PAGE_CSS = '0';
    expect((await get())?.value?.html).toBe(withScriptsAfterPaint(page(LINK_A + LINK_B)));
  });
});
