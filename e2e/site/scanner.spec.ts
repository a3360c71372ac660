import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPolicyOfHtml } from '../support/csp';

/**
 * What vulnerability scanners and bots ask every site for: paths with dots
 * (`.php`, `.env`, `.bak`), `/wp-admin/…`, sharing cards of made-up slugs, form
 * POSTs. Each is answered without rendering a page, and the page cache on disk
 * (`<build>/server`, where Next stores every page it renders) gains no file for
 * any of them: its stored files are named after the path, so none may hold the
 * made-up value. (The server of this project serves the build in NEXT_DIST_DIR.)
 */

const serverDir = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server');

function filesNaming(token: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (file.includes(token)) found.push(path.relative(serverDir, file));
      else if (entry.isDirectory()) walk(file);
    }
  };
  walk(serverDir);
  return found;
}

test('scanner paths answer 404 or go home, and the page cache gains no file for them', async ({ request }) => {
  const token = `scan${Date.now().toString(36)}`;
  const shapes: [path: string, status: number, location?: string][] = [
    [`/${token}.php`, 404],
    [`/en/${token}.env`, 404],
    [`/wp-admin/${token}.php`, 404],
    [`/${token}.bak`, 404],
    [`/api/${token}`, 404],
    [`/en/blogs/${token}/1.`, 404],
    [`/en/treatment/${token}/opengraph-image/card`, 404],
    [`/blog/${token}/opengraph-image/card`, 404],
    // A dotted slug of a detail page is an unknown slug: the prerendered not-found page.
    [`/en/blog/${token}.x`, 404],
    [`/blog/${token}.php`, 404],
    [`/tedavi/${token}.bak`, 404],
    [`/wp-admin/${token}`, 307, '/'],
    [`/xx/${token}`, 307, '/'],
  ];
  for (const [url, status, location] of shapes) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    if (location) expect(response.headers().location, url).toBe(location);
    // No answer here costs more than the not-found page every unknown slug shares.
    expect((await response.body()).length, url).toBeLessThan(60_000);
    expect(response.headers()['content-security-policy'], url).toBeTruthy();
  }
  // Next writes a rendered page's files when it answers; give a slow disk a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(filesNaming(token)).toEqual([]);
});

test('a known slug’s sharing card is drawn; a made-up slug’s, and the card path of a page that has none, are 404s without a body', async ({
  request,
}) => {
  const known = await request.get('/en/treatment/implant/opengraph-image/card');
  expect(known.status()).toBe(200);
  expect(known.headers()['content-type']).toBe('image/png');
  // A dentist's page and the fixed pages have no generated card: a known slug changes nothing.
  for (const url of [
    '/treatment/not-a-treatment-x/opengraph-image/card',
    '/dentist/can-ozturk/opengraph-image/card',
    '/en/dentist/kemal-aydin/opengraph-image/card',
    '/hekimlerimiz/can-ozturk/opengraph-image/card',
    '/en/about/opengraph-image/card',
  ]) {
    const made = await request.get(url, { maxRedirects: 0 });
    expect(made.status(), url).toBe(404);
    expect((await made.body()).length, url).toBe(0);
  }
});

test('the image optimizer takes only what the pages ask for: no local file, no other width, nothing encoded or logged for the rest', async ({
  request,
}) => {
  const images = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'images');
  const stored = () => (existsSync(images) ? readdirSync(images, { recursive: true }).length : 0);
  const before = stored();
  for (const query of [
    'url=%2Fog%2Fhome-tr.png&w=640&q=75', // a local raster: the pages optimize none
    'url=%2Ficons%2Ficon-512.png&w=640&q=75',
    'url=%2Fx%0A%E2%9C%93%20Ready%20FAKE&w=640&q=75', // would have been logged as given
    'url=%2Fimages%2Flogo.svg&w=3840&q=75',
    'url=https%3A%2F%2Fexample.com%2Fx.png&w=640&q=75', // no CMS is configured: no remote host either
  ]) {
    const response = await request.get(`/_next/image?${query}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status(), query).toBe(400);
  }
  expect(stored()).toBe(before);
});

test('a page or metadata file answers GET and HEAD; a form POST gets 405 with the security headers, API routes keep theirs', async ({
  request,
}) => {
  // The metadata files too: Next would regenerate an expired one for the POST and store its 405.
  for (const url of [
    '/en/about',
    '/tedavi/implant',
    '/tedaviler?category=all',
    '/bilinmeyen-sayfa',
    '/robots.txt',
    '/sitemap.xml',
    '/icon.svg',
  ]) {
    const response = await request.post(url, { form: { a: 'b' }, maxRedirects: 0 });
    expect(response.status(), url).toBe(405);
    expect(response.headers().allow, url).toBe('GET, HEAD');
    expect(response.headers()['content-security-policy'], url).toBeTruthy();
    expect(response.headers()['x-frame-options'], url).toBe('DENY');
  }
  // The files of public/, TRACE anywhere, and any method on a page without a slug (which the proxy does not see
  // without a query or If-None-Match: Next would answer a DELETE with the page) are answered before Next
  // (lib/security/unanswerable-methods.ts): it answered 500.
  for (const [method, url] of [
    ['POST', '/images/logo.svg'],
    ['DELETE', '/og/home-tr.png'],
    ['TRACE', '/'],
    ['TRACE', '/en/about'],
    ['DELETE', '/tedaviler'],
    ['OPTIONS', '/en'],
    ['PUT', '/de/ratgeber'],
  ] as const) {
    const response = await request.fetch(url, { method, maxRedirects: 0 });
    // Answered by a patch of Node's http.Server.prototype.emit that instrumentation.ts installs in Next's server process.
    expect(response.status(), `${method} ${url}: unanswerable-methods (http.Server.prototype.emit, installed by instrumentation.ts)`).toBe(
      405,
    );
    expect(response.headers().allow, `${method} ${url}`).toBe('GET, HEAD');
    expect(response.headers()['x-frame-options'], `${method} ${url}`).toBe('DENY');
  }
  expect((await request.head('/en/about')).status()).toBe(200);
  const page = await request.get('/en/about');
  expectPolicyOfHtml(page, await page.text(), '/en/about');
  // The webhook answers its own POST (here: refused without the secret).
  expect((await request.post('/api/revalidate', { data: {} })).status()).toBe(401);
});
