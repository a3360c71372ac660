/** Types of ./csp-cache-handler.mjs (plain JavaScript: Next loads it as is). */

export interface CacheValue {
  kind: string;
  html?: unknown;
  headers?: Record<string, string | string[] | number | undefined>;
  [key: string]: unknown;
}

export function readBasePolicy(serverDistDir: string): string | null | undefined;
export function withPagePolicy<T extends CacheValue | null | undefined>(value: T, basePolicy: string | null | undefined): T;

declare class CspCacheHandler {
  constructor(ctx: { serverDistDir?: string; [key: string]: unknown });
  get(key: string, ctx: unknown): Promise<{ value: CacheValue | null; [key: string]: unknown } | null>;
  set(key: string, data: CacheValue | null, ctx: unknown): Promise<void>;
}
export default CspCacheHandler;
