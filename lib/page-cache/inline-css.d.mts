/** Types of ./inline-css.mjs (plain JavaScript: the page cache handler, which Next loads as is, imports it). */
import type { CacheValue } from './good-answers.mjs';

export function absoluteUrls(css: string, href: string): string;
export function withPageCss(html: string, readCss: (href: string) => string | null, readFont?: (href: string) => string | null): string;
export function withInlinedPageCss<T extends CacheValue | null | undefined>(value: T, serverDistDir: string): T;
