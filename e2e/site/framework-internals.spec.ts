import { expect, test, type APIRequestContext } from '@playwright/test';
import { listedChunks } from '../../lib/page-cache/scripts-after-paint.mjs';
import { recordViolations, violations } from '../support/csp';
import { encoded, ROUTE_PAIRS, ROUTES, SITE_LOCALES } from '../support/routes';

/**
 * The parts of a fresh build that rest on Next's and React's internals (docs/architecture.md,
 * "Framework internals"), checked on the pages as they are served. Each failure names the internal
 * that changed, so a Next upgrade that breaks one says which: the page cache's CSS step
 * (lib/page-cache/inline-css.mjs), its script step (lib/page-cache/scripts-after-paint.mjs), its
 * validators (lib/page-cache/validators.mjs) and the compile hints (lib/build/compile-hints.ts). The
 * script hashes and hydration under the policy are checked in security.spec.ts, the nonce in
 * lib/security/__tests__/nonce-policy.test.ts.
 */

const PAGES = ROUTE_PAIRS.flatMap((pair) => [pair.tr, pair.en]);

const INLINE_CSS =
  'page-css (lib/page-cache/inline-css.mjs): Next\'s <link rel="stylesheet" href="/_next/static/…css" … data-precedence> shape in the stored HTML';
const ADOPTED_LINK =
  'page-css (lib/page-cache/inline-css.mjs): React adopts a disabled <link rel="stylesheet"> it finds by its href instead of loading it';
const CHUNKS_AFTER_PAINT =
  'scripts-after-paint (lib/page-cache/scripts-after-paint.mjs): Next\'s <script src="/_next/static/…js" async=""> shape for a page\'s chunks in the stored HTML';
const COMPILE_HINTS =
  "compile-hints (lib/build/compile-hints.ts): build-manifest.json's rootMainFiles and the client reference manifests' entryJSFiles name the scripts a page loads before it hydrates";

const VALIDATOR =
  "validators (lib/page-cache/validators.mjs): the proxy reads the page cache's lookup in its own process (a Node.js proxy loaded with require), by the internal path that ends Next's cache key (keyPathname: …/$/tr/treatment/implant)";
const ENTRY_ETAG =
  "validators (withPageETag, lib/page-cache/validators.mjs): the page cache puts a page's ETag in its entry's headers, which Next appends to the answer";
const VALIDATOR_LIFE =
  "validators (lib/page-cache/handler.mjs): a 304 carries the 200's Cache-Control, from next/dist/server/lib/cache-control.js getCacheControlHeader and, for a page read from disk, prerender-manifest.json's initialRevalidateSeconds and initialExpireSeconds";
const VALIDATOR_VARY = "validators (PAGE_VARY, lib/page-cache/validators.mjs): the Vary of Next's page answers";

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const head = (page: string) => page.slice(0, page.indexOf('</head>'));

/** The chunks a served page loads: those the page cache's loader inserts, and any script element with a file. */
function pageScripts(page: string): string[] {
  // Every script element with a file, but the polyfills for browsers without modules (noModule: never run by one with them).
  const elements = [...page.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)]
    .filter(([, , attributes]) => !/noModule/i.test(attributes!))
    .map(([, src]) => src!);
  return [...listedChunks(page), ...elements];
}

test.describe('the page cache carries each page its CSS', () => {
  test('every stored page of every type has its stylesheets inside its HTML, their links disabled', async ({ request }) => {
    for (const path of PAGES) {
      const start = head(await html(request, path));
      expect(start, `${path}: ${INLINE_CSS}`).toContain('<style data-page-css="">');
      const links = start.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length, `${path}: ${INLINE_CSS}`).toBeGreaterThan(0);
      for (const link of links) expect(link, `${path}: ${INLINE_CSS}`).toContain('disabled=""');
    }
  });

  test('a page requests no stylesheet before it paints, paints styled, and switches its stylesheets on once hydrated', async ({ page }) => {
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    let partlyInlined = 0;
    for (const pair of ROUTE_PAIRS) {
      await page.goto(pair.tr);
      await page.waitForLoadState('load');
      // Hydrated: the language menu opens.
      await page.getByTestId('language-toggle').click();
      await expect(page.getByTestId('language-switch-en'), pair.tr).toBeVisible();
      // components/layout/PageStylesheets.tsx enables the partly inlined stylesheets' links when the browser is idle.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-page-css-later]')].every((link) => link.sheet),
      );
      const painted = await page.evaluate(() => {
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
        const stylesheets = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
        const all = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        const links = all.filter((link) => link.hasAttribute('data-page-css-later'));
        return {
          firstPaint,
          // The site's stylesheet lays the body out with no margin; a browser's own has 8px.
          bodyMargin: getComputedStyle(document.body).marginTop,
          requestedBeforePaint: stylesheets.filter(({ start }) => start < firstPaint).map(({ path }) => path),
          links: links.map((link) => new URL(link.href).pathname),
          allLinks: all.map((link) => new URL(link.href).pathname),
          // A stylesheet inlined whole (the one declaring the brand font among them) keeps its link off.
          wholeEnabled: all.filter((link) => !link.hasAttribute('data-page-css-later') && !link.disabled).map((link) => link.href),
          requested: stylesheets.map(({ path }) => path),
        };
      });
      expect(painted.firstPaint, pair.tr).toBeGreaterThan(0);
      expect(painted.bodyMargin, `${pair.tr}: ${INLINE_CSS}`).toBe('0px');
      expect(painted.requestedBeforePaint, `${pair.tr}: no stylesheet before the first paint: ${ADOPTED_LINK}`).toEqual([]);
      // Each stylesheet once: React kept the disabled link it found instead of inserting and loading its own.
      expect(new Set(painted.allLinks).size, `${pair.tr}: ${ADOPTED_LINK}`).toBe(painted.allLinks.length);
      expect(painted.wholeEnabled, pair.tr).toEqual([]);
      partlyInlined += painted.links.length;
      expect([...new Set(painted.requested)].sort(), `${pair.tr}: the page's stylesheets, each loaded once switched on`).toEqual(
        [...painted.links].sort(),
      );
    }
    // Turbopack's shared chunk holds rules for components a page does not show: some pages have them.
    expect(partlyInlined, 'stylesheets only partly inline (lib/page-cache/used-rules.mjs)').toBeGreaterThan(0);
  });
});

test.describe("the page's chunks start once it is parsed or has painted", () => {
  test('every stored page of every type lists its chunks for the loader and has no chunk of its own left to load before it paints', async ({
    request,
  }) => {
    for (const path of PAGES) {
      const page = await html(request, path);
      expect(page, `${path}: ${CHUNKS_AFTER_PAINT}`).toContain('<script type="application/json" id="page-chunks">');
      expect(page.match(/<script src="[^"]*" async="">/g) ?? [], `${path}: ${CHUNKS_AFTER_PAINT}`).toEqual([]);
      expect(page.match(/<link rel="preload" as="script"[^>]*>/g) ?? [], `${path}: ${CHUNKS_AFTER_PAINT}`).toEqual([]);
    }
  });

  test('a page requests its chunks only once it is parsed or has painted, and hydrates', async ({ page }) => {
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('load');
      // Hydrated: the language menu opens.
      await page.getByTestId('language-toggle').click();
      await expect(page.getByTestId('language-switch-ar'), path).toBeVisible();
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        return {
          parsedOrPainted: Math.min(navigation.domContentLoadedEventStart, firstPaint),
          chunks: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        };
      });
      expect(timing.chunks.length, `${path}: ${CHUNKS_AFTER_PAINT}`).toBeGreaterThan(0);
      expect(
        timing.chunks.filter(({ start }) => start < timing.parsedOrPainted).map(({ path: chunk }) => chunk),
        `${path}: no chunk requested before the page is parsed or painted: ${CHUNKS_AFTER_PAINT}`,
      ).toEqual([]);
    }
  });
});

test.describe('the compile hints', () => {
  test('every script a page loads before it hydrates starts with the hint', async ({ request }) => {
    const checked = new Map<string, boolean>();
    for (const path of PAGES) {
      const scripts = pageScripts(await html(request, path));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const src of scripts) {
        if (!checked.has(src)) checked.set(src, (await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'));
        expect(checked.get(src), `${path} ${src}: ${COMPILE_HINTS}`).toBe(true);
      }
    }
  });
});

test.describe("a returning visitor's copy is confirmed with a 304", () => {
  /** Every cached page type in every language it exists in, and a list with its query. */
  const CACHED = [
    ...ROUTES.flatMap((route) => SITE_LOCALES.map((locale) => route.paths[locale])).filter((path): path is string => path !== null),
    '/blogs?page=2',
  ].map(encoded);

  test("every cached page carries its entry's ETag; a request naming it gets a 304 with the 200's Cache-Control and Vary and no policy", async ({
    request,
  }) => {
    for (const path of CACHED) {
      // The first answer reads the page into the page cache's memory, and carries its ETag. A page
      // regenerated between two requests (past its revalidate) gets a new ETag (React streams its
      // flight data in another order): then another round.
      let confirmed = false;
      for (let round = 0; round < 4 && !confirmed; round += 1) {
        const page = await request.get(path);
        expect(page.status(), path).toBe(200);
        const etag = page.headers()['etag'];
        expect(etag, `${path}: ${ENTRY_ETAG}`).toMatch(/^W\/"[\w-]{27}"$/);
        const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
        const other = await request.get(path, { headers: { 'If-None-Match': 'W/"another-copy"' } });
        if ((again.status() === 200 && again.headers()['etag'] !== etag) || other.headers()['etag'] !== etag) continue;
        expect(again.status(), `${path}: ${VALIDATOR}`).toBe(304);
        expect(again.headers()['etag'], path).toBe(etag);
        expect(again.headers()['cache-control'], `${path}: ${VALIDATOR_LIFE}`).toBe(page.headers()['cache-control']);
        expect(again.headers()['vary'], `${path}: ${VALIDATOR_VARY}`).toBe(page.headers()['vary']);
        // A browser puts a 304's headers on the copy it keeps: a policy here would replace the page's own.
        expect(again.headers()['content-security-policy'], path).toBeUndefined();
        expect((await again.body()).length, path).toBe(0);
        expect(other.status(), path).toBe(200);
        confirmed = true;
      }
      expect(confirmed, `${path}: ${VALIDATOR}`).toBe(true);
    }
  });

  test('a page opened again in the same browser is confirmed, runs under its own policy and hydrates', async ({ page }) => {
    // No request interception here: Playwright turns the browser's HTTP cache off with it.
    await recordViolations(page);
    for (const path of ['/tedavi/implant', '/en/treatments', encoded('/ar/علاج/implant')]) {
      // The first answer reads the page into the page cache's memory; a page regenerated in between
      // gets a new ETag: then another visit is confirmed.
      await page.goto(path);
      let confirmation: { sent: string | undefined; bodyBytes: number } | undefined;
      const record = async (response: import('@playwright/test').Response) => {
        if (!response.request().isNavigationRequest()) return;
        const sent = (await response.request().allHeaders())['if-none-match'];
        confirmation = { sent, bodyBytes: (await response.request().sizes()).responseBodySize };
      };
      page.on('response', record);
      for (let visit = 0; visit < 4 && !(confirmation?.sent && confirmation.bodyBytes === 0); visit += 1) {
        await page.goto(path);
        await page.waitForLoadState('load');
      }
      page.off('response', record);
      // Hydrated: the language menu opens.
      await page.getByTestId('language-toggle').click();
      await expect(page.getByTestId('language-switch-de'), path).toBeVisible();
      expect(confirmation, `${path}: the browser's copy confirmed by a 304 (${VALIDATOR})`).toEqual({
        sent: expect.stringMatching(/^W\/"/),
        bodyBytes: 0,
      });
      expect(
        (await violations(page)).filter((entry) => !entry.startsWith('script-src eval')),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('a made-up slug asked for without the proxy', () => {
  const MISSING =
    "missing details (lib/page-cache/missing-details.mjs): Next serves the entry the page cache's get returns for a page's key, with its status, and instrumentation.ts's register() offered the slug check before the first request";

  test("gets its kind's not-found page from the page cache, status 404, kept a minute, without an ETag", async ({ request }) => {
    for (const [path, heading] of [
      ['/tedavi/boyle-bir-tedavi-yok', 'Tedavi bulunamad'],
      ['/en/blog/no-such-post', 'Blog post not found'],
      ['/de/zahnaerzte/niemand', '<h1'],
      [encodeURI('/ar/علاج/no-such-treatment'), '<h1'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${path}: ${MISSING}`).toBe(404);
      expect(await response.text(), `${path}: ${MISSING}`).toContain(heading);
      expect(response.headers()['cache-control'], `${path}: ${MISSING}`).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers()['etag'], path).toBeUndefined();
      expect(response.headers()['content-security-policy'], path).toContain("'sha256-");
    }
  });
});
