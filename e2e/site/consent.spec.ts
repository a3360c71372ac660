import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { siteConfig } from '../../lib/config/site';
import { decodeReferences } from '../support/served-html.mjs';

/**
 * Consent, analytics and tracking (issue 5) against the production build.
 * Every request that leaves localhost is intercepted and recorded: the tag
 * manager answers a tiny script, anything else is aborted. Nothing reaches the
 * network. The notice is the same for every visitor, whatever the time zone
 * (issue 33); e2e/site/console.spec.ts checks the other time zones.
 */

const GTM_HOST = 'www.googletagmanager.com';
const GOOGLE_HOST =
  /(^|\.)(google(tagmanager|-analytics|adservices|syndication|usercontent)?|doubleclick|gstatic|youtube(-nocookie)?|ytimg)\.[a-z.]+$/;
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

/** Records every request that leaves localhost and answers it without the network. */
async function interceptOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost') return route.continue();
    outside.push(url.href);
    if (url.hostname === GTM_HOST) {
      return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmStubLoaded = true;' });
    }
    return route.abort();
  });
  return outside;
}

const googleRequests = (urls: string[]) => urls.filter((url) => GOOGLE_HOST.test(new URL(url).hostname));

/** The data layer as plain data; gtag commands are Arguments objects, turned into arrays. */
function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

test.describe('in a European time zone (Istanbul)', () => {
  test.use({ timezoneId: 'Europe/Istanbul' });

  test('before consent nothing leaves the site; after accepting the tag manager loads with the consent update and the page view', async ({
    context,
    page,
  }) => {
    const outside = await interceptOutside(context);
    const sameOrigin: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'localhost') sameOrigin.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Çerez tercihleriniz' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk-aydinlatma-metni');
    await settle(page);

    expect(outside, 'requests outside the site before consent').toEqual([]);
    expect(await readDataLayer(page)).toEqual([['consent', 'default', DENIED]]);
    test.info().annotations.push({ type: 'requests before consent (same origin)', description: sameOrigin.join('\n') });

    const before = outside.length;
    const gtmRequest = page.waitForRequest((request) => new URL(request.url()).hostname === GTM_HOST);
    await notice.getByRole('button', { name: 'Kabul et' }).click();
    const gtm = await gtmRequest;
    expect(new URL(gtm.url()).searchParams.get('id')).toBe(siteConfig.analytics.gtmId);
    await expect(notice).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStubLoaded?: boolean }).__gtmStubLoaded)).toBe(true);

    await expect
      .poll(async () => (await readDataLayer(page)).some((entry) => (entry as { event?: string }).event === 'page_view'))
      .toBe(true);
    const dataLayer = await readDataLayer(page);
    expect(dataLayer[0]).toEqual(['consent', 'default', DENIED]);
    expect(dataLayer[1]).toEqual(['consent', 'update', GRANTED]);
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/', page_title: await page.title() }));
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ event: 'homepage_view', locale: 'tr', utm_source: null, referrer: null, timestamp: expect.any(Number) }),
    );
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    const indexOf = (predicate: (entry: unknown) => boolean) => dataLayer.findIndex(predicate);
    expect(indexOf((entry) => (entry as { event?: string }).event === 'gtm.js')).toBeGreaterThan(1);

    const after = outside.slice(before);
    expect(after.every((url) => new URL(url).hostname === GTM_HOST)).toBe(true);
    test.info().annotations.push({ type: 'requests outside the site after accepting', description: after.join('\n') });

    // A client-side navigation is one more page view; a tracked call link is a call event plus the conversion.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(async () => (await readDataLayer(page)).some((entry) => (entry as { page_path?: string }).page_path === '/about'))
      .toBe(true);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.getByTestId('floating-call').click();
    const withCall = await readDataLayer(page);
    expect(withCall).toContainEqual(expect.objectContaining({ event: 'phone_call', source: 'call', page_path: '/about' }));
    expect(withCall).toContainEqual([
      'event',
      'conversion',
      { send_to: `${siteConfig.analytics.googleAdsId}/phone_call`, value: 50, currency: 'TRY' },
    ]);
  });

  test('language_change carries from and to', async ({ context, page }) => {
    await interceptOutside(context);
    await page.goto('/about');
    await page.getByTestId('cookie-accept').click();
    await page.getByTestId('language-toggle').click();
    // Keep the page: the switch is a full navigation that would drop the data layer.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.getByTestId('language-switch-en').click();
    expect(await readDataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'language_change', from: 'tr', to: 'en', page_path: '/about' }),
    );
  });

  test('a refusal is remembered across reloads and pages, and the footer reopens the choice', async ({ context, page }) => {
    const outside = await interceptOutside(context);
    await page.goto('/en');
    const notice = page.getByRole('region', { name: 'Your cookie choices' });
    await notice.getByRole('button', { name: 'Decline' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await settle(page);
    await expect(notice).toBeHidden();
    await page.goto('/en/about');
    await settle(page);
    await expect(notice).toBeHidden();
    expect(outside).toEqual([]);
    expect(await readDataLayer(page)).toEqual([['consent', 'default', DENIED]]);

    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('declined');
    await expect(notice.getByRole('heading', { name: 'Your cookie choices' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(settings).toBeFocused();

    await settings.click();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => googleRequests(outside).length).toBeGreaterThan(0);
  });

  test('consent withdrawn in one tab stops tracking in the others', async ({ context, page }) => {
    await interceptOutside(context);
    await page.goto('/');
    await page.getByTestId('cookie-accept').click();
    const other = await context.newPage();
    await other.goto('/contact');
    await expect
      .poll(async () => (await readDataLayer(other)).some((entry) => (entry as { page_path?: string }).page_path === '/contact'))
      .toBe(true);

    await page.getByTestId('cookie-settings').click();
    await page.getByRole('region', { name: 'Çerez tercihleriniz' }).getByRole('button', { name: 'Reddet' }).click();

    await expect.poll(async () => (await readDataLayer(other)).at(-1)).toEqual(['consent', 'update', DENIED]);
    const before = (await readDataLayer(other)).length;
    await other.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(other).toHaveURL(/\/about$/);
    await settle(other);
    expect((await readDataLayer(other)).slice(before)).toEqual([]);
    await expect(other.getByTestId('cookie-notice')).toBeHidden();
  });

  test('a treatment card click carries the treatment and the card text with its words apart', async ({ context, page }) => {
    await interceptOutside(context);
    await page.goto('/tedaviler');
    await page.getByTestId('cookie-accept').click();
    const card = page.getByTestId('treatment-card').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    const treatment = await card.getAttribute('data-track-treatment');
    // The card's link navigates in the page (the data layer stays), so everything is read first.
    await card.click();
    const clickEvent = () =>
      readDataLayer(page).then((entries) => entries.find((entry) => (entry as { event?: string }).event === 'treatment_card_click'));
    await expect.poll(clickEvent).toBeTruthy();
    const event = (await clickEvent()) as { label?: string } | undefined;
    expect(event).toMatchObject({ treatment, page_path: '/tedaviler' });
    expect(` ${event?.label} `).toContain(` ${title} `);
  });

  test('form events reach the data layer in order', async ({ context, page }) => {
    await interceptOutside(context);
    await page.clock.install();
    await page.goto('/');
    await page.getByTestId('cookie-accept').click();
    await page.goto('/contact');
    const form = page.getByTestId('appointment-form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(3300); // the forms' spam guard holds a send for 3 s after the form's first render
    await form.getByLabel('Telefon numarası').fill('+90 532 123 45 67');
    await form.getByRole('button', { name: 'Randevu Talebi Gönder' }).click();
    await expect
      .poll(async () => (await readDataLayer(page)).some((entry) => (entry as { event?: string }).event === 'form_submit_success'))
      .toBe(true);
    const formEvents = (await readDataLayer(page))
      .map((entry) => (entry as { event?: string }).event ?? '')
      .filter((event) => event.startsWith('form_'));
    expect(formEvents).toEqual(['form_view', 'form_interaction', 'form_submit', 'form_submit_success']);
    expect(await readDataLayer(page)).toContainEqual(['event', 'conversion', expect.objectContaining({ value: 100, currency: 'TRY' })]);
  });
});

test.describe('in a time zone outside Europe (New York)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the notice shows as in Istanbul and nothing leaves the site before a choice', async ({ context, page }) => {
    const outside = await interceptOutside(context);
    await page.goto('/en');
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await settle(page);
    expect(outside).toEqual([]);
    expect(await readDataLayer(page)).toEqual([['consent', 'default', DENIED]]);
  });
});

test.describe('the notice in the first paint', () => {
  // The server draws the notice into every page while the stored choice is unknown (CookieNotice), and the
  // page's first line (lib/consent/first-paint.mjs) shows it before the first paint when no choice is stored.
  const notice = (page: Page) => page.getByTestId('cookie-notice');
  const blockPageScripts = (page: Page) => page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());

  test("a first visit sees it from the HTML alone, before any of the page's scripts has run", async ({ context, page }) => {
    await interceptOutside(context);
    await blockPageScripts(page);
    await page.goto('/tedaviler');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAttribute('inert', '');
    await expect(notice(page).locator('h2')).toHaveText('Çerez tercihleriniz');
    await expect(notice(page).locator('p').first()).toHaveText(
      'İzin verirseniz, ziyaretleri ve reklamlarımızı ölçmek için analiz ve reklam çerezleri (Google Tag Manager) kullanırız. Reddederseniz hiç yüklenmezler. KVKK Aydınlatma Metni',
    );
    await expect(notice(page).locator('button')).toHaveText(['Reddet', 'Kabul et']);
    await page.goto('/en/treatments');
    await expect(notice(page).locator('h2')).toHaveText('Your cookie choices');
  });

  test('it shows only once its last button has arrived, so a card anchored to the bottom never grows upwards', async ({
    context,
    page,
  }) => {
    await interceptOutside(context);
    await blockPageScripts(page);
    // The page as a slow link may hand it over: the notice's buttons not there yet.
    await page.route('**/tedaviler', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const notice = html.indexOf('data-testid="cookie-notice"');
      const cut = html.slice(0, html.indexOf('data-testid="cookie-reject"', notice)).replace(/<button[^>]*$/, '');
      expect(decodeReferences(cut)).toContain('Çerez tercihleriniz');
      await route.fulfill({ response, body: `${cut}</div></section></body></html>` });
    });
    await page.goto('/tedaviler');
    await expect(page.locator('h1')).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-consent-pending', '');
  });

  test('a visitor who has chosen never sees it', async ({ context, page }) => {
    await interceptOutside(context);
    // Stored as the site stores it (lib/storage/local-storage.ts: JSON, then base64).
    await context.addInitScript(() =>
      localStorage.setItem('osmanaga_cookie_consent', btoa(JSON.stringify({ choice: 'denied', decidedAt: Date.now(), version: 1 }))),
    );
    await blockPageScripts(page);
    await page.goto('/tedaviler');
    await expect(page.locator('h1')).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test('the notice drawn by the server is the one the visitor answers: the same element, usable once the scripts have run', async ({
    context,
    page,
  }) => {
    await interceptOutside(context);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tedaviler', { waitUntil: 'domcontentloaded' });
    await expect(notice(page)).toBeVisible();
    await notice(page).evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
    release();
    await expect(notice(page)).not.toHaveAttribute('inert');
    await expect(notice(page)).toHaveAttribute('data-drawn-by-server', '');
    await expect(page.getByRole('region', { name: 'Çerez tercihleriniz' })).toHaveCount(1);
    await page.getByTestId('cookie-reject').click();
    await expect(notice(page)).toHaveCount(0);
  });
});
