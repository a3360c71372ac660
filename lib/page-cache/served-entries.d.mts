/** Types of ./served-entries.mjs (plain JavaScript: the cache handler Next loads as is imports it). */
import type { CacheValue } from './good-answers.mjs';

export interface CacheEntry {
  value: CacheValue | null;
  lastModified?: number;
  cacheControl?: { revalidate: number | false; expire?: number } | undefined;
  [key: string]: unknown;
}

export function servedSize(key: string, entry: CacheEntry | undefined): number;

export interface ServedEntries {
  get(key: string): CacheEntry | undefined;
  peek(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  revalidate(tags: readonly string[]): void;
  delete(key: string): void;
  size(): { entries: number; bytes: number };
}

export function createServedEntries(maxBytes: number): ServedEntries;
