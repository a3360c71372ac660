import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [path, width] of [['/about', 390], ['/about', 320], ['/en/about', 320], ['/about', 1280], ['/blog/dogru-dis-fircalama-teknigi', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, timezoneId: 'Europe/Istanbul' });
  await ctx.addInitScript(() => localStorage.setItem('osmanaga_cookie_consent', btoa(JSON.stringify({ choice: 'denied', decidedAt: Date.now(), version: 1 }))));
  const page = await ctx.newPage();
  await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
  await page.goto('http://localhost:3500' + path, { waitUntil: 'networkidle' });
  const frame = page.locator('[class*="frame"]:has([class*="poster"])').first();
  await frame.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  await frame.screenshot({ path: `/tmp/yt-${path.replace(/\W+/g, '_')}-${width}.png` });
  await ctx.close();
}
await browser.close();
