import { expect, test, type Page } from '@playwright/test';
import { CMS_URL, PATHS, expectedArticles, expectedDoctors, expectedGallery, expectedTreatments } from '../support/cms-expected';

/**
 * With Strapi stopped after the site has served (second phase of
 * scripts/test-cms.sh), pages keep answering 200 with their last good content,
 * also after a visit has made the site try to refresh them; a list URL not
 * visited before is answered from the cached lists. (The error state of a page
 * rendered while the CMS fails with nothing good known is the failure project's (e2e/failure/).)
 */

test.skip(process.env.CMS_PHASE !== 'outage', 'runs with the CMS stopped (scripts/test-cms.sh)');

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

const treatment = (locale: 'tr' | 'en', slug: string) => expectedTreatments(locale).find((t) => t.slug === slug)!.title;

/** Pages the first phase served, with a text of their content. */
const SERVED: [path: string, text: string][] = [
  ['/', ''],
  ['/en', ''],
  [`${PATHS.tr.treatments}?category=all`, expectedTreatments('tr')[5]!.title],
  [`${PATHS.en.treatments}?category=all`, expectedTreatments('en')[5]!.title],
  [PATHS.tr.treatment('implant'), treatment('tr', 'implant')],
  [PATHS.en.treatment('implant'), treatment('en', 'implant')],
  // Changed by the revalidation test: still shows (with its new suffix).
  [PATHS.tr.treatment('beyazlatma'), treatment('tr', 'beyazlatma')],
  [PATHS.tr.blogs, expectedArticles('tr')[0]!.title],
  [`${PATHS.en.blogs}?page=2`, expectedArticles('en')[9]!.title],
  [PATHS.tr.blog(expectedArticles('tr')[0]!.slug), expectedArticles('tr')[0]!.title],
  [PATHS.tr.blog(expectedArticles('tr')[12]!.slug), expectedArticles('tr')[12]!.title],
  [PATHS.en.blog(expectedArticles('en')[0]!.slug), expectedArticles('en')[0]!.title],
  // The team and the gallery keep their last good content too.
  [PATHS.en.about, expectedDoctors('en')[3]!.name],
  [PATHS.tr.services, expectedGallery('tr')[0]!.caption],
];

async function expectContent(page: Page, path: string, text: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('h1'), path).toHaveCount(1);
  await expect(page.locator('main [role="alert"]').filter({ hasText: /\S/ }), path).toHaveCount(0);
  if (text) await expect(page.locator('main'), path).toContainText(text);
}

test('the CMS is really down', async ({ request }) => {
  await expect(request.get(`${CMS_URL}/api/treatments`, { timeout: 3_000 })).rejects.toThrow();
});

test('pages served before keep answering 200 with their content', async ({ page }) => {
  // Fourteen pages, twice, on two shared cores.
  test.setTimeout(150_000);
  for (const [path, text] of SERVED) await expectContent(page, path, text);
  // A visit to a page older than its revalidation time makes the site refresh it in the
  // background; with the CMS down the page must keep its content, not cache an error state.
  await page.waitForTimeout(3_000);
  for (const [path, text] of SERVED) await expectContent(page, path, text);
});

test('a list URL not visited before is answered from the cached lists, not with an error', async ({ page }) => {
  // Orthodontics has one page of articles: page 2 redirects to the category, which is cached.
  const response = await page.goto(`${PATHS.en.blogs}?category=orthodontics&page=2`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${PATHS.en.blogs}?category=orthodontics`);
  await expect(page.locator('main [role="alert"]').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.locator('main')).toContainText(expectedArticles('en', 'orthodontics')[0]!.title);
});
