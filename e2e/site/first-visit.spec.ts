import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTE_PAIRS } from '../support/routes';

/**
 * A first visit, before any cookie choice, is the same everywhere (issue 33): in the Istanbul, UTC
 * and New York time zones every page type loads, scrolls to its end and has a form focused, and
 * nothing leaves the site for another origin (no country lookup, no tag manager, no third-party
 * image or embed), the console shows no error and the Content-Security-Policy is never violated
 * (zod runs jitless: no `new Function` probe). One browser context per time zone, pages in turn.
 *
 * Istanbul visits every page type. UTC and New York visit the pages where the browser's clock and
 * time zone could show: those with a date (the blog's date badges, an article's and a treatment's
 * publication and review days, a dentist's articles) and those with a form (the home page's and
 * the call-backs, whose requests carry the browser's time); the notice is the same component on all.
 */

const ISTANBUL = 'Europe/Istanbul';
const TIME_ZONES = [ISTANBUL, 'UTC', 'America/New_York'] as const;
/** Every page type once, Turkish and English alternating. */
const PAGES = ROUTE_PAIRS.map((pair, index) => ({ name: pair.name, path: index % 2 === 0 ? pair.tr : pair.en }));
const WITH_DATE_OR_FORM = new Set(['home', 'treatment detail', 'dentist', 'blog list', 'blog article']);
const pagesIn = (timezoneId: string) =>
  PAGES.filter(({ name }) => timezoneId === ISTANBUL || WITH_DATE_OR_FORM.has(name)).map(({ path }) => path);

interface Findings {
  outside: string[];
  consoleErrors: string[];
  violations: string[];
}

/** Records what a page sends or reports; requests to another origin are aborted, never sent. */
async function watch(browser: Browser, timezoneId: string, baseURL: string) {
  const context = await browser.newContext({ timezoneId, baseURL });
  const findings: Findings = { outside: [], consoleErrors: [], violations: [] };
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost') return route.continue();
    findings.outside.push(url.href);
    return route.abort();
  });
  await context.exposeFunction('__reportViolation', (entry: string) => findings.violations.push(entry));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportViolation: (entry: string) => void }).__reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim(),
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') findings.consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.consoleErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return { context, page, findings };
}

/** Scrolls to the end a screen at a time, so that everything loaded on scroll loads. */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}

for (const timezoneId of TIME_ZONES) {
  test(`before a choice, in ${timezoneId}: the notice, no request to another origin, no console error, no policy violation`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { context, page, findings } = await watch(browser, timezoneId, baseURL!);
    for (const path of pagesIn(timezoneId)) {
      await page.goto(path);
      await expect(page.getByTestId('cookie-notice'), `${path}: the notice`).toBeVisible();
      await scrollToEnd(page);
      const field = page.locator('form input:visible').first();
      // Focusing a form loads its rules (zod); Enter on the empty form runs them (nothing is sent).
      // A form drawn near the end of the page may hydrate after the scroll: Enter on it before then
      // does nothing (the browser's own check holds the empty required field), so it is pressed again.
      if ((await field.count()) > 0) {
        await expect(async () => {
          await field.focus();
          await field.press('Enter');
          await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible({ timeout: 1000 });
        }, `${path}: the form's rules ran`).toPass({ timeout: 15_000 });
      }
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(300);
    await context.close();

    test.info().annotations.push({
      type: timezoneId,
      description: `third-party requests ${findings.outside.length}, console errors ${findings.consoleErrors.length}, CSP violations ${findings.violations.length}`,
    });
    expect(findings.outside, 'requests to another origin before a choice').toEqual([]);
    expect(findings.violations, 'Content-Security-Policy violations').toEqual([]);
    expect(findings.consoleErrors, 'console errors').toEqual([]);
  });
}
