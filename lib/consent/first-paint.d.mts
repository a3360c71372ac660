/** Types of ./first-paint.mjs (plain JavaScript: the page cache's policy reads it without a TypeScript step). */

/** Where the visitor's choice is stored (localStorage). */
export const CONSENT_KEY: string;
/** Set on the root element while the notice drawn by the server should show. */
export const CONSENT_PENDING_ATTRIBUTE: string;
/** The inline script that sets it, before the first paint, when no choice is stored. */
export const CONSENT_PENDING_SCRIPT: string;
