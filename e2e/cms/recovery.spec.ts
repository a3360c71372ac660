import { expect, test } from '@playwright/test';
import { PATHS, expectedArticles } from '../support/cms-expected';

/** Strapi started again (third phase of scripts/test-cms.sh): pages refresh on their own. */

test.skip(process.env.CMS_PHASE !== 'recovery', 'runs after the CMS restarts (scripts/test-cms.sh)');

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
});

test('the lists asked for during the outage show their articles once it is back', async ({ page }) => {
  const orthodontics = expectedArticles('en', 'orthodontics');
  expect(orthodontics.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await page.goto(`${PATHS.en.blogs}?category=orthodontics`);
        return page.getByTestId('blog-card').count();
      },
      { timeout: 30_000 },
    )
    .toBe(orthodontics.length);
  await page.goto(`${PATHS.en.blogs}?category=orthodontics&page=2`);
  await expect(page.locator('main [role="alert"]').filter({ hasText: /\S/ })).toHaveCount(0);
});
