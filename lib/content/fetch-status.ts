/**
 * When the content layer last received a valid answer from the CMS, for the
 * health endpoint. Kept on globalThis because the pages and the route handlers
 * are separate server bundles in one process: a plain module variable would
 * exist once per bundle.
 */
const KEY = Symbol.for('clinic.content.lastCmsSuccess');

type Holder = { [KEY]?: Date };

export function recordCmsSuccess(at: Date = new Date()): void {
  (globalThis as Holder)[KEY] = at;
}

/** null until this process has had one valid CMS answer. */
export function lastCmsSuccess(): Date | null {
  return (globalThis as Holder)[KEY] ?? null;
}
