import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_CMS_PORT ?? 3300);

/**
 * Browser tests of the site built against the real Strapi (`npm run test:cms`;
 * scripts/test-cms.sh starts Strapi and `next start` itself): e2e-cms/ compares
 * every content page with the built-in content files, and the routing tests
 * whose answer depends on the content source run again (every route pair
 * answers, the language switch through the articles' localizations and the blog
 * categories' slugs); the rest of the routing suite reads no content.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['e2e-cms/**/*.spec.ts', 'e2e/routing.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/cms',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', testMatch: 'e2e-cms/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'routing',
      testMatch: 'e2e/routing.spec.ts',
      grep: /answers 200 in Turkish|language switch maps a blog category|article with another slug/,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
