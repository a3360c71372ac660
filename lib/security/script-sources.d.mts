/** Types of ./script-sources.mjs (plain JavaScript: the page cache runs without a TypeScript step). */

/** The inline script Google Tag Manager's component inserts in the browser. */
export const GTM_INIT_SCRIPT: string;
/** The inline scripts the site itself writes (the tag manager's init snippet, the cookie notice's first-paint line). */
export const SITE_SCRIPTS: readonly string[];
/** `'sha256-…'` of a script's text. */
export function hashSource(text: string): string;
/** The sources every page adds for the site's own inline scripts. */
export function browserScriptSources(): string[];
/** `policy` with `sources` in its `script-src` in place of 'unsafe-inline'; null when it has none. */
export function withScriptSources(policy: string, sources: readonly string[]): string | null;
