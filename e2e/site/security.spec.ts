import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { siteConfig } from '../../lib/config/site';
import { ARTICLE, ROUTE_PAIRS, TREATMENT } from '../support/routes';
import { expectPolicyOfHtml, FRAMEWORK_SCRIPTS, GTM_INIT_HASH, parseCsp, recordViolations, violations } from '../support/csp';

/**
 * Security headers (issue 9) on every kind of response: prerendered and
 * dynamic pages, redirects, not-found answers and static files. The CSP must
 * allow exactly the services the site uses; CONTENT_API_URL (when the build
 * reads a CMS) adds the CMS's media origin.
 *
 * Pages name their own inline scripts (docs/csp-script-hashes.md): a page from
 * the page cache by the hashes of the HTML served, a page rendered per request
 * by a nonce; neither allows 'unsafe-inline'. The paths the proxy does not see
 * (static files, API answers, Next's not-found page for them) keep it.
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
  origin(siteConfig.mapEmbedUrl),
  ...(process.env.CONTENT_API_URL ? [origin(process.env.CONTENT_API_URL)] : []),
]);

const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:']);
/** A page's own script sources: `'sha256-…'`, `'nonce-…'`. */
const OWN_SCRIPT = /^'(sha256|nonce)-[A-Za-z0-9+/_=-]+'$/;

/** What the proxy sees (proxy.ts `config.matcher`): pages, the redirects it makes and its own answers. */
const isPagePath = (path: string) =>
  !/^\/(_next\/|_vercel\/|api\/(health|revalidate|send-request)|images\/|og\/|icons\/|(sitemap\.xml|robots\.txt|manifest\.webmanifest|icon\.svg|apple-icon\.png)($|\?))/.test(
    path,
  );

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

  const origins = new Set([...directives.values()].flat().filter((source) => !KEYWORDS.has(source) && !OWN_SCRIPT.test(source)));
  expect([...origins].sort(), `${label}: CSP origins`).toEqual([...EXPECTED_ORIGINS].sort());
  // The forms post to the site itself; only its server talks to EmailJS.
  expect(directives.get('connect-src'), label).toContain("'self'");
  expect(directives.get('connect-src'), label).not.toContain(origin(siteConfig.emailjs.origin));
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

  // One policy: a second one would be enforced too.
  expect(
    response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy'),
    label,
  ).toHaveLength(1);
  const scripts = directives.get('script-src') ?? [];
  expect(scripts, label).not.toContain("'strict-dynamic'");
  if (isPagePath(label)) {
    // Observatory's test: inline scripts are named (hashes, a nonce), not allowed wholesale.
    expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
    expect(scripts, `${label}: the tag manager's init snippet`).toContain(GTM_INIT_HASH);
  }
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
      expectPolicyOfHtml(response, await response.text(), path);
    });
  }

  test('every page comes from the page cache and names its hashes, the lists under any query too', async ({ request }) => {
    for (const path of [
      '/',
      `/en/treatment/${TREATMENT}`,
      '/about',
      '/tedaviler',
      '/en/treatments?category=ortodonti',
      '/en/blogs?page=2',
    ]) {
      const response = await get(request, path);
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE|MISS|REVALIDATED/);
      expect(response.headers()['content-security-policy'], path).not.toContain("'nonce-");
    }
  });

  test('not-found pages of unknown content name their scripts too', async ({ request }) => {
    for (const path of ['/tedavi/bilinmeyen-tedavi', `/en/blog/unknown-article`]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path);
      expectPolicyOfHtml(response, await response.text(), path);
    }
  });

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
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
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

  // That every page runs and hydrates without a violation, with consent refused and given, is the
  // group 'every page under its policy' below.

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

/**
 * Every page in both languages, the Turkish ones with the cookie choice refused, the English
 * ones with it given: no violation of the policy, and the page hydrates. After consent the tag
 * manager's init snippet (an inline script made in the browser) runs and
 * gtm.js loads from its host (stubbed here: nothing reaches the network).
 */
test.describe('every page under its policy', () => {
  test.use({ timezoneId: 'Europe/Istanbul' });

  const GTM_HOST = 'www.googletagmanager.com';

  /** The stubbed tag manager can also insert an inline script, as a Custom HTML tag would. */
  async function setUp(context: BrowserContext, gtmStub = 'window.__gtmStubLoaded = true;') {
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost') return route.continue();
      if (url.hostname === GTM_HOST) return route.fulfill({ contentType: 'application/javascript', body: gtmStub });
      return route.abort();
    });
  }

  const dataLayerEvents = (page: Page) =>
    page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry?.event));

  const PATHS = {
    tr: [...ROUTE_PAIRS.map((pair) => pair.tr), '/tedaviler?category=all', '/blogs?page=2', '/tedavi/bilinmeyen-tedavi'],
    en: [...ROUTE_PAIRS.map((pair) => pair.en), '/en/treatments?category=ortodonti', '/en/blogs?page=2', '/en/blog/unknown-article'],
  };
  const CHOICE = { refused: 'cookie-reject', given: 'cookie-accept' } as const;

  // Turkish with consent refused, English with consent given: every page type in each language. A
  // page's scripts are the same with either choice; given adds the tag manager's init snippet and
  // gtm.js, so the refused state in English would run nothing the given one does not. (That each
  // page's HTML names its own inline scripts, in both languages, is checked over HTTP above.)
  for (const [locale, consent] of [
    ['tr', 'refused'],
    ['en', 'given'],
  ] as const) {
    test(`${locale}, consent ${consent}: 0 violations on ${PATHS[locale].length} pages`, async ({ context, page }) => {
      test.setTimeout(150_000);
      await setUp(context);
      await recordViolations(page);
      await page.goto(PATHS[locale][0]!);
      await page.getByTestId(CHOICE[consent]).click();
      const report: string[] = [];
      for (const path of PATHS[locale]) {
        await page.goto(path);
        await page.waitForLoadState('load');
        // Hydrated under the policy: the language menu opens.
        await page.getByTestId('language-toggle').click();
        await expect(page.getByTestId('language-switch-de'), `${path} hydrates: ${FRAMEWORK_SCRIPTS}`).toBeVisible();
        if (consent === 'given') {
          await expect
            .poll(() => page.evaluate(() => (window as unknown as { __gtmStubLoaded?: boolean }).__gtmStubLoaded), path)
            .toBe(true);
          // The init snippet ran: it is what pushes the gtm.js event.
          expect(await dataLayerEvents(page), path).toContain('gtm.js');
        }
        await page.waitForTimeout(200);
        const found = await violations(page);
        report.push(`${path}: ${found.length}`);
        expect(found, `${path}: ${FRAMEWORK_SCRIPTS}`).toEqual([]);
      }
      test.info().annotations.push({ type: 'violations per page', description: report.join('\n') });
    });
  }

  test('client-side navigation between cached and per-request pages, with consent given', async ({ context, page }) => {
    await setUp(context);
    await recordViolations(page);
    await page.goto('/');
    await page.getByTestId('cookie-accept').click();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const footer = page.getByRole('contentinfo');
    for (const [name, url] of [
      ['Hakkımızda', /\/about$/],
      ['Tedaviler', /\/tedaviler$/],
      ['İletişim', /\/contact$/],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toBeVisible();
    }
    // No document was loaded: every step was a client-side navigation.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
  });

  test('the not-found page of a path the proxy does not see still renders (its policy keeps inline scripts)', async ({ context, page }) => {
    await setUp(context);
    await recordViolations(page);
    for (const path of ['/images/nope.png', '/_next/nope.js']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' }), path).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('the trade-off: an inline script the tag manager inserts (a Custom HTML tag) is blocked', async ({ context, page }) => {
    await setUp(
      context,
      `window.__gtmStubLoaded = true;
       var tag = document.createElement('script');
       tag.textContent = 'window.__customHtmlTagRan = true;';
       document.head.appendChild(tag);`,
    );
    await recordViolations(page);
    await page.goto('/about');
    await page.getByTestId('cookie-accept').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStubLoaded?: boolean }).__gtmStubLoaded)).toBe(true);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __customHtmlTagRan?: boolean }).__customHtmlTagRan)).toBeUndefined();
  });
});
