import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * Browser tests against a site that reads a Strapi: the fake one in
 * e2e/support/fake-strapi.mjs, whose answers the tests switch at runtime
 * (hostile content, 500, not JSON, bad schema, hang). The site is built for it
 * into its own folder with a short CMS time-out and revalidation, so a test
 * sees a failing CMS within seconds.
 *
 *   npx playwright test -c playwright.cms-failure.config.ts
 *
 * E2E_SKIP_BUILD=1 reuses an existing build in CMS_FAILURE_DIST_DIR.
 */
const FAKE_STRAPI_PORT = Number(process.env.FAKE_STRAPI_PORT ?? 3390);
const PORT = Number(process.env.CMS_FAILURE_PORT ?? 3206);
const DIST_DIR = process.env.CMS_FAILURE_DIST_DIR ?? '.next-h';
const CMS = `http://127.0.0.1:${FAKE_STRAPI_PORT}`;

const next = 'node node_modules/next/dist/bin/next';
const build = process.env.E2E_SKIP_BUILD ? `test -f ${DIST_DIR}/BUILD_ID || ${next} build` : `${next} build`;

export default defineConfig({
  testDir: './e2e-failure',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Started in order: the CMS first, so the build can read it.
  webServer: [
    {
      command: `node e2e/support/fake-strapi.mjs --port ${FAKE_STRAPI_PORT}`,
      url: `${CMS}/__control`,
      reuseExistingServer: true,
      timeout: 15_000,
    },
    {
      // The fake may be left over from an earlier run in another mode: build against good content.
      command: `node e2e/support/fake-strapi.mjs mode ok --port ${FAKE_STRAPI_PORT} && (${build}) && ${next} start -p ${PORT}`,
      url: `http://localhost:${PORT}/en`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: DIST_DIR,
        CONTENT_API_URL: CMS,
        CONTENT_TIMEOUT_MS: '1500',
        CONTENT_REVALIDATE_SECONDS: '1',
      },
    },
  ],
});
