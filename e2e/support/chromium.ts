import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright's own browser download cannot work here).
 * The tests run in its headless shell (package chromium-headless-shell): the
 * same Blink and V8 without the full browser around them, which is what
 * Playwright itself runs headless tests in; the suite takes a third less time
 * in it than in the full browser. The full browser (/usr/bin/chromium) is the
 * fallback. The flags keep it off the network: without them its background
 * connections are refused by the closed network, many at a time.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
