/**
 * A script chunk that fails to load (usually a deploy replaced it while the tab was open) reloads
 * the page once; if it fails again within a minute the error screen shows instead of a reload loop.
 *
 * A module of its own, apart from the window listeners (./error-recovery.ts): the global error
 * screen needs only this, and its script is loaded beside the layout's on every page, where the
 * bundler gives each its own copy of a small module they share.
 */
export const CHUNK_RELOAD_KEY = 'osmanaga_chunk_reload_at';
const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w./-]+ failed|Failed to load chunk|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR_MESSAGE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message));
}

interface ReloadDependencies {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/** Reloads the page unless it already did so in the last minute; true when a reload was started. */
export function reloadOnceAfterChunkError({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDependencies = {}): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    // Without session storage a reload could loop: show the error instead.
    return false;
  }
  reload();
  return true;
}
