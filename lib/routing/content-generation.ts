import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which version of the content the proxy's remembered lists (known-content.ts)
 * were read for. The CMS's webhook (app/api/revalidate) calls
 * `markContentChanged()`; every process serving the same build sees the new
 * generation and reads the lists again, so a slug published a moment ago
 * answers 200 and an unpublished one 404s:
 * - in the process that got the webhook, at once (a counter on `globalThis`,
 *   shared by the proxy's bundle and the route's, which Next loads apart);
 * - in every other process on the machine (several `next start` or standalone
 *   servers behind one proxy), within `CHECK_EVERY_MS`: a small file in the
 *   build folder's cache (`.next/cache/content-generation`), read at most that
 *   often. Servers on other machines need the webhook each (docs/content.md).
 */

/** How often a process reads the file another process may have written. */
export const CHECK_EVERY_MS = 1000;

const KEY = Symbol.for('osmanaga.contentGeneration');
interface State {
  local: number;
  file: string;
  checkedAt: number;
}
const shared = globalThis as typeof globalThis & { [KEY]?: State };
const state = (shared[KEY] ??= { local: 0, file: '', checkedAt: -Infinity });

function generationFile(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'content-generation');
}

function readFile(): string {
  try {
    return readFileSync(generationFile(), 'utf8');
  } catch {
    // No webhook yet (or a read-only folder): the generation this process started with.
    return '';
  }
}

/** The current generation: changes whenever this or another process got the webhook. */
export function contentGeneration(now = Date.now()): string {
  if (now - state.checkedAt >= CHECK_EVERY_MS) {
    state.file = readFile();
    state.checkedAt = now;
  }
  return `${state.local}:${state.file}`;
}

/** The content changed (the CMS's webhook): every process reads its lists again. */
export function markContentChanged(): void {
  state.local += 1;
  const stamp = `${Date.now()}-${process.pid}-${state.local}`;
  try {
    mkdirSync(path.dirname(generationFile()), { recursive: true });
    writeFileSync(generationFile(), stamp);
    state.file = stamp;
    state.checkedAt = Date.now();
  } catch (error) {
    // This process still sees the change; others find it when their lists expire.
    console.error(`[content] could not write ${generationFile()}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
