// @ts-check
/**
 * What `npm run requests` (scripts/requests.mjs) shows of the store: for staff without a CMS, the
 * requests and how to reach each patient; for the operator when /api/health turns degraded, what
 * waits, since when, and why, in the words of the last failed attempt. Plain Node: it reads the
 * SQLite file directly, read-only, so it runs beside the server and on a store an older version
 * wrote (columns it lacks read as empty).
 */

const istanbul = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });
/** @param {number | null | undefined} ms */
const at = (ms) => (ms === null || ms === undefined ? null : istanbul.format(new Date(ms)));
/** @param {number | null | undefined} ms */
const iso = (ms) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/**
 * @typedef {{ state: string; attempts: number; lastAttemptAt: string | null; nextAttemptAt: string | null; lastError: string | null; doneAt: string | null }} Job
 * @typedef {{ reference: string; received: string; form: string; language: string; spam: boolean; phone: string; email: string; subject: string; message: string; page: string; deliveries: Record<string, Job> }} Listed
 * @typedef {{ id: number; reference: string; form: string; locale: string; fields: string; page_url: string; received_at: number; spam: number }} RequestRow
 * @typedef {{ job: string; state: string; attempts: number; next_attempt_at: number; last_error: string | null; done_at: number | null; last_attempt_at?: number | null }} DeliveryRow
 */

/**
 * The newest requests first (only those whose clinic e-mail has not gone with `waitingOnly`), with their jobs.
 * @param {import('better-sqlite3').Database} db
 * @param {{ waitingOnly?: boolean; limit?: number }} options
 * @returns {Listed[]}
 */
export function readRequests(db, { waitingOnly = false, limit = 50 } = {}) {
  const rows = /** @type {RequestRow[]} */ (
    db
      .prepare(
        `SELECT * FROM requests r WHERE ? = 0 OR EXISTS (SELECT 1 FROM deliveries d WHERE d.request_id = r.id AND d.job = 'clinic-email' AND d.state = 'pending')
       ORDER BY received_at DESC, id DESC LIMIT ?`,
      )
      .all(waitingOnly ? 1 : 0, limit)
  );
  const jobs = db.prepare('SELECT * FROM deliveries WHERE request_id = ?');
  return rows.map((row) => {
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
        /** @type {DeliveryRow[]} */ (jobs.all(row.id)).map((job) => [
          job.job,
          {
            state: job.state,
            attempts: job.attempts,
            lastAttemptAt: iso(job.last_attempt_at),
            nextAttemptAt: job.state === 'pending' ? iso(job.next_attempt_at) : null,
            lastError: job.last_error,
            doneAt: iso(job.done_at),
          },
        ]),
      ),
    };
  });
}

/**
 * What waits for the clinic's e-mail in the whole store: how many, since when, and the latest error.
 * @param {import('better-sqlite3').Database} db
 */
export function readWaiting(db) {
  const { waiting, oldest } = /** @type {{ waiting: number; oldest: number | null }} */ (
    db
      .prepare(
        `SELECT count(*) AS waiting, min(r.received_at) AS oldest FROM deliveries d JOIN requests r ON r.id = d.request_id
       WHERE d.job = 'clinic-email' AND d.state = 'pending'`,
      )
      .get()
  );
  const failed = /** @type {DeliveryRow[]} */ (
    db
      .prepare(`SELECT * FROM deliveries WHERE job = 'clinic-email' AND state = 'pending' AND last_error IS NOT NULL ORDER BY rowid DESC`)
      .all()
  ).sort((a, b) => (b.last_attempt_at ?? 0) - (a.last_attempt_at ?? 0))[0];
  return { waiting, oldest, lastError: failed ? { error: failed.last_error, at: failed.last_attempt_at ?? null } : null };
}

/**
 * One job in words: sent (or, for the CMS, filed) and when; or waiting, how often tried, the last
 * attempt's time and error, and when the next is due.
 * @param {Job | undefined} job @param {'email' | 'cms'} kind
 */
function jobStatus(job, kind) {
  if (!job) return 'none';
  const done = kind === 'cms' ? 'filed' : 'sent';
  if (job.state === 'sent') return `${done} ${at(Date.parse(job.doneAt ?? '')) ?? ''}`.trim();
  const waiting = kind === 'cms' && job.doneAt ? `filed ${at(Date.parse(job.doneAt))}; its delivery report waits` : 'waiting';
  if (job.attempts === 0) return `${waiting}, not tried yet`;
  const last = job.lastAttemptAt ? `, the last ${at(Date.parse(job.lastAttemptAt))}` : '';
  const next = job.nextAttemptAt ? `; next ${at(Date.parse(job.nextAttemptAt))}` : '';
  return `${waiting}, ${job.attempts} attempt(s)${last}${job.lastError ? `: ${job.lastError}` : ''}${next}`;
}

/**
 * The listing as staff and the operator read it (times on Istanbul's clock).
 * @param {Listed[]} requests
 * @param {{ file: string; waitingOnly: boolean; waiting: ReturnType<typeof readWaiting>; now: number }} context
 * @returns {string}
 */
export function formatRequests(requests, { file, waitingOnly, waiting, now }) {
  const lines = [
    `${requests.length} request(s) in ${file}${waitingOnly ? ' whose clinic e-mail has not gone' : ''}, newest first; times are Istanbul's.`,
  ];
  if (waiting.waiting > 0) {
    const minutes = Math.floor((now - (waiting.oldest ?? now)) / 60_000);
    const when = waiting.lastError?.at ? `, ${at(waiting.lastError.at)}` : '';
    const error = waiting.lastError ? `; the last error${when}: ${waiting.lastError.error}` : '';
    lines.push(`Waiting for the clinic's e-mail: ${waiting.waiting}, the oldest since ${at(waiting.oldest)} (${minutes} min)${error}.`);
  } else {
    lines.push('Every clinic e-mail has gone.');
  }
  for (const request of requests) {
    lines.push(
      '',
      `${request.reference}  ${at(Date.parse(request.received))}  ${request.form} [${request.language}]${request.spam ? '  SPAM (honeypot)' : ''}`,
      `  phone: ${request.phone || '—'}  e-mail: ${request.email || '—'}  about: ${request.subject || '—'}`,
    );
    if (request.message) lines.push(`  message: ${request.message.replace(/\s+/g, ' ').slice(0, 200)}`);
    if (!request.spam) {
      lines.push(
        `  clinic e-mail: ${jobStatus(request.deliveries['clinic-email'], 'email')}`,
        `  confirmation: ${request.email ? jobStatus(request.deliveries['patient-email'], 'email') : 'none (no address)'}`,
      );
    }
    // Without a CMS (none configured when the request came) there is nothing to say about one.
    if (request.deliveries.cms) lines.push(`  CMS: ${jobStatus(request.deliveries.cms, 'cms')}`);
  }
  return lines.join('\n');
}
