import { chromium } from '@playwright/test';
const [path, width, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: +width, height: 800 }, timezoneId: 'Europe/Istanbul' });
await ctx.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false, ads: false, decidedAt: Date.now() })));
const page = await ctx.newPage();
await page.goto('http://localhost:3400' + path, { waitUntil: 'networkidle' });
for (let y = 0; y < 30000; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(60); }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
