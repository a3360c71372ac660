/**
 * Two browser-wide error rules:
 * - a script chunk that fails to load (usually a deploy replaced it while the
 *   tab was open) reloads the page once; if it fails again within a minute the
 *   error screen shows instead of a reload loop;
 * - the harmless "ResizeObserver loop" notices are silenced.
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

export function isResizeObserverLoopNotice(message: unknown): boolean {
  return typeof message === 'string' && message.includes('ResizeObserver loop');
}

/** Installs the window listeners; returns the function that removes them. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isResizeObserverLoopNotice(event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceAfterChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceAfterChunkError();
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
