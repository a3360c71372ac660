/** Types of ./script-hashes.mjs (plain JavaScript: the page cache Next loads as is imports it). */
import type { CacheValue } from './good-answers.mjs';

/** The text of every inline script the browser checks against `script-src`, in document order. */
export function inlineScripts(html: string): string[];
/** The hash sources of a document's inline scripts that the framework wrote, each once, in document order. */
export function inlineScriptHashSources(html: string): string[];
/** The inline scripts of a document that are neither the framework's nor the site's (left without a hash: blocked). */
export function foreignInlineScripts(html: string): string[];
export function readBasePolicy(serverDistDir: string): string | null | undefined;
export function withPagePolicy<T extends CacheValue | null | undefined>(value: T, basePolicy: string | null | undefined): T;
