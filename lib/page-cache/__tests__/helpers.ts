import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

/**
 * A fresh page cache handler module (its memory and its validator lookup are the process's, so
 * each test gets its own), and a maker of handlers over `serverDistDir` with a memory of
 * `maxMemoryCacheSize` bytes, as Next makes one per request.
 */
export async function freshHandler(serverDistDir: string, maxMemoryCacheSize = 50 * 1024 * 1024) {
  let fresh: typeof import('../handler.mjs') | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('../handler.mjs');
  });
  const Handler = fresh!.default;
  return () => new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize });
}
