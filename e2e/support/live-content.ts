import type { Page } from '@playwright/test';
import { SITE_SCRIPTS } from '../../lib/security/script-sources.mjs';
import { findLiveMarkup } from './live-markup';

/** findLiveMarkup run inside the page: an empty list is a clean page. */
export function findLiveContent(page: Page): Promise<string[]> {
  return page.evaluate(findLiveMarkup, { siteScripts: SITE_SCRIPTS });
}

/** Dialogs that fired on the page (every hostile payload calls alert()). */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/** Markup from the fixtures that must never reach the HTML unescaped. */
export const RAW_MARKUP = [
  '<script>alert(',
  '<script>window.__xss',
  '<img src=x onerror',
  '<img src="x" onerror',
  'onerror="alert',
  'onerror="window',
  'onload="alert',
  '<svg onload',
  '<iframe',
  '<object',
  '<embed',
  'ontoggle=',
  'onfocus="alert',
  'onclick="alert',
  '<base href',
  '<meta http-equiv="refresh"',
];
