import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { emailsOf, shownReference } from '../support/requests';

/**
 * The pages a visitor has seen, kept on the device by the service worker (public/sw.js,
 * components/layout/KeepPagesOnDevice.tsx). The other specs block the worker (playwright.config.ts:
 * its answers would pass their request interception by); here it runs, as in a visitor's browser.
 */
test.use({ serviceWorkers: 'allow' });

/** A first visit: the page loads from the network, registers the worker, and the worker keeps it. */
async function firstVisit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), `${path}: a first visit comes from the network`).toBe(false);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), `${path} kept on the device`).toBe(true);
  await page.close();
}

function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages on the device', () => {
  for (const path of ['/', '/en/treatments', '/de/ratgeber']) {
    test(`${path} seen before opens from the device in a new tab, under its policy, and comes alive`, async ({ context }) => {
      await firstVisit(context, path);
      const page = await context.newPage();
      const errors = recordErrors(page);
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), `${path} from the device`).toBe(true);
      expect(response?.status()).toBe(200);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain("'nonce-");
      await page.getByTestId('language-toggle').click();
      await expect(page.getByTestId('language-switch-ar')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a page seen before opens without a connection; one never seen does not', async ({ context }) => {
    await firstVisit(context, '/en/contact');
    await context.setOffline(true);
    const page = await context.newPage();
    const response = await page.goto('/en/contact');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /\+90 216 345 67 89/ }).first()).toBeVisible();
    await expect(page.goto('/en/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  });

  test('a request sent from a page opened from the device is stored, and the clinic gets it once', async ({ context }) => {
    await firstVisit(context, '/contact');
    const page = await context.newPage();
    const response = await page.goto('/contact');
    expect(response?.fromServiceWorker()).toBe(true);
    const form = page.getByTestId('appointment-form');
    await form.getByLabel('Telefon numarası').fill('+90 (532) 765 4321');
    // The spam guard holds a send until 3 s after the form first rendered.
    await page.waitForTimeout(3300);
    const posted = page.waitForResponse((answer) => answer.url().endsWith('/api/send-request') && answer.request().method() === 'POST');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    expect((await posted).fromServiceWorker()).toBe(false);
    await expect(form.getByRole('status')).toContainText('Randevu talebiniz başarıyla gönderildi.');
    const reference = await shownReference(form);
    const [clinic] = await emailsOf(reference, 1);
    expect(clinic?.template_params.phone).toBe('+90 (532) 765 4321');
  });
});
