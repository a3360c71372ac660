import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser tests run against the production build (`next start`), in Debian's
 * Chromium: Playwright's own browser download cannot work here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two workers: the files marked parallel share nothing on the server; 291 tests took 6.9 min against 9.9 on one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `next start -H 127.0.0.1` loops the home page on redirects (vercel/next.js#94745): serve on localhost.
    command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/en`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
