import { expect, test } from '@playwright/test';
import { CMS_E2E_API_TOKEN, CMS_URL, PATHS } from './expected';

/**
 * An editor's change reaches the site through Strapi's webhook: a treatment
 * title published through Strapi's REST API (with the test token the CMS's
 * bootstrap accepts) shows on the built, cached pages without a rebuild.
 */

test.skip(Boolean(process.env.CMS_PHASE), 'runs while the CMS is up (first phase of scripts/test-cms.sh)');

const SLUG = 'beyazlatma';

test('the revalidation endpoint refuses a missing or wrong secret', async ({ request }) => {
  const body = { event: 'entry.update', model: 'treatment', entry: { id: 1 } };
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
  const wrong = await request.post('/api/revalidate', { data: body, headers: { Authorization: 'Bearer wrong' } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ revalidated: false, error: 'Unauthorized' });
});

test('a treatment title published in Strapi shows on its page and in the list', async ({ page, request }) => {
  test.skip(!CMS_E2E_API_TOKEN, 'needs CMS_E2E_API_TOKEN (set by scripts/test-cms.sh)');
  const treatmentPage = PATHS.tr.treatment(SLUG);
  await page.goto(treatmentPage);
  const before = (await page.locator('h1').textContent())?.trim() ?? '';
  expect(before).not.toBe('');
  // The page is served from the cache before the change.
  const cached = await request.get(treatmentPage);
  expect(cached.headers()['x-nextjs-cache'] ?? 'HIT').not.toBe('MISS');

  const headers = { Authorization: `Bearer ${CMS_E2E_API_TOKEN}` };
  const found = await request.get(`${CMS_URL}/api/treatments?filters[slug][$eq]=${SLUG}`, { headers });
  expect(found.status()).toBe(200);
  const documentId: string = (await found.json()).data[0].documentId;

  const title = `${before} (${Date.now().toString(36)})`;
  const updated = await request.put(`${CMS_URL}/api/treatments/${documentId}`, { headers, data: { data: { title } } });
  expect(updated.status(), await updated.text()).toBe(200);
  const published = await request.get(`${CMS_URL}/api/treatments?filters[slug][$eq]=${SLUG}`);
  expect((await published.json()).data[0].title).toBe(title);

  await expect
    .poll(async () => {
      await page.goto(treatmentPage);
      return (await page.locator('h1').textContent())?.trim();
    }, { timeout: 30_000, intervals: [500, 1000, 2000] })
    .toBe(title);

  await page.goto(`${PATHS.tr.treatments}?category=all`);
  await expect(page.getByTestId('treatment-card').filter({ hasText: title })).toHaveCount(1);
  // English pages keep the English title (titleEn did not change).
  await page.goto(PATHS.en.treatment(SLUG));
  await expect(page.locator('h1')).not.toHaveText(title);
});
