'use client';

import { useEffect } from 'react';

/**
 * Switches on the page's stylesheets that are only partly inline once it has hydrated. The page
 * cache serves each page with the rules its HTML can use inline and its `<link rel="stylesheet">`
 * elements disabled (lib/page-cache/inline-css.mjs), so the first paint waits for no stylesheet;
 * what a visitor's action adds later (the open menu, a form's answer, the next page of a client
 * navigation) needs the rest. Enabled when the browser is idle: the download, or on a later visit
 * the copy in the browser's cache, then restyles the page outside the work of loading it.
 */
export function PageStylesheets() {
  useEffect(() => {
    const enable = () => {
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled][data-page-css-later]'))
        link.disabled = false;
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(enable, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(enable, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
