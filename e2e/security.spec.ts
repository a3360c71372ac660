import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { siteConfig } from '../lib/config/site';
import { ARTICLE, TREATMENT } from './routes';

/**
 * Security headers (issue 9) on every kind of response: prerendered and
 * dynamic pages, redirects, not-found answers and static files. The CSP must
 * allow exactly the services the site uses; CONTENT_API_URL (when the build
 * reads a CMS) adds the CMS's media origin.
 */

const PAGES = [
  '/',
  '/en',
  '/tedaviler',
  '/tedaviler?category=all',
  '/en/treatments?category=ortodonti',
  `/tedavi/${TREATMENT}`,
  `/en/treatment/${TREATMENT}`,
  '/blogs',
  '/en/blogs?page=2',
  `/blog/${ARTICLE.tr}`,
  `/en/blog/${ARTICLE.en}`,
  '/about',
  '/singleservice',
  '/contact',
  '/en/contact',
  '/kvkk-aydinlatma-metni',
];

const origin = (url: string) => new URL(url).origin;

/** Every host the site talks to, written out independently of lib/security. */
const EXPECTED_ORIGINS = new Set([
  // Google Tag Manager, and the Google Ads conversion tag it loads after consent.
  'https://www.googletagmanager.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://www.google.com',
  'https://www.google.com.tr',
  'https://td.doubleclick.net',
  'https://bid.g.doubleclick.net',
  // Google Analytics 4 hits from the container.
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://analytics.google.com',
  'https://region1.analytics.google.com',
  'https://stats.g.doubleclick.net',
  // YouTube player (privacy-enhanced), its IFrame API and posters.
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://i.ytimg.com',
  origin(siteConfig.emailjs.origin),
  origin(siteConfig.analytics.geolocationUrl),
  origin(siteConfig.mapEmbedUrl),
  ...(process.env.CONTENT_API_URL ? [origin(process.env.CONTENT_API_URL)] : []),
]);

const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:']);

function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy();
  const directives = parseCsp(csp ?? '');

  expect(directives.get('default-src'), label).toEqual(["'self'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('base-uri'), label).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('form-action'), label).toEqual(["'self'"]);
  expect(directives.get('script-src'), label).not.toContain("'unsafe-eval'");

  const origins = new Set([...directives.values()].flat().filter((source) => !KEYWORDS.has(source)));
  expect([...origins].sort(), `${label}: CSP origins`).toEqual([...EXPECTED_ORIGINS].sort());
  expect(directives.get('connect-src'), label).toEqual(
    expect.arrayContaining(["'self'", origin(siteConfig.emailjs.origin), origin(siteConfig.analytics.geolocationUrl)]),
  );
  expect(directives.get('frame-src'), label).toEqual(
    expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.youtube.com', origin(siteConfig.mapEmbedUrl)]),
  );
  expect(directives.get('script-src'), label).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com']));
  if (process.env.CONTENT_API_URL) {
    expect(directives.get('img-src'), label).toContain(origin(process.env.CONTENT_API_URL));
  }

  expect(headers['strict-transport-security'], label).toMatch(/^max-age=(\d+); includeSubDomains/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(headers['permissions-policy'], label).toContain(`${feature}=()`);
  }
  expect(headers['x-powered-by'], label).toBeUndefined();
}

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { maxRedirects: 0 });
}

test.describe('security headers', () => {
  for (const path of PAGES) {
    test(`page ${path}`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    });
  }

  test('redirects and not-found answers', async ({ request }) => {
    const cases: [string, (status: number) => boolean][] = [
      ['/tr', (status) => status >= 300 && status < 400],
      ['/en/tedaviler', (status) => status >= 300 && status < 400],
      ['/bilinmeyen-sayfa', (status) => status >= 300 && status < 400],
      ['/tedavi/bilinmeyen-tedavi', (status) => status === 404],
      ['/_next/static/chunks/missing-file.js', (status) => status === 404],
    ];
    for (const [path, expected] of cases) {
      const response = await get(request, path);
      expect(expected(response.status()), `${path} answered ${response.status()}`).toBe(true);
      expectSecurityHeaders(response, path);
    }
  });

  test('static files: a script chunk, a stylesheet, an image, a font', async ({ request }) => {
    const html = await (await get(request, '/')).text();
    const assets = [
      /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0],
      /\/_next\/static\/[^"'\s]+\.css/.exec(html)?.[0],
      /\/_next\/static\/media\/[^"'\s]+\.woff2/.exec(html)?.[0],
      '/images/logo.svg',
    ];
    for (const asset of assets) {
      expect(asset, 'asset referenced by the home page').toBeTruthy();
      const response = await get(request, asset!);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response, asset!);
    }
  });

  test('robots.txt and the sitemap, when present', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await get(request, path);
      test.skip(response.status() === 404, `${path} is not built yet`);
      expectSecurityHeaders(response, path);
    }
  });
});

test.describe('the policy in a browser', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing leaves the machine.
    await page.route((url) => url.hostname !== 'localhost', (route) => route.abort());
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  const violations = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  /**
   * zod 4 probes once whether `new Function` is allowed and falls back to its
   * plain parser when the policy refuses: that refusal is the policy working.
   */
  const blockedResources = async (page: import('@playwright/test').Page) =>
    (await violations(page)).filter((entry) => entry !== 'script-src eval');

  for (const path of ['/', '/en/contact', `/tedavi/${TREATMENT}`, `/blog/${ARTICLE.tr}`, '/about']) {
    test(`${path} runs without a policy violation`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      // Hydration works under the policy: the language menu opens.
      await page.getByTestId('language-toggle').click();
      await expect(page.getByTestId('language-switch')).toBeVisible();
      expect(await blockedResources(page)).toEqual([]);
    });
  }

  test('the video and the map load their players under the policy', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('youtube-facade').first().click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await page.goto('/contact');
    const map = page.getByTestId('map-facade');
    await map.getByRole('button').first().click();
    await expect(map.locator('iframe')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await blockedResources(page)).toEqual([]);
  });

  test('blocks a script, a frame and an object from an unknown origin', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://evil.example/x.js';
      document.head.append(script);
      const frame = document.createElement('iframe');
      frame.src = 'https://evil.example/frame';
      document.body.append(frame);
      const object = document.createElement('object');
      object.data = 'https://evil.example/x.swf';
      document.body.append(object);
    });
    // The three reports arrive one by one.
    for (const directive of ['script-src', 'frame-src', 'object-src']) {
      await expect.poll(async () => (await violations(page)).join('\n')).toContain(directive);
    }
  });

  test('the site refuses to be framed', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'self-frame';
      document.body.append(frame);
    }, `${baseURL}/about`);
    // A refused frame is left on Chromium's error page instead of the site's URL.
    await expect.poll(() => page.frames().length).toBe(2);
    await page.waitForTimeout(1000);
    const child = page.frames().find((frame) => frame.parentFrame() === page.mainFrame());
    expect(child?.url()).not.toContain('/about');
    expect(await child?.locator('main').count()).toBe(0);
  });
});
