/** Types of ./csp-cache-handler.mjs (plain JavaScript: Next loads it as is). */
import type { CacheEntry } from './served-entries.mjs';

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
export function answersWrongMethod(value: CacheValue | null | undefined): boolean;
export function readBasePolicy(serverDistDir: string): string | null | undefined;
export function withPagePolicy<T extends CacheValue | null | undefined>(value: T, basePolicy: string | null | undefined): T;

declare class CspCacheHandler {
  constructor(ctx: { serverDistDir?: string; maxMemoryCacheSize?: number; [key: string]: unknown });
  get(key: string, ctx: unknown): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export default CspCacheHandler;
