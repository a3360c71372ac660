import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const shots = [['/contact', 1280, '[data-testid="appointment-form"]'], ['/en', 390, '[data-testid="testimonials-carousel"]'], ['/tedaviler', 390, 'main'], ['/en/treatment/implant', 1280, '[data-testid="treatment-callback"]'], ['/', 640, null]];
for (const [path, width, sel] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 640 ? 400 : 800 }, timezoneId: 'Europe/Istanbul' });
  if (sel) await ctx.addInitScript(() => localStorage.setItem('osmanaga_cookie_consent', btoa(JSON.stringify({ choice: 'denied', decidedAt: Date.now(), version: 1 }))));
  const page = await ctx.newPage();
  await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
  await page.goto('http://localhost:3500' + path, { waitUntil: 'networkidle' });
  const name = `/tmp/vis-${path.replace(/\W+/g, '_')}-${width}.png`;
  if (sel) { const el = page.locator(sel).first(); await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(900); await el.screenshot({ path: name }); }
  else { await page.waitForTimeout(600); await page.screenshot({ path: name }); }
  await ctx.close();
}
await browser.close();
