// @ts-check
/**
 * The cookie notice in a page's first paint. Every page's HTML carries the notice, hidden
 * (components/consent/CookieNotice.tsx); this script, inline at the start of the body, shows it
 * before anything is painted when the browser holds no stored choice, so a first-time visitor on a
 * slow link sees the notice with the page rather than seconds later, when the page's scripts have
 * run (docs/performance.md, "Fonts and CSS").
 *
 * Plain JavaScript: the page cache's policy (lib/security/script-sources.mjs) allows this script by
 * its hash on every page.
 */

/** Where the visitor's choice is stored (localStorage). */
export const CONSENT_KEY = 'osmanaga_cookie_consent';

/** Set on the root element while the notice drawn by the server should show. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * Only whether a choice is stored: one that has expired, or that storage refuses to give, leaves
 * the drawn notice hidden and the interactive notice opens when the scripts have run.
 */
export const CONSENT_PENDING_SCRIPT = `try{localStorage.getItem(${JSON.stringify(CONSENT_KEY)})===null&&document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")}catch(e){}`;
