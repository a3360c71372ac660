/** Types of ./framework-scripts.mjs (plain JavaScript: the cache handler runs without a TypeScript step). */

/** Whether Next or React wrote this inline script (its text as the browser runs it). */
export function isFrameworkScript(text: string): boolean;
/** React's inline runtime functions as the installed React writes them, longest first. */
export function reactRuntimeFragments(): string[];
