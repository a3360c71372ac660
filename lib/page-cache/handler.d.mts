/** Types of ./handler.mjs (plain JavaScript: Next loads it as is). */
import type { CacheValue } from './good-answers.mjs';
import type { CacheEntry } from './served-entries.mjs';

declare class PageCacheHandler {
  constructor(ctx: { serverDistDir?: string; maxMemoryCacheSize?: number; [key: string]: unknown });
  get(key: string, ctx: unknown): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue | null, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export default PageCacheHandler;
