/** Types of ./good-answers.mjs (plain JavaScript: the page cache Next loads as is imports it). */

export interface CacheValue {
  kind: string;
  html?: unknown;
  headers?: Record<string, string | string[] | number | undefined>;
  status?: number;
  [key: string]: unknown;
}

export const INCOMPLETE_HEADER: string;
export const INCOMPLETE_CACHE_SECONDS: number;
export function isIncompleteRender(value: CacheValue | null | undefined): boolean;
export function withShortCacheLife<T extends CacheValue>(value: T): T;
export function answersWrongMethod(value: CacheValue | null | undefined): boolean;
