// @ts-check
/**
 * The request store read from plain Node (no TypeScript loader): where it is, and what waits in it.
 * For `npm run requests` (scripts/requests.mjs) and the launch check (lib/launch/check.mjs); the
 * server's own access is lib/requests/store.ts, whose default path a unit test keeps equal to this.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_STORE_PATH = path.join('data', 'requests.db');

/**
 * REQUEST_STORE_PATH, or the default, resolved against `cwd`.
 * @param {Record<string, string | undefined>} env @param {string} cwd @returns {string}
 */
export function storeFile(env, cwd) {
  const configured = env.REQUEST_STORE_PATH?.trim();
  return path.resolve(cwd, configured || DEFAULT_STORE_PATH);
}

/**
 * The store opened read-only, or null when there is none yet (no request was ever stored here).
 * @param {string} file
 */
export async function openStoreReadOnly(file) {
  if (!existsSync(file)) return null;
  const { default: Database } = await import('better-sqlite3');
  return new Database(file, { readonly: true, fileMustExist: true });
}

/**
 * How many requests the store holds and how many still wait for the clinic's e-mail.
 * @param {string} file @returns {Promise<{ requests: number; waiting: number; oldest: number | null } | null>}
 */
export async function storeSummary(file) {
  const db = await openStoreReadOnly(file);
  if (!db) return null;
  try {
    const { requests } = /** @type {{ requests: number }} */ (db.prepare('SELECT count(*) AS requests FROM requests').get());
    const { waiting, oldest } = /** @type {{ waiting: number; oldest: number | null }} */ (
      db
        .prepare(
          `SELECT count(*) AS waiting, min(r.received_at) AS oldest FROM deliveries d JOIN requests r ON r.id = d.request_id
         WHERE d.job = 'clinic-email' AND d.state = 'pending'`,
        )
        .get()
    );
    return { requests, waiting, oldest };
  } finally {
    db.close();
  }
}
