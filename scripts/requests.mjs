#!/usr/bin/env node
/**
 * npm run requests — the requests this machine's store holds (REQUEST_STORE_PATH, default
 * data/requests.db), newest first, with what the outbox did with each: for staff without a CMS,
 * and for an operator when /api/health says delivery is degraded (docs/requests.md).
 *
 *   npm run requests                 the newest 50
 *   npm run requests -- --waiting    only those whose clinic e-mail has not gone
 *   npm run requests -- --limit 200
 *   npm run requests -- --json       the same rows as JSON, messages included
 *
 * Reads the store read-only: it changes nothing, and can run beside the server.
 */
import { formatRequests, readRequests, readWaiting } from '../lib/requests/listing.mjs';
import { openStoreReadOnly, storeFile } from '../lib/requests/store-file.mjs';

const args = process.argv.slice(2);
const limit = Number(args[args.indexOf('--limit') + 1]) || 50;
const waitingOnly = args.includes('--waiting');
const asJson = args.includes('--json');

const file = storeFile(process.env, process.cwd());
const db = await openStoreReadOnly(file);
if (!db) {
  console.log(`No request store at ${file} yet: no request has been stored on this machine.`);
  process.exit(0);
}
const requests = readRequests(db, { waitingOnly, limit });
const waiting = readWaiting(db);
db.close();

console.log(asJson ? JSON.stringify(requests, null, 2) : formatRequests(requests, { file, waitingOnly, waiting, now: Date.now() }));
