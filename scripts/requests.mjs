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

const istanbul = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  dateStyle: 'short',
  timeStyle: 'short',
});
const rows = db
  .prepare(
    `SELECT * FROM requests r WHERE ? = 0 OR EXISTS (SELECT 1 FROM deliveries d WHERE d.request_id = r.id AND d.job = 'clinic-email' AND d.state = 'pending')
     ORDER BY received_at DESC, id DESC LIMIT ?`,
  )
  .all(waitingOnly ? 1 : 0, limit);
const jobs = db.prepare('SELECT job, state, attempts, last_error, done_at FROM deliveries WHERE request_id = ?');

const requests = rows.map((row) => {
  const fields = JSON.parse(row.fields);
  return {
    reference: row.reference,
    received: new Date(row.received_at).toISOString(),
    form: row.form,
    language: row.locale,
    spam: row.spam === 1,
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    subject: fields.service ?? fields.treatment ?? fields.article ?? '',
    message: fields.message ?? '',
    page: row.page_url,
    deliveries: Object.fromEntries(
      jobs.all(row.id).map((job) => [job.job, { state: job.state, attempts: job.attempts, lastError: job.last_error }]),
    ),
  };
});
db.close();

if (asJson) {
  console.log(JSON.stringify(requests, null, 2));
} else {
  /** @param {{ state: string; attempts: number; lastError: string | null } | undefined} job */
  const status = (job) =>
    !job ? '—' : job.state === 'sent' ? 'sent' : `waiting (${job.attempts} tried${job.lastError ? `: ${job.lastError}` : ''})`;
  console.log(`${requests.length} request(s) in ${file}${waitingOnly ? ' whose clinic e-mail has not gone' : ''}, newest first:\n`);
  for (const request of requests) {
    const when = istanbul.format(new Date(request.received));
    console.log(
      `${request.reference}  ${when} (İstanbul)  ${request.form} [${request.language}]${request.spam ? '  SPAM (honeypot)' : ''}`,
    );
    console.log(`  phone: ${request.phone || '—'}  e-mail: ${request.email || '—'}  about: ${request.subject || '—'}`);
    if (request.message) console.log(`  message: ${request.message.replace(/\s+/g, ' ').slice(0, 200)}`);
    console.log(
      `  clinic e-mail: ${status(request.deliveries['clinic-email'])}  confirmation: ${status(request.deliveries['patient-email'])}  CMS: ${status(request.deliveries.cms)}`,
    );
  }
}
