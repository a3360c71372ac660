import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import { contentRoutingTests, counterpartHref, expect, test } from '../support/routing';
import { decodeReferences } from '../support/served-html.mjs';

// Every page of these tests refuses requests to other hosts (support/routing.ts).

// The route pairs, the blog category and the article slug through the language switch.
contentRoutingTests();

test('the language switch keeps the query string', async ({ page }) => {
  await page.goto('/tedaviler?category=ortodonti');
  expect(await counterpartHref(page)).toBe('/en/treatments?category=ortodonti');
  await page.goto('/en/treatments?category=ortodonti');
  expect(await counterpartHref(page)).toBe('/tedaviler?category=ortodonti');
});

test.describe('unknown paths', () => {
  const cases: [string, string][] = [
    ['/bilinmeyen-sayfa', '/'],
    ['/tedavi', '/'],
    ['/a/b/c', '/'],
    ['/en/unknown-page', '/en'],
    ['/en/treatment', '/en'],
    ['/en/tedaviler/x/y', '/en'],
    ['/de/unbekannte-seite', '/de'],
    ['/de/behandlung', '/de'],
    [encodeURI('/ar/صفحة-غير-موجودة'), '/ar'],
    [encodeURI('/ar/علاج'), '/ar'],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location ?? '', 'http://localhost').pathname).toBe(to);
    });
  }

  test('an unknown path is redirected by the proxy, with the security headers and nothing rendered', async ({ request }) => {
    const cases: [string, string][] = [
      ['/bilinmeyen-sayfa', '/'],
      ['/en/unknown-page', '/en'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(307);
      expect(response.headers().location, from).toBe(to);
      expect(response.headers()['content-security-policy'], from).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options'], from).toBe('DENY');
      // A page that redirects while rendering sends its HTML shell; the proxy's redirect has no page in it.
      expect(await response.text(), from).not.toContain('<');
    }
  });

  test('the language comes from the path only: no cookie, no Accept-Language', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(await response.text()).toContain('<html lang="tr"');
  });

  test('a 404 for an unknown slug may be cached a minute at most (the slug may be published later)', async ({ request }) => {
    for (const path of ['/tedavi/yakinda-yayinda', '/en/treatment/coming-soon', '/blog/yakinda-yayinda', '/en/blog/coming-soon']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const cacheControl = response.headers()['cache-control'] ?? '';
      const ages = [...cacheControl.matchAll(/(?:s-)?max-age=(\d+)/g)].map((match) => Number(match[1]));
      expect(ages.length, `${path}: ${cacheControl}`).toBeGreaterThan(0);
      expect(Math.max(...ages), `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
      expect(cacheControl, path).not.toContain('stale-while-revalidate');
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });

  test('the site’s own drawings are kept by the browser a day, then used a week while it asks again', async ({ request }) => {
    for (const path of ['/images/hero.svg', '/images/treatments/implant.svg', '/images/logo.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
  });

  // The not-found page in the browser, status and heading in both languages: content-pages.spec.ts.
});

test('a 404 for an unknown slug is server-rendered (visible without JavaScript), in the page language', async ({ request }) => {
  for (const [path, lang, text] of [
    ['/tedavi/boyle-bir-tedavi-yok', 'tr', 'Tedavi bulunamadı'],
    ['/en/treatment/no-such-treatment', 'en', 'Treatment not found'],
    ['/de/behandlung/keine-solche-behandlung', 'de', de.treatment.notFound],
    [encodeURI('/ar/علاج/no-such-treatment'), 'ar', ar.treatment.notFound],
    ['/blog/boyle-bir-yazi-yok', 'tr', 'Blog yazısı bulunamadı'],
    ['/en/blog/no-such-post', 'en', 'Blog post not found'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = decodeReferences(await response.text());
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`));
  }
});

test('a path that looks like a language the site does not speak goes home; unknown API paths and files answer 404', async ({ request }) => {
  const response = await request.get('/fr', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(new URL(response.headers().location ?? '', 'http://localhost').pathname).toBe('/');
  for (const path of ['/api/bilinmeyen', '/_next/static/chunks/yok.js', '/yok.png']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('the treatment and blog lists are served from the page cache, query included, like the detail pages', async ({ request }) => {
  const lists = [
    '/tedaviler',
    '/en/treatments',
    '/blogs',
    '/en/blogs',
    '/tedaviler?category=ortodonti',
    '/tedaviler?category=yok',
    '/en/blogs?page=2',
    '/blogs?category=implant',
    '/en/blogs?category=implants&page=1',
    '/tedaviler?category=all&utm_source=x',
  ];
  for (const path of [...lists, '/tedavi/implant']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // Prerendered and regenerated every minute: no render per request.
    expect(response.headers()['cache-control'], path).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
});

test("the lists' internal routes are not addresses of their own", async ({ request }) => {
  const cases: [string, string][] = [
    ['/en/treatments/ortodonti', '/en'],
    ['/en/blogs/_/2', '/en'],
    ['/tedaviler/ortodonti', '/'],
    ['/blogs/implant/1', '/'],
  ];
  for (const [path, to] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe(to);
  }
});
