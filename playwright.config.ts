import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { E2E_EMAILJS_PRIVATE_KEY } from './e2e/support/requests';

/**
 * Every browser and HTTP test of the site, in Debian's Chromium (Playwright's
 * own browser download cannot work here). One tree, e2e/, one project per way
 * of serving the site (docs/testing.md):
 *
 *   site          e2e/site/     `next start` of the finished build, built-in content
 *                               (this config starts it on E2E_PORT, default 3100, with its
 *                               outbox sending to a fake EmailJS on FAKE_EMAILJS_PORT, 3391)
 *   cms           e2e/cms/      the site built against the real Strapi, CMS up
 *   cms-edits     e2e/cms/      the same, editing content in Strapi (after cms)
 *   cms-outage    e2e/cms/      the same site with Strapi stopped
 *   cms-recovery  e2e/cms/      the same site with Strapi started again
 *   cms-deploy    e2e/cms/      the standalone folder of the same build, first started
 *                               with Strapi stopped (HTTP only)
 *                               (scripts/test-cms.sh starts Strapi and the sites itself,
 *                               since it stops and starts Strapi between the phases)
 *   failure       e2e/failure/  a site built against the fake Strapi of
 *                               e2e/support/fake-strapi.mjs (this config starts both)
 *
 * Name the project: `npx playwright test --project=site`. Without --project only
 * the site project runs: the others need the servers that their scripts start.
 */

const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The stand-in EmailJS the site's outbox sends to in the site project (e2e/support/fake-emailjs.mjs). */
const FAKE_EMAILJS_PORT = Number(process.env.FAKE_EMAILJS_PORT ?? 3391);
const CMS_SITE_PORT = Number(process.env.E2E_CMS_PORT ?? 3300);
const CMS_STANDALONE_PORT = Number(process.env.E2E_CMS_STANDALONE_PORT ?? 3301);
const FAKE_STRAPI_PORT = Number(process.env.FAKE_STRAPI_PORT ?? 3390);
const FAILURE_PORT = Number(process.env.CMS_FAILURE_PORT ?? 3206);
const FAILURE_DIST_DIR = process.env.CMS_FAILURE_DIST_DIR ?? '.next-h';
const FAKE_CMS = `http://127.0.0.1:${FAKE_STRAPI_PORT}`;

const next = 'node node_modules/next/dist/bin/next';
// The site's service worker (public/sw.js) answers navigations from the pages it kept, and its answers
// pass a test's request interception by: it is blocked but where e2e/site/pages-on-device.spec.ts lets it run.
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, serviceWorkers: 'block' as const };

/** The projects named by --project (`--project=cms`, `--project cms cms-outage`, `--project 'cms*'`). */
function projectFlags(argv: string[]): string[] {
  const names: string[] = [];
  let inFlag = false;
  for (const arg of argv) {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    // Like Playwright's own parser, `--project` takes every value up to the next option.
    if (inFlag && !arg.startsWith('-')) names.push(arg);
    else inFlag = arg === '--project';
  }
  return names.flatMap((name) => name.split(','));
}

// The runner reads --project; its worker processes are started without it and
// inherit the list through the environment, so every process sees the same projects.
const requested = process.env.E2E_PROJECTS !== undefined ? process.env.E2E_PROJECTS.split(',').filter(Boolean) : projectFlags(process.argv);
process.env.E2E_PROJECTS = requested.join(',');

const selects = (name: string) =>
  requested.length === 0
    ? name === 'site'
    : requested.some((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(name));

const cmsProject = {
  testDir: './e2e/cms',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/cms',
  use: { ...chromium, baseURL: `http://localhost:${CMS_SITE_PORT}` },
};

const projects: NonNullable<PlaywrightTestConfig['projects']> = [
  {
    name: 'site',
    testDir: './e2e/site',
    // Each test has its own browser context and changes nothing on the server, so the two
    // workers share the tests out one by one; a group that starts a server of its own opts out.
    fullyParallel: true,
    timeout: 45_000,
    expect: { timeout: 10_000 },
    outputDir: 'test-results/site',
    use: { ...chromium, baseURL: `http://localhost:${SITE_PORT}` },
  },
  // Phase 1 of scripts/test-cms.sh: content equal to the built-in source and the routing
  // checks whose answer depends on the content source, and that the CMS answers only the site
  // (private.spec.ts adds a withdrawn and a draft testimonial, which no page shows, then removes them),
  // and the request inbox (requests.spec.ts: a request sent on the site is filed in Strapi).
  // Two workers share them.
  {
    ...cmsProject,
    name: 'cms',
    workers: undefined,
    fullyParallel: true,
    testMatch: ['content.spec.ts', 'routing.spec.ts', 'private.spec.ts', 'requests.spec.ts'],
  },
  // Then the webhook's revalidation, which edits in Strapi what the first checks read:
  // `--project=cms-edits` runs cms first. languages.spec.ts adds (and removes) a German article version.
  { ...cmsProject, name: 'cms-edits', testMatch: ['revalidate.spec.ts', 'languages.spec.ts'], dependencies: ['cms'] },
  // Phase 2: Strapi stopped.
  { ...cmsProject, name: 'cms-outage', testMatch: 'outage.spec.ts' },
  // Phase 2 too: the standalone folder assembled right after the build, first started now.
  {
    ...cmsProject,
    name: 'cms-deploy',
    testMatch: 'deploy.spec.ts',
    use: { ...cmsProject.use, baseURL: `http://localhost:${CMS_STANDALONE_PORT}` },
  },
  // Phase 3: Strapi started again.
  { ...cmsProject, name: 'cms-recovery', testMatch: 'recovery.spec.ts' },
  {
    // The fake CMS's mode is shared by every test: one worker, in file order.
    name: 'failure',
    testDir: './e2e/failure',
    workers: 1,
    retries: 0,
    timeout: 90_000,
    expect: { timeout: 15_000 },
    outputDir: 'test-results/failure',
    use: { ...chromium, baseURL: `http://localhost:${FAILURE_PORT}` },
  },
];

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];
const webServer: WebServer[] = [];

if (selects('site')) {
  webServer.push(
    {
      command: `node e2e/support/fake-emailjs.mjs --port ${FAKE_EMAILJS_PORT}`,
      url: `http://127.0.0.1:${FAKE_EMAILJS_PORT}/__control`,
      reuseExistingServer: true,
      timeout: 15_000,
    },
    {
      // `next start -H 127.0.0.1` loops the home page on redirects (vercel/next.js#94745): serve on localhost.
      command: `${next} start -p ${SITE_PORT}`,
      url: `http://localhost:${SITE_PORT}/en`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        // The real request flow: stored in a store of the test run's own, delivered to the fake EmailJS.
        REQUEST_STORE_PATH: path.join(tmpdir(), `clinic-e2e-requests-${SITE_PORT}`, `${Date.now()}.db`),
        EMAILJS_PRIVATE_KEY: E2E_EMAILJS_PRIVATE_KEY,
        EMAILJS_API_ORIGIN: `http://127.0.0.1:${FAKE_EMAILJS_PORT}`,
        // Every test posts from this machine: one client, whose allowance must outlast the suite.
        EMAIL_RELAY_MAX_PER_CLIENT: '100000',
      },
    },
  );
}

if (selects('failure')) {
  // The site is built for the fake CMS into its own folder with a short CMS time-out and
  // revalidation, so a test sees a failing CMS within seconds. E2E_SKIP_BUILD=1 reuses a build.
  const build = process.env.E2E_SKIP_BUILD ? `test -f ${FAILURE_DIST_DIR}/BUILD_ID || ${next} build` : `${next} build`;
  // Started in order: the CMS first, so the build can read it.
  webServer.push(
    {
      command: `node e2e/support/fake-strapi.mjs --port ${FAKE_STRAPI_PORT}`,
      url: `${FAKE_CMS}/__control`,
      reuseExistingServer: true,
      timeout: 15_000,
    },
    {
      // The fake may be left over from an earlier run in another mode: build against good content.
      command: `node e2e/support/fake-strapi.mjs mode ok --port ${FAKE_STRAPI_PORT} && (${build}) && ${next} start -p ${FAILURE_PORT}`,
      url: `http://localhost:${FAILURE_PORT}/en`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: FAILURE_DIST_DIR,
        CONTENT_API_URL: FAKE_CMS,
        CONTENT_TIMEOUT_MS: '1500',
        CONTENT_REVALIDATE_SECONDS: '1',
      },
    },
  );
}

export default defineConfig({
  // Two workers by default; the cms and failure projects use one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { trace: 'off' },
  projects: projects.filter((project) => requested.length > 0 || project.name === 'site'),
  webServer,
});
