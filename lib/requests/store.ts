import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newReference } from './reference';

/**
 * The request store: every accepted request, written to the server's disk before the visitor is
 * told anything, and the outbox's jobs for it (./outbox.ts). SQLite through better-sqlite3, in WAL
 * mode with `synchronous=FULL`: an insert has reached the disk when it returns, so a kill -9 a
 * moment later loses nothing that was acknowledged. Several processes may share one file (SQLite
 * locks it); a job is leased to one of them at a time. Why SQLite and not PGlite, with figures:
 * docs/requests.md.
 */

export type RequestFormId = 'appointment' | 'treatment-callback' | 'blog-callback';

/** What the outbox does for a request: e-mail the clinic, confirm to the patient, file it in the CMS. */
export type DeliveryJob = 'clinic-email' | 'patient-email' | 'cms';
export const EMAIL_JOBS: readonly DeliveryJob[] = ['clinic-email', 'patient-email'];

/** pending: still to do (or being done, under a lease); sent: done. */
export type DeliveryState = 'pending' | 'sent';

export interface NewRequest {
  /** The browser's id of this request: a retry with the same id within a day is the same request. */
  clientKey?: string;
  formId: RequestFormId;
  locale: string;
  fields: Record<string, string>;
  pageUrl: string;
  receivedAt: number;
  /** A honeypot hit: kept, marked spam, never e-mailed. */
  spam: boolean;
  jobs: readonly DeliveryJob[];
}

export interface StoredRequest {
  id: number;
  reference: string;
  formId: RequestFormId;
  locale: string;
  fields: Record<string, string>;
  pageUrl: string;
  receivedAt: number;
  spam: boolean;
}

export interface Delivery {
  job: DeliveryJob;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: number;
  /** When it was last tried (ms), or null before the first attempt. */
  lastAttemptAt: number | null;
  lastError: string | null;
  /** When it was done (ms); for the CMS job, when the entry was first filed. */
  doneAt: number | null;
}

/**
 * Where one of a request's e-mails stands, as the CMS inbox shows it: waiting (not tried yet),
 * retrying (the last attempt failed; another follows), delivered, or none (the request has no such
 * e-mail: spam, or no address for a confirmation); `at` is the last attempt's time (ms).
 */
export interface EmailReport {
  status: 'waiting' | 'retrying' | 'delivered' | 'none';
  at: number | null;
}
export interface DeliveryReport {
  clinicEmail: EmailReport;
  confirmation: EmailReport;
}

export interface ClaimedDelivery {
  job: DeliveryJob;
  attempts: number;
  request: StoredRequest;
  /** For the CMS job: whether the entry was filed already (then only its delivery is reported), and what to report. */
  cms?: { filed: boolean; report: DeliveryReport };
}

/** What the outbox may take now: which jobs it can do, and how many e-mails the caps leave. */
export interface ClaimOptions {
  now: number;
  owner: string;
  leaseMs: number;
  limit: number;
  /** Of those, at most this many e-mails (default: `limit`). */
  emailLimit?: number;
  jobs: readonly DeliveryJob[];
  /** The most e-mails sent (or in flight) per hour and per day, across every process. */
  caps: { perHour: number; perDay: number };
}

export interface StoreSummary {
  requests: number;
  spam: number;
  /** Jobs still to do, by kind. */
  pending: Record<DeliveryJob, number>;
  /** When the oldest request with a pending clinic e-mail was received (ms), or null. */
  oldestPendingClinicEmail: number | null;
  /** Of each kind of job still to do, the latest failed attempt: why, in words, and when (ms); absent when none has failed. */
  lastErrors: Partial<Record<DeliveryJob, { error: string; at: number }>>;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A retry of one request (a time-out in the browser) is recognised within this time. */
export const CLIENT_KEY_WINDOW_MS = DAY_MS;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  client_key TEXT UNIQUE,
  form TEXT NOT NULL,
  locale TEXT NOT NULL,
  fields TEXT NOT NULL,
  page_url TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS requests_received ON requests (received_at);
CREATE TABLE IF NOT EXISTS deliveries (
  request_id INTEGER NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  job TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  last_error TEXT,
  done_at INTEGER,
  last_attempt_at INTEGER,
  reported TEXT,
  PRIMARY KEY (request_id, job)
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_done ON deliveries (job, done_at);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;
/** Columns added since the first version of the store, added to a store made before them. */
const ADDED_COLUMNS = [
  ['deliveries', 'last_attempt_at', 'INTEGER'],
  // The CMS job: the delivery report the entry shows (JSON), so a change of an e-mail's state is reported once.
  ['deliveries', 'reported', 'TEXT'],
] as const;

/** Clinic e-mails first, then the CMS, then the patients' confirmations; oldest first within each. */
const JOB_ORDER = `CASE d.job WHEN 'clinic-email' THEN 0 WHEN 'cms' THEN 1 ELSE 2 END`;

interface RequestRow {
  id: number;
  reference: string;
  form: RequestFormId;
  locale: string;
  fields: string;
  page_url: string;
  received_at: number;
  spam: number;
}

function toRequest(row: RequestRow): StoredRequest {
  return {
    id: row.id,
    reference: row.reference,
    formId: row.form,
    locale: row.locale,
    fields: JSON.parse(row.fields) as Record<string, string>,
    pageUrl: row.page_url,
    receivedAt: row.received_at,
    spam: row.spam === 1,
  };
}

interface DeliveryRow {
  job: DeliveryJob;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  done_at: number | null;
}
const DELIVERY_COLUMNS = 'job, state, attempts, next_attempt_at, last_attempt_at, last_error, done_at';

function toDelivery(row: DeliveryRow): Delivery {
  return {
    job: row.job,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    doneAt: row.done_at,
  };
}

function emailReport(delivery: DeliveryRow | undefined): EmailReport {
  if (!delivery) return { status: 'none', at: null };
  if (delivery.state === 'sent') return { status: 'delivered', at: delivery.last_attempt_at ?? delivery.done_at };
  return delivery.attempts > 0 ? { status: 'retrying', at: delivery.last_attempt_at } : { status: 'waiting', at: null };
}

const isUniqueViolation = (error: unknown, column: string) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && String((error as Error).message).includes(column);

export class RequestStore {
  readonly file: string;
  private readonly db: Database.Database;

  constructor(
    file: string,
    private readonly makeReference: () => string = newReference,
  ) {
    this.file = file;
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    // Another process holding the write lock (a claim, an insert) keeps it for microseconds; wait rather than fail.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    for (const [table, column, type] of ADDED_COLUMNS) {
      const columns = this.db.prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`).all();
      if (!columns.some(({ name }) => name === column)) this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
    }
  }

  /**
   * Stores a request and its jobs in one transaction, durably, and returns its reference. A
   * request whose client key was stored within the last day is the same request (the browser
   * retried after losing the answer): its reference is returned and nothing is added.
   */
  add(request: NewRequest): { reference: string; created: boolean } {
    const insert = this.db.transaction((reference: string) => {
      if (request.clientKey) {
        const known = this.db
          .prepare<[string], { reference: string; received_at: number }>('SELECT reference, received_at FROM requests WHERE client_key = ?')
          .get(request.clientKey);
        if (known && request.receivedAt - known.received_at < CLIENT_KEY_WINDOW_MS) return { reference: known.reference, created: false };
        if (known) this.db.prepare('UPDATE requests SET client_key = NULL WHERE client_key = ?').run(request.clientKey);
      }
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO requests (reference, client_key, form, locale, fields, page_url, received_at, spam)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          reference,
          request.clientKey ?? null,
          request.formId,
          request.locale,
          JSON.stringify(request.fields),
          request.pageUrl,
          request.receivedAt,
          request.spam ? 1 : 0,
        );
      const job = this.db.prepare('INSERT INTO deliveries (request_id, job, next_attempt_at) VALUES (?, ?, ?)');
      for (const name of request.jobs) job.run(lastInsertRowid, name, request.receivedAt);
      return { reference, created: true };
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        return insert.immediate(this.makeReference());
      } catch (error) {
        // Another request has this reference: draw again (rare; the alphabet gives about 190 million).
        if (attempt < 20 && isUniqueViolation(error, 'requests.reference')) continue;
        throw error;
      }
    }
  }

  /**
   * Leases the jobs that are due to `owner` for `leaseMs`, in one write transaction, so two
   * processes never hold the same job. E-mails are taken only as far as the caps allow, counting
   * what every process sent in the last hour and day and what is in flight.
   */
  claim({ now, owner, leaseMs, limit, emailLimit = limit, jobs, caps }: ClaimOptions): ClaimedDelivery[] {
    if (jobs.length === 0 || limit <= 0) return [];
    const take = this.db.transaction(() => {
      let emails = Math.max(
        0,
        Math.min(emailLimit, caps.perHour - this.emailsSince(now - HOUR_MS, now), caps.perDay - this.emailsSince(now - DAY_MS, now)),
      );
      const due = this.db
        .prepare<unknown[], RequestRow & { job: DeliveryJob; attempts: number; job_done_at: number | null }>(
          `SELECT r.*, d.job, d.attempts, d.done_at AS job_done_at FROM deliveries d JOIN requests r ON r.id = d.request_id
           WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND (d.lease_until IS NULL OR d.lease_until <= ?)
             AND d.job IN (${jobs.map(() => '?').join(', ')})
             -- The CMS entry shows whether the clinic's e-mail went: it waits while that e-mail is in flight.
             AND NOT (d.job = 'cms' AND EXISTS (SELECT 1 FROM deliveries e WHERE e.request_id = d.request_id
               AND e.job = 'clinic-email' AND e.state = 'pending' AND e.lease_until > ?))
           ORDER BY ${JOB_ORDER}, r.received_at LIMIT ?`,
        )
        .all(now, now, ...jobs, now, limit * 4);
      const lease = this.db.prepare('UPDATE deliveries SET lease_owner = ?, lease_until = ? WHERE request_id = ? AND job = ?');
      const claimed: ClaimedDelivery[] = [];
      const emailing = new Set<number>();
      for (const row of due) {
        if (claimed.length >= limit) break;
        // Its clinic e-mail goes in this batch: the CMS entry follows in the next, with the e-mail's outcome.
        if (row.job === 'cms' && emailing.has(row.id)) continue;
        if (EMAIL_JOBS.includes(row.job)) {
          if (emails <= 0) continue;
          emails -= 1;
        }
        if (row.job === 'clinic-email') emailing.add(row.id);
        lease.run(owner, now + leaseMs, row.id, row.job);
        claimed.push({
          job: row.job,
          attempts: row.attempts,
          request: toRequest(row),
          ...(row.job === 'cms' ? { cms: { filed: row.job_done_at !== null, report: this.deliveryReport(row.id) } } : {}),
        });
      }
      return claimed;
    });
    return take.immediate();
  }

  /** E-mails sent since `since`, and those leased now (in flight), by every process. */
  emailsSince(since: number, now: number): number {
    const row = this.db
      .prepare<[number, number], { n: number }>(
        `SELECT count(*) AS n FROM deliveries WHERE job IN ('clinic-email', 'patient-email')
         AND ((state = 'sent' AND done_at > ?) OR (state = 'pending' AND lease_until > ?))`,
      )
      .get(since, now);
    return row?.n ?? 0;
  }

  /**
   * The job is done. Written the moment the provider answered, so the window in which a crash
   * forgets a sent e-mail is as short as it can be. For the CMS job, `reported` is the delivery
   * report the entry now shows: when an e-mail has moved on since it was taken, the job is due again.
   */
  complete(requestId: number, job: DeliveryJob, now: number, reported?: DeliveryReport): void {
    this.db
      .transaction(() => {
        if (job === 'cms') {
          const shown = JSON.stringify(reported ?? this.deliveryReport(requestId));
          const current = shown === JSON.stringify(this.deliveryReport(requestId));
          this.db
            .prepare(
              `UPDATE deliveries SET state = ?, done_at = coalesce(done_at, ?), reported = ?, last_attempt_at = ?, next_attempt_at = ?,
               attempts = CASE WHEN ? THEN attempts + 1 ELSE 0 END, lease_owner = NULL, lease_until = NULL, last_error = NULL
             WHERE request_id = ? AND job = 'cms' AND state = 'pending'`,
            )
            .run(current ? 'sent' : 'pending', now, shown, now, now, current ? 1 : 0, requestId);
          return;
        }
        this.db
          .prepare(
            `UPDATE deliveries SET state = 'sent', done_at = ?, last_attempt_at = ?, attempts = attempts + 1, lease_owner = NULL, lease_until = NULL, last_error = NULL
           WHERE request_id = ? AND job = ? AND state = 'pending'`,
          )
          .run(now, now, requestId, job);
        this.reportChange(requestId, now);
      })
      .immediate();
  }

  /** The attempt failed: the job waits until `nextAttemptAt`, free for any process to take then. */
  retry(requestId: number, job: DeliveryJob, now: number, nextAttemptAt: number, error: string): void {
    this.db
      .transaction(() => {
        this.db
          .prepare(
            `UPDATE deliveries SET attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL
           WHERE request_id = ? AND job = ? AND state = 'pending'`,
          )
          .run(now, nextAttemptAt, error.slice(0, 500), requestId, job);
        if (job !== 'cms') this.reportChange(requestId, now);
      })
      .immediate();
  }

  /** Where the request's e-mails stand, as its CMS entry shows it. */
  deliveryReport(requestId: number): DeliveryReport {
    const rows = this.db
      .prepare<[number], DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE request_id = ? AND job IN ('clinic-email', 'patient-email')`,
      )
      .all(requestId);
    return {
      clinicEmail: emailReport(rows.find(({ job }) => job === 'clinic-email')),
      confirmation: emailReport(rows.find(({ job }) => job === 'patient-email')),
    };
  }

  /**
   * An e-mail of the request changed state: its CMS entry, if filed and showing something else,
   * is due again. A CMS job still pending (not filed yet, or failing) reports the latest when it runs.
   */
  private reportChange(requestId: number, now: number): void {
    this.db
      .prepare(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL
         WHERE request_id = ? AND job = 'cms' AND state = 'sent' AND reported IS NOT ?`,
      )
      .run(now, requestId, JSON.stringify(this.deliveryReport(requestId)));
  }

  /** The job could not be started (e.g. the cap): it waits until `nextAttemptAt` without counting an attempt. */
  release(requestId: number, job: DeliveryJob, nextAttemptAt: number): void {
    this.db
      .prepare(
        `UPDATE deliveries SET next_attempt_at = ?, lease_owner = NULL, lease_until = NULL WHERE request_id = ? AND job = ? AND state = 'pending'`,
      )
      .run(nextAttemptAt, requestId, job);
  }

  /** When the next pending job among `jobs` falls due (ms), or null when none waits. */
  nextDue(jobs: readonly DeliveryJob[]): number | null {
    if (jobs.length === 0) return null;
    const row = this.db
      .prepare<unknown[], { at: number | null }>(
        `SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM deliveries
         WHERE state = 'pending' AND job IN (${jobs.map(() => '?').join(', ')})`,
      )
      .get(...jobs);
    return row?.at ?? null;
  }

  /** Counts for the health endpoint, the launch check and the outbox's alarm. */
  summary(): StoreSummary {
    const totals = this.db
      .prepare<[], { requests: number; spam: number }>('SELECT count(*) AS requests, coalesce(sum(spam), 0) AS spam FROM requests')
      .get() ?? { requests: 0, spam: 0 };
    const pending: Record<DeliveryJob, number> = { 'clinic-email': 0, 'patient-email': 0, cms: 0 };
    for (const row of this.db
      .prepare<[], { job: DeliveryJob; n: number }>(`SELECT job, count(*) AS n FROM deliveries WHERE state = 'pending' GROUP BY job`)
      .all()) {
      pending[row.job] = row.n;
    }
    const oldest = this.db
      .prepare<[], { at: number | null }>(
        `SELECT min(r.received_at) AS at FROM deliveries d JOIN requests r ON r.id = d.request_id
         WHERE d.job = 'clinic-email' AND d.state = 'pending'`,
      )
      .get();
    const lastErrors: StoreSummary['lastErrors'] = {};
    for (const { job, error, at } of this.db
      .prepare<[], { job: DeliveryJob; error: string; at: number }>(
        // SQLite takes the other columns from the row of max(): each job's latest failed attempt.
        `SELECT job, last_error AS error, max(last_attempt_at) AS at FROM deliveries
         WHERE state = 'pending' AND last_error IS NOT NULL AND last_attempt_at IS NOT NULL GROUP BY job`,
      )
      .all()) {
      lastErrors[job] = { error, at };
    }
    return { ...totals, pending, oldestPendingClinicEmail: oldest?.at ?? null, lastErrors };
  }

  /** The newest requests first, with their jobs: `npm run requests`. */
  list(limit = 50): (StoredRequest & { deliveries: Delivery[] })[] {
    const rows = this.db.prepare<[number], RequestRow>('SELECT * FROM requests ORDER BY received_at DESC, id DESC LIMIT ?').all(limit);
    const jobs = this.db.prepare<[number], DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE request_id = ? ORDER BY ${JOB_ORDER.replaceAll('d.', '')}`,
    );
    return rows.map((row) => ({
      ...toRequest(row),
      deliveries: jobs.all(row.id).map(toDelivery),
    }));
  }

  /** Deletes the requests received before `before` (ms), with their jobs; returns how many. */
  purge(before: number): number {
    return this.db.prepare('DELETE FROM requests WHERE received_at < ?').run(before).changes;
  }

  /** Sets `key` to `value` only while it is unset: true for the one caller that did (a once-only claim across processes). */
  claimFlag(key: string, value: string): boolean {
    return this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING').run(key, value).changes === 1;
  }

  /**
   * Takes a turn at something done once per `key` across processes, retried from `until` on if it
   * fails: true for the one caller whose turn it is (the flag is unset, or its retry time has come,
   * and it is not `done`). The turn's holder marks it `done` with setFlag, or leaves it to be retried.
   */
  claimTurn(key: string, now: number, until: number): boolean {
    return this.db
      .transaction(() => {
        const value = this.readFlag(key);
        if (value === 'done' || (value !== null && Number(value) > now)) return false;
        this.setFlag(key, String(until));
        return true;
      })
      .immediate();
  }

  setFlag(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  readFlag(key: string): string | null {
    return this.db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value ?? null;
  }

  clearFlag(key: string): void {
    this.db.prepare('DELETE FROM meta WHERE key = ?').run(key);
  }

  close(): void {
    this.db.close();
  }
}
