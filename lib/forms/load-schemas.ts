/**
 * The forms' zod schemas, fetched on demand: zod is about 26 kB compressed and
 * only a visitor who starts on a form needs it. A form preloads the schemas on
 * the first focus inside it and awaits them at submit.
 */
export type FormSchemas = typeof import('./schemas');

/** A load that has not settled by then counts as failed: the form shows its error rather than waiting forever. */
export const SCHEMA_LOAD_TIMEOUT_MS = 15_000;

class LoadTimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(`Not loaded within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `load` run once and its result kept. A failed or timed-out load is
 * forgotten, so the next call tries again (a visitor who was offline can
 * retry).
 */
export function createLazyLoader<T>(load: () => Promise<T>, timeoutMs: number): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= withTimeout(load(), timeoutMs).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const loadSchemasModule = createLazyLoader(() => import('./schemas'), SCHEMA_LOAD_TIMEOUT_MS);

/** The schemas module; rejects when it cannot be loaded (the form then shows its ordinary error). */
export function loadFormSchemas(): Promise<FormSchemas> {
  return loadSchemasModule();
}

/** Starts loading ahead of a submit (focus handler); a failure is left for the submit to report. */
export function preloadFormSchemas(): void {
  loadFormSchemas().catch(() => {});
}
