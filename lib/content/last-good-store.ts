import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LastGoodLimits {
  /** Most answers kept (memory and disk alike). */
  maxEntries: number;
  /** Most bytes of serialized answers kept (memory and disk alike). */
  maxBytes: number;
}

/**
 * Enough for every list and detail answer of a clinic's site many times over;
 * small enough that URLs made up by a bot cannot grow memory or disk without end.
 */
export const DEFAULT_LAST_GOOD_LIMITS: LastGoodLimits = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

interface Entry {
  bytes: number;
  /** Digest of the serialized answer, to skip rewriting an unchanged file. */
  digest?: string;
  /** Undefined while the answer is only on disk (found there at start-up). */
  data?: unknown;
}

/**
 * The last good answer per URL, in memory and (when `dir` is set) on disk next
 * to the build's caches, so a server that restarted (or never fetched a URL
 * itself: prerendered pages are fetched by the build) still has it when the CMS
 * fails while a page regenerates. Bounded: at most `maxEntries` answers and
 * `maxBytes` bytes; the least recently used answer goes first, from memory and
 * from disk. Callers store only answers that carry data.
 */
export function createLastGoodStore(dir: string | null, limits: LastGoodLimits = DEFAULT_LAST_GOOD_LIMITS) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const fileOf = (key: string) => path.join(dir ?? '', `${key}.json`);
  const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');

  // Answers left on disk by an earlier process count against the limits too.
  const loaded = dir ? loadIndex(dir) : Promise.resolve();
  async function loadIndex(folder: string) {
    try {
      const files = await readdir(folder);
      const found: { key: string; bytes: number; mtime: number }[] = [];
      for (const file of files) {
        if (!/^[0-9a-f]{64}\.json$/.test(file)) continue;
        try {
          const info = await stat(path.join(folder, file));
          found.push({ key: file.slice(0, -5), bytes: info.size, mtime: info.mtimeMs });
        } catch {
          // Removed meanwhile.
        }
      }
      found.sort((a, b) => a.mtime - b.mtime);
      for (const { key, bytes } of found) {
        if (entries.has(key)) continue;
        entries.set(key, { bytes });
        totalBytes += bytes;
      }
      await evict();
    } catch {
      // No folder yet.
    }
  }

  async function evict() {
    while (entries.size > limits.maxEntries || (totalBytes > limits.maxBytes && entries.size > 0)) {
      const [key, entry] = entries.entries().next().value as [string, Entry];
      entries.delete(key);
      totalBytes -= entry.bytes;
      if (dir) await unlink(fileOf(key)).catch(() => {});
    }
  }

  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
  }

  return {
    async get(url: string): Promise<unknown> {
      await loaded;
      const key = keyOf(url);
      const entry = entries.get(key);
      if (!entry) return undefined;
      touch(key, entry);
      if (entry.data !== undefined || !dir) return entry.data;
      try {
        entry.data = JSON.parse(await readFile(fileOf(key), 'utf8'));
        return entry.data;
      } catch {
        entries.delete(key);
        totalBytes -= entry.bytes;
        return undefined;
      }
    },

    async set(url: string, data: unknown): Promise<void> {
      await loaded;
      const key = keyOf(url);
      const serialized = JSON.stringify(data);
      const bytes = Buffer.byteLength(serialized);
      const previous = entries.get(key);
      if (previous) totalBytes -= previous.bytes;
      // An answer larger than the whole store is not kept.
      if (bytes > limits.maxBytes) {
        entries.delete(key);
        if (dir && previous) await unlink(fileOf(key)).catch(() => {});
        return;
      }
      const digest = createHash('sha1').update(serialized).digest('hex');
      const unchanged = previous?.digest === digest;
      touch(key, { bytes, data, digest });
      totalBytes += bytes;
      await evict();
      if (!dir || unchanged || !entries.has(key)) return;
      try {
        await mkdir(dir, { recursive: true });
        const file = fileOf(key);
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, serialized);
        await rename(temporary, file);
      } catch {
        // A read-only file system only loses the fallback across restarts.
      }
    },

    /** What the store holds now (for tests and load checks). */
    size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes: totalBytes };
    },
  };
}
