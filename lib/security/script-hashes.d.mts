/** Types of ./script-hashes.mjs (plain JavaScript: the cache handler runs without a TypeScript step). */

/** The inline script Google Tag Manager's component inserts in the browser. */
export const GTM_INIT_SCRIPT: string;
/** The text of every inline script the browser checks against `script-src`, in document order. */
export function inlineScripts(html: string): string[];
/** `'sha256-…'` of a script's text. */
export function hashSource(text: string): string;
/** The hash sources of a document's inline scripts that the framework wrote, each once, in document order. */
export function inlineScriptHashSources(html: string): string[];
/** The inline scripts of a document that are neither the framework's nor the site's (left without a hash: blocked). */
export function foreignInlineScripts(html: string): string[];
/** The sources every page adds for the site's own inline scripts (the tag manager's init snippet, the cookie notice's first-paint line). */
export function browserScriptSources(): string[];
/** `policy` with `sources` in its `script-src` in place of 'unsafe-inline'; null when it has none. */
export function withScriptSources(policy: string, sources: readonly string[]): string | null;
