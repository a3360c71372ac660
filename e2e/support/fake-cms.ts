import type { Page } from '@playwright/test';
import { decodeReferences } from './served-html.mjs';

/** The fake Strapi that the failure project's site reads (e2e/support/fake-strapi.mjs). */
export const CMS_ORIGIN = `http://127.0.0.1:${process.env.FAKE_STRAPI_PORT ?? 3390}`;
/** CONTENT_TIMEOUT_MS of that build. */
export const CMS_TIMEOUT_MS = 1500;

export type CmsMode = 'ok' | 'hostile' | 'error500' | 'notJson' | 'badSchema' | 'hang';

export async function setCmsMode(mode: CmsMode): Promise<void> {
  const response = await fetch(`${CMS_ORIGIN}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  if (!response.ok) throw new Error(`fake Strapi refused mode ${mode}: ${response.status}`);
}

/** The fake's mode and how many content requests it has answered so far. */
export async function cmsState(): Promise<{ mode: CmsMode; requests: number }> {
  const response = await fetch(`${CMS_ORIGIN}/__control`);
  if (!response.ok) throw new Error(`fake Strapi control answered ${response.status}`);
  return (await response.json()) as { mode: CmsMode; requests: number };
}

/** Nothing leaves the machine: only the site and the fake CMS's media answer. */
export async function keepTrafficLocal(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.origin !== CMS_ORIGIN,
    (route) => route.abort(),
  );
}

/**
 * Pages are cached and revalidated in the background (CONTENT_REVALIDATE_SECONDS=1):
 * after a switch the first answers can still be the earlier content. Fetches
 * the page until its text passes `ready`.
 */
export async function fetchUntil(page: Page, path: string, ready: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    last = await response.text();
    if (response.status() === 200 && ready(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
  throw new Error(`${path} never reached the expected content; last answer starts ${last.slice(0, 200)}`);
}

/**
 * The page's visible markup: from <main> to the end of the document, scripts
 * removed. Streamed parts (pages with a loading state) arrive after </main>;
 * the scripts carry every message of the dictionary (the client's
 * translations), error texts included.
 */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  return start < 0 ? '' : decodeReferences(html.slice(start).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
}
