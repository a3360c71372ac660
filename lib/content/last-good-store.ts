import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The last good answer per URL, on disk next to the build's caches, so a
 * server that restarted (or never fetched a URL itself: prerendered pages are
 * fetched by the build) still has it when the CMS fails while a page regenerates.
 */
export function createLastGoodStore(dir: string) {
  const fileOf = (url: string) => path.join(dir, `${createHash('sha256').update(url).digest('hex')}.json`);
  return {
    async get(url: string): Promise<unknown> {
      try {
        return JSON.parse(await readFile(fileOf(url), 'utf8'));
      } catch {
        return undefined;
      }
    },
    async set(url: string, data: unknown): Promise<void> {
      try {
        await mkdir(dir, { recursive: true });
        const file = fileOf(url);
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify(data));
        await rename(temporary, file);
      } catch {
        // A read-only file system only loses the fallback across restarts.
      }
    },
  };
}
