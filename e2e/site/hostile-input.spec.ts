import { request as httpRequest } from 'node:http';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { siteConfig } from '../../lib/config/site';
import en from '../../messages/en.json';
import tr from '../../messages/tr.json';

/**
 * Hostile input (issue 9): what bots send every day. Query values, path slugs
 * and form fields never cause a 500, never run, and are never echoed back
 * unescaped. Failing outside services (EmailJS, the tag manager)
 * leave the visitor with a working page.
 */

const SCRIPT = '<script>alert(1)</script>';
/** Payloads that could open a tag: their raw text must appear nowhere, scripts included. */
const TAG = /[<>]/;
/** Payloads that could close an attribute: their raw text must not appear in the markup outside scripts. */
const QUOTE = /["']/;

const QUERY_VALUES: [name: string, value: string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['huge', '9'.repeat(40)],
  ['decimal', '1.5'],
  ['exponent', '1e309'],
  ['text', 'abc'],
  ['script tag', SCRIPT],
  ['attribute break-out', `"><svg onload=alert(1)>`],
  ['single-quote break-out', `'-alert(1)-'`],
  ['javascript URL', 'javascript:alert(1)'],
  ['10,000 characters', 'a'.repeat(10_000)],
  ['Unicode', 'çğıöşü-İ-🦷'],
  ['right-to-left override', '\u202Eabc'],
  ['header injection', 'x\r\nSet-Cookie: injected=1'],
];

/** Raw query strings the browser sends as they are. */
const RAW_QUERIES: [name: string, query: string][] = [
  ['repeated page', 'page=1&page=2'],
  ['repeated category', 'category=ortodonti&category=pedodonti'],
  ['bracket array', 'category[]=ortodonti&page[]=2'],
  ['operator object', 'page[$gt]=1&category[$ne]=x'],
  ['malformed percent-encoding', 'page=%E0%A4%A&category=%'],
  ['null byte', 'page=%00&category=%00'],
];

const LIST_PAGES = ['/tedaviler', '/blogs', '/en/treatments', '/en/blogs'];

const SLUGS: [name: string, slug: string][] = [
  ['Unicode', encodeURIComponent('diş-beyazlatma-ğüşıöç')],
  ['emoji', encodeURIComponent('🦷🦷')],
  ['right-to-left', encodeURIComponent('مرحبا-بكم')],
  ['encoded slash', 'a%2Fb'],
  ['encoded traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['encoded dot segments', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd'],
  ['encoded backslash', '..%5C..%5Cwindows%5Cwin.ini'],
  ['script tag', encodeURIComponent(SCRIPT)],
  ['double-encoded script tag', encodeURIComponent(encodeURIComponent(SCRIPT))],
  ['javascript URL', 'javascript:alert(1)'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['null byte', 'abc%00def'],
  ['5,000 characters', 'a'.repeat(5000)],
];

const SLUG_PREFIXES = ['/tedavi/', '/blog/', '/en/treatment/', '/en/blog/'];

function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/** A payload that could run if it were echoed unescaped: only those need a browser watching for dialogs. */
const ACTIVE = /[<>"']|javascript:/i;
/** Long paths come back in response headers larger than Node's HTTP parser takes: the browser reads them. */
const LONG = 1000;

/**
 * Requests a URL: below 500, no raw echo of payloads that could open a tag or
 * close an attribute, no injected header. Active payloads are opened in the
 * browser (unless `browser: false`), which must show no dialog; the rest are
 * fetched without one.
 */
async function expectHarmless(page: Page, url: string, payloads: string[], { browser = true } = {}) {
  const inBrowser = payloads.some((payload) => (browser && ACTIVE.test(payload)) || payload.length > LONG);
  const dialogs = recordDialogs(page);
  const response = inBrowser ? await page.goto(url) : await page.request.get(url);
  expect(response, url).not.toBeNull();
  expect(response!.status(), `${url.slice(0, 120)} answered ${response!.status()}`).toBeLessThan(500);
  const html = await response!.text();
  // Inside scripts (the RSC payload) a quote is escaped by JSON and harmless; '<' is escaped as \u003c.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  for (const payload of payloads) {
    if (TAG.test(payload)) expect(html.includes(payload), `raw echo of ${payload.slice(0, 60)}`).toBe(false);
    if (QUOTE.test(payload)) expect(markup.includes(payload), `raw echo of ${payload.slice(0, 60)} in markup`).toBe(false);
  }
  const headers = 'allHeaders' in response! ? await response!.allHeaders() : response!.headers();
  expect(JSON.stringify(headers)).not.toContain('injected=1');
  if (inBrowser) await page.waitForTimeout(100);
  expect(dialogs).toEqual([]);
}

/** Nothing leaves the machine; set on the page itself, so the tests that use no page open no browser. */
const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    await use(page);
  },
});

/*
 * One test per list page and per slug prefix, each payload a step: a test of its own per payload
 * cost a browser context each, most of them for a request that needs none. Each query value is
 * sent in each parameter over HTTP (the answer's status, markup and headers); the values that could
 * run if echoed are then opened once in the browser, in both parameters at once.
 */
test.describe('query values', () => {
  const active = QUERY_VALUES.filter(([, value]) => ACTIVE.test(value) && value.length <= LONG);
  for (const path of LIST_PAGES) {
    test(`${path}: hostile ?category= and ?page= values, raw query strings`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const parameter of ['category', 'page']) {
        for (const [name, value] of QUERY_VALUES) {
          await test.step(`?${parameter}= ${name}`, () =>
            expectHarmless(page, `${path}?${new URLSearchParams({ [parameter]: value })}`, [value], { browser: false }));
        }
      }
      for (const [name, value] of active) {
        await test.step(`in the browser, ?category= and ?page= ${name}`, () =>
          expectHarmless(page, `${path}?${new URLSearchParams({ category: value, page: value })}`, [value]));
      }
      for (const [name, query] of RAW_QUERIES) {
        await test.step(name, () => expectHarmless(page, `${path}?${query}`, []));
      }
    });
  }

  test('arrays use their first value', async ({ page }) => {
    await page.goto('/tedaviler?category=ortodonti&category=pedodonti');
    await expect(page.locator('[aria-current="true"], [aria-pressed="true"]').first()).toContainText(/Ortodonti/i);
  });
});

test.describe('path slugs', () => {
  for (const prefix of SLUG_PREFIXES) {
    test(`${prefix}… hostile slugs`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const [name, slug] of SLUGS) {
        await test.step(name, () => expectHarmless(page, `${prefix}${slug}`, [decodeURIComponentSafe(slug)]));
      }
    });
  }

  test('a long path does not blow up the response headers', async ({ page }) => {
    // Reverse proxies refuse large upstream headers (nginx: 4–8 KB by default → 502), and so does
    // Node's HTTP client (16 KB). next-intl's `Link` header repeats the path for every language.
    const response = await page.goto(`/tedavi/${'a'.repeat(5000)}`);
    const size = (await response!.headersArray()).reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
    expect(size, `response headers of ${size} bytes`).toBeLessThan(8 * 1024);
  });

  test('raw dot segments and odd paths sent without a browser', async ({ baseURL }) => {
    const paths = [
      '/tedavi/../../../../etc/passwd',
      '/blog/..%2f..%2f..%2fetc%2fpasswd',
      '/en/treatment/%2e%2e/%2e%2e/etc/passwd',
      '/en/blog/a/../../../',
      '/tedavi//evil.example',
      '//evil.example/%2e%2e',
      `/tedavi/${'%F0%9F%A6%B7'.repeat(300)}`,
    ];
    for (const path of paths) {
      const { status, location } = await rawGet(baseURL!, path);
      expect(status, `${path} answered ${status}`).toBeLessThan(500);
      // A redirect never leaves the site.
      if (location) expect(location, `${path} redirects to ${location}`).toMatch(/^(\/(?!\/)|http:\/\/localhost[:/])/);
    }
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A GET whose path is sent byte for byte (no URL normalization). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

/* ------------------------------------------------------------------ forms */

/** The forms hold a send until 3 s after their first render (spam guard); tests move the page's clock past it. */
const MINIMUM_FILL_TIME_MS = 3000;
const MESSAGE_MAX = 5000;

/** What the site's request route does: stores it (`ok`), or answers with the error a server or a proxy in front of it would. */
type RouteAnswer = 'ok' | { status: number; body: string };

/** Records what the page posts to the site (POST /api/send-request): the fields as they leave the browser. */
async function interceptRequests(page: Page, answer: RouteAnswer = 'ok') {
  const requests: Request[] = [];
  await page.route('**/api/send-request', async (route) => {
    requests.push(route.request());
    if (answer === 'ok') return route.continue();
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
  });
  return {
    requests,
    params: () =>
      requests.map((request) => {
        const body = request.postDataJSON() as { fields: Record<string, string>; locale: string };
        return { ...body.fields, language: body.locale } as Record<string, string>;
      }),
  };
}

async function openContact(page: Page, path = '/contact') {
  await page.clock.install();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(MINIMUM_FILL_TIME_MS + 300);
  return page.getByTestId('appointment-form');
}

const fields = (locale: 'tr' | 'en') => {
  const m = locale === 'tr' ? tr : en;
  return {
    email: m.forms.fields.email,
    phone: m.forms.fields.phone,
    service: m.forms.fields.service,
    message: m.forms.fields.message,
    submit: m.forms.appointment.submit,
  };
};

test.describe('appointment form: hostile entries', () => {
  const f = fields('tr');

  test('script tags in every field: validation messages, nothing runs, nothing is sent', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const capture = await interceptRequests(page);
    const form = await openContact(page);
    await form.getByLabel(f.email).fill(`"><img src=x onerror=alert(1)> @x`);
    await form.getByLabel(f.phone).fill(SCRIPT);
    await form.getByLabel(f.message, { exact: false }).fill(`${SCRIPT}<img src=x onerror=alert(2)>`);
    await form.getByRole('button', { name: f.submit }).click();

    await expect(form.getByText(tr.forms.validation.invalidEmail)).toBeVisible();
    await expect(form.getByText(tr.forms.validation.invalidPhone)).toBeVisible();
    await expect(form.getByLabel(f.phone)).toHaveValue(SCRIPT);
    expect(await form.locator('img, script:not([type="application/ld+json"])').count()).toBe(0);
    expect(capture.requests).toHaveLength(0);
    expect(dialogs).toEqual([]);
  });

  test('markup in valid fields is sent as text and never rendered', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const capture = await interceptRequests(page);
    const form = await openContact(page);
    // Quotes and angle brackets are refused in the address (one plain address); the message keeps any text.
    const email = `svg.onload-alert@example.com`;
    const message = `${SCRIPT} <svg/onload=alert(1)> <b onmouseover=alert(2)>kalın</b> javascript:alert(3)`;
    await form.getByLabel(f.email).fill(email);
    await form.getByLabel(f.message, { exact: false }).fill(message);
    await form.getByRole('button', { name: f.submit }).click();

    await expect(form.getByText(tr.forms.appointment.success)).toBeVisible();
    expect(capture.params()[0]).toMatchObject({ email, message });
    expect(await page.locator('main svg[onload], main b[onmouseover]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('emoji and right-to-left text go through unchanged', async ({ page }) => {
    const capture = await interceptRequests(page);
    const form = await openContact(page, '/en/contact');
    const e = fields('en');
    const message = 'Merhaba 🦷😀 — مرحبا بكم في العيادة — שלום \u202Etxet\u202C';
    await form.getByLabel(e.phone).fill('+90 532 123 45 67');
    await form.getByLabel(e.message, { exact: false }).fill(message);
    await form.getByRole('button', { name: e.submit }).click();

    await expect(form.getByText(en.forms.appointment.success)).toBeVisible();
    expect(capture.params()[0]).toMatchObject({ message, phone: '+90 532 123 45 67', language: 'en' });
  });

  test('a phone number in Arabic-Indic digits is refused with the validation message', async ({ page }) => {
    const capture = await interceptRequests(page);
    const form = await openContact(page);
    await form.getByLabel(f.phone).fill('٠٥٣٢١٢٣٤٥٦٧');
    await form.getByRole('button', { name: f.submit }).click();
    await expect(form.getByText(tr.forms.validation.invalidPhone)).toBeVisible();
    expect(capture.requests).toHaveLength(0);
  });

  test('a 100,000-character message is held at 5,000 with a counter and a clear message', async ({ page }) => {
    const capture = await interceptRequests(page);
    const form = await openContact(page);
    const message = form.getByLabel(f.message, { exact: false });
    await form.getByLabel(f.phone).fill('05321234567');
    await message.fill('ç'.repeat(100_000));
    // The counter shows the limit (Turkish number format: 5.000).
    await expect(form.getByText(/5\.000 karakter/)).toBeVisible();

    await form.getByRole('button', { name: f.submit }).click();
    const kept = (await message.inputValue()).length;
    if (kept > MESSAGE_MAX) {
      // Over the limit: nothing is sent and the visitor is told why.
      await expect(form.getByText(/en fazla 5\.000 karakter/)).toBeVisible();
      expect(capture.requests).toHaveLength(0);
    } else {
      await expect(form.getByText(tr.forms.appointment.success)).toBeVisible();
    }
    for (const params of capture.params()) expect(params.message!.length).toBeLessThanOrEqual(MESSAGE_MAX);

    // Exactly at the limit it is sent whole.
    await message.fill('ç'.repeat(MESSAGE_MAX));
    await expect(form.getByText(/5\.000 \/ 5\.000 karakter/)).toBeVisible();
    await form.getByRole('button', { name: f.submit }).click();
    await expect(form.getByText(tr.forms.appointment.success)).toBeVisible();
    expect(capture.params().at(-1)?.message).toHaveLength(MESSAGE_MAX);
  });
});

/*
 * The answers forms.spec.ts does not give: a network error, a store that cannot write (503
 * not-stored), a proxy's error page (502) and a hang until the client time-out are its 'appointment
 * form' tests, with the exact texts.
 */
test.describe('appointment form: the site failing to take it', () => {
  const f = fields('tr');
  const cases: [name: string, answer: RouteAnswer][] = [
    ['a 403 from a proxy', { status: 403, body: 'Forbidden' }],
    ['a 429 rate limit', { status: 429, body: '{"error":"rate-limited","retryAfter":600}' }],
    ['a 500 error', { status: 500, body: 'Internal Server Error' }],
  ];

  async function fill(page: Page) {
    const form = page.getByTestId('appointment-form');
    await form.getByLabel(f.email).fill('hasta@example.com');
    await form.getByLabel(f.phone).fill('0532 123 45 67');
    await form.getByLabel(f.service).selectOption('Kanal Tedavisi');
    await form.getByLabel(f.message, { exact: false }).fill('Dişim ağrıyor 🦷');
    return form;
  }

  async function fillAndSend(page: Page) {
    const form = await fill(page);
    await form.getByRole('button', { name: f.submit }).click();
    return form;
  }

  async function expectEntriesErrorAndPhone(page: Page) {
    const form = page.getByTestId('appointment-form');
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(tr.forms.appointment.error);
    await expect(alert.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    await expect(form.getByLabel(f.email)).toHaveValue('hasta@example.com');
    await expect(form.getByLabel(f.phone)).toHaveValue('0532 123 45 67');
    await expect(form.getByLabel(f.service)).toHaveValue('Kanal Tedavisi');
    await expect(form.getByLabel(f.message, { exact: false })).toHaveValue('Dişim ağrıyor 🦷');
    await expect(form.getByRole('button', { name: f.submit })).toBeEnabled();
  }

  for (const [name, answer] of cases) {
    test(`${name} keeps the entries, shows the error and the phone`, async ({ page }) => {
      const capture = await interceptRequests(page, answer);
      await openContact(page);
      await fillAndSend(page);
      await expectEntriesErrorAndPhone(page);
      expect(capture.requests).toHaveLength(1);
    });
  }
});

/* ------------------------------------------------------- other services */

test.describe('tag manager failing', () => {
  test('the tag manager failing to load breaks nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tagRequests: string[] = [];
    await page.route(/googletagmanager\.com|googleadservices\.com|doubleclick\.net|google\.com/, (route) => {
      tagRequests.push(route.request().url());
      return route.abort('failed');
    });
    const capture = await interceptRequests(page);

    await page.clock.install();
    await page.goto('/contact');
    await page.getByTestId('cookie-accept').click();
    await expect(page.getByTestId('cookie-notice')).toBeHidden();
    await expect.poll(() => tagRequests.some((url) => url.includes('googletagmanager.com'))).toBe(true);

    // The page still works: navigation, the language menu and the form.
    await page.clock.fastForward(MINIMUM_FILL_TIME_MS + 300);
    const f = fields('tr');
    const form = page.getByTestId('appointment-form');
    await form.getByLabel(f.phone).fill('05321234567');
    await form.getByRole('button', { name: f.submit }).click();
    await expect(form.getByText(tr.forms.appointment.success)).toBeVisible();
    expect(capture.requests).toHaveLength(1);

    await page.getByTestId('language-toggle').click();
    await page.getByTestId('language-switch-en').click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });
});
