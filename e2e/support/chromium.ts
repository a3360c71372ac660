import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright's own browser download cannot work here), with
 * the flags that keep it off the network: without them its background
 * connections are refused by the closed network, many at a time.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
