import { expect, type Page, type Route } from '@playwright/test';

/**
 * The request flow as the browser tests see it: the site stores each request and its outbox
 * sends the e-mails to the fake EmailJS (e2e/support/fake-emailjs.mjs) that playwright.config.ts
 * starts beside the site. Tests find their own e-mails by the reference the page showed, so they
 * can run side by side on one server.
 */
export const E2E_EMAILJS_PRIVATE_KEY = 'e2e-private-key';
const FAKE_EMAILJS = `http://127.0.0.1:${Number(process.env.FAKE_EMAILJS_PORT ?? 3391)}`;

/** One e-mail the fake EmailJS accepted, as the outbox sent it. */
export interface SentEmail {
  service_id: string;
  template_id: string;
  user_id: string;
  accessToken: string;
  template_params: Record<string, string>;
}

/** Makes the fake EmailJS accept (`ok`) or refuse (`fail`) what the outbox sends, for every test using it. */
export async function setEmailJsMode(mode: 'ok' | 'fail'): Promise<void> {
  const response = await fetch(`${FAKE_EMAILJS}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
  expect(response.status).toBe(200);
}

async function sentEmails(): Promise<SentEmail[]> {
  return (await (await fetch(`${FAKE_EMAILJS}/__sent`)).json()) as SentEmail[];
}

/** The e-mails of one request (the clinic's carries it as `request_id`, the patient's as `reference`), once `count` have gone. */
export async function emailsOf(reference: string, count: number): Promise<SentEmail[]> {
  const mine = async () =>
    (await sentEmails()).filter((email) => email.template_params.request_id === reference || email.template_params.reference === reference);
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(count);
  return (await mine()).sort((a, b) => a.template_id.localeCompare(b.template_id));
}

/** The reference the form shows after success. */
export async function shownReference(scope: Page | ReturnType<Page['getByTestId']>): Promise<string> {
  const text = (await scope.getByTestId('request-reference').locator('strong').textContent()) ?? '';
  expect(text).toMatch(/^OSM-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
  return text;
}

/** Records what the page posts to the site's request route, and optionally answers in its place. */
export async function watchRequests(page: Page, answer?: (route: Route) => Promise<void>) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  await page.route('**/api/send-request', async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    if (answer) await answer(route);
    else await route.continue();
  });
  return { bodies };
}
