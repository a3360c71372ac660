import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * A temporary build folder as `next build` leaves it for the page cache: `server/app/tr/` for the
 * pages, and a routes manifest with the `headers()` routes given (where the handler reads the base
 * Content-Security-Policy). The caller removes `dir`.
 */
export function buildFolder(prefix: string, headers: { source: string; headers: { key: string; value: string }[] }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const serverDistDir = path.join(dir, 'server');
  mkdirSync(path.join(serverDistDir, 'app', 'tr'), { recursive: true });
  writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ headers }));
  return { dir, serverDistDir };
}
