import { expect, test, type Page } from '@playwright/test';

/**
 * A production build writes nothing to a visitor's console (no analytics
 * warnings before consent, no debug logging after it) unless it was built with
 * NEXT_PUBLIC_DEBUG or NEXT_PUBLIC_ANALYTICS_DEBUG. Requests leaving localhost
 * are aborted; the browser's own "failed to load resource" lines are not the site's.
 * The service worker runs, as in a visitor's browser (the config blocks it elsewhere,
 * and Playwright then writes its own warning here).
 */
test.use({ timezoneId: 'Europe/Istanbul', serviceWorkers: 'allow' });

function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    lines.push(`${message.type()}: ${message.text()}`);
  });
  return lines;
}

test('the console stays empty before consent, after accepting it and while browsing, in both languages', async ({ context, page }) => {
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort()));
  const lines = recordConsole(page);

  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  await page.getByRole('region', { name: 'Çerez tercihleriniz' }).getByRole('button', { name: 'Kabul et' }).click();
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  await page.goto('/en/contact');
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  expect(lines).toEqual([]);
});
