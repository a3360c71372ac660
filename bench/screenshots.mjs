#!/usr/bin/env node
/**
 * Screenshots of every page type in both languages at a phone's and a desktop's width, for
 * looking at a change to CSS, fonts or images side by side: `node bench/screenshots.mjs
 * <origin> <folder>` (e.g. http://localhost:3400 /tmp/shots-before) against a running build.
 * Full pages after load with the fonts in (reduced motion, so the scroll-in sections show), and
 * the first screen with the web fonts refused: what a visitor sees before they arrive (the
 * metric-matched fallback).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lib/lighthouse.mjs';
import { LOCALES, PAGE_TYPES } from './lib/pages.mjs';

const [origin, folder] = process.argv.slice(2);
if (!origin || !folder) throw new Error('usage: node bench/screenshots.mjs <origin> <folder>');
await mkdir(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      timezoneId: 'Europe/Istanbul',
      reducedMotion: 'reduce',
    });
    for (const type of PAGE_TYPES) {
      for (const locale of LOCALES) {
        const page = await context.newPage();
        await page.goto(`${origin}${type[locale]}`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        // The sections after the first are drawn only near the viewport (content-visibility: auto in
        // globals.css), and a full-page capture does not scroll: draw them all, as a visitor scrolling sees them.
        await page.addStyleTag({ content: 'main > section { content-visibility: visible !important; }' });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(folder, `${type.name}-${locale}-${width}.png`), fullPage: true });
        await page.close();
        const fallback = await context.newPage();
        await fallback.route(/\.woff2$/, (route) => route.abort());
        await fallback.goto(`${origin}${type[locale]}`, { waitUntil: 'load' });
        await fallback.screenshot({ path: path.join(folder, `${type.name}-${locale}-${width}-fallback.png`) });
        await fallback.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
