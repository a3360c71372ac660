/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { RequestStore, type NewRequest } from '../store';
import { tempStore } from './helpers';

const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const HOUR = 60 * 60 * 1000;
const CAPS = { perHour: 1000, perDay: 1000 };

function request(overrides: Partial<NewRequest> = {}): NewRequest {
  return {
    formId: 'treatment-callback',
    locale: 'tr',
    fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' },
    pageUrl: 'http://localhost:3000/tedavi/implant',
    receivedAt: T0,
    spam: false,
    jobs: ['clinic-email'],
    ...overrides,
  };
}

let temp: ReturnType<typeof tempStore>;
beforeEach(() => {
  temp = tempStore();
});
afterEach(() => temp.cleanup());

describe('the request store', () => {
  it('keeps what it acknowledged through a kill -9 of the process that wrote it', () => {
    // A child process stores a request, prints its reference, and dies by SIGKILL before closing anything.
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(process.argv[1]);
      db.pragma('journal_mode = WAL'); db.pragma('synchronous = FULL');
      db.prepare("INSERT INTO requests (reference, form, locale, fields, page_url, received_at) VALUES ('OSM-KILL-ED', 'appointment', 'tr', '{}', '', 1)").run();
      process.stdout.write('stored');
      process.kill(process.pid, 'SIGKILL');`;
    const child = spawnSync(process.execPath, ['-e', script, temp.file], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).toBe('stored');
    const reopened = new RequestStore(temp.file);
    expect(reopened.list().map((stored) => stored.reference)).toContain('OSM-KILL-ED');
    reopened.close();
  });

  it('gives every request its own reference, drawing again on a collision', () => {
    const draws = ['OSM-AAAA-AA', 'OSM-AAAA-AA', 'OSM-AAAA-AA', 'OSM-CCCC-CC'];
    const store = new RequestStore(temp.file, () => draws.shift()!);
    expect(store.add(request()).reference).toBe('OSM-AAAA-AA');
    expect(store.add(request()).reference).toBe('OSM-CCCC-CC');
    expect(store.list()).toHaveLength(2);
    store.close();
  });

  it('recognises a retry by its client key within a day; after that the key names a new request', () => {
    const { store } = temp;
    const first = store.add(request({ clientKey: 'K7P4-D2XQ-9M3B' }));
    expect(store.add(request({ clientKey: 'K7P4-D2XQ-9M3B', receivedAt: T0 + HOUR }))).toEqual({
      reference: first.reference,
      created: false,
    });
    const later = store.add(request({ clientKey: 'K7P4-D2XQ-9M3B', receivedAt: T0 + 25 * HOUR }));
    expect(later.created).toBe(true);
    expect(later.reference).not.toBe(first.reference);
    expect(store.list()).toHaveLength(2);
  });

  it('leases a due job to one process only, and to another once the lease ran out', () => {
    const other = new RequestStore(temp.file);
    temp.store.add(request());
    const claim = (store: RequestStore, owner: string, now: number) =>
      store.claim({ now, owner, leaseMs: 30_000, limit: 10, jobs: ['clinic-email'], caps: CAPS });
    expect(claim(temp.store, 'a', T0)).toHaveLength(1);
    expect(claim(other, 'b', T0 + 1000)).toHaveLength(0);
    expect(claim(other, 'b', T0 + 30_000)).toHaveLength(1);
    other.close();
  });

  it('takes clinic e-mails first, then the CMS, then confirmations, oldest first', () => {
    const { store } = temp;
    store.add(request({ jobs: ['patient-email', 'cms'] }));
    store.add(request({ receivedAt: T0 - 1000, jobs: ['clinic-email'] }));
    store.add(request({ jobs: ['clinic-email'] }));
    const claimed = store.claim({
      now: T0,
      owner: 'a',
      leaseMs: 1000,
      limit: 10,
      jobs: ['clinic-email', 'patient-email', 'cms'],
      caps: CAPS,
    });
    expect(claimed.map(({ job, request: stored }) => [job, stored.receivedAt])).toEqual([
      ['clinic-email', T0 - 1000],
      ['clinic-email', T0],
      ['cms', T0],
      ['patient-email', T0],
    ]);
  });

  it('holds e-mails back at the caps, counting those sent and those in flight; a CMS entry waits only for an e-mail in flight', () => {
    const { store } = temp;
    for (let i = 0; i < 4; i += 1) store.add(request({ receivedAt: T0 + i, jobs: ['clinic-email', 'cms'] }));
    const options = { owner: 'a', leaseMs: 30_000, limit: 10, jobs: ['clinic-email', 'cms'] as const, caps: { perHour: 2, perDay: 3 } };
    const first = store.claim({ ...options, now: T0 + 10 });
    expect(first.map(({ job, request: stored }) => [job, stored.receivedAt])).toEqual([
      ['clinic-email', T0],
      ['clinic-email', T0 + 1],
      ['cms', T0 + 2],
      ['cms', T0 + 3],
    ]);
    for (const { request: stored, job } of first) store.complete(stored.id, job, T0);
    const filed = store.claim({ ...options, now: T0 + 1000 });
    expect(filed.map(({ job }) => job)).toEqual(['cms', 'cms']);
    for (const { request: stored, job } of filed) store.complete(stored.id, job, T0 + 1000);
    expect(store.claim({ ...options, now: T0 + 2000 })).toEqual([]);
    // An hour on, the day's cap (3) leaves room for one.
    expect(store.claim({ ...options, now: T0 + HOUR + 1 }).map(({ job }) => job)).toEqual(['clinic-email']);
  });

  it('takes at most `emailLimit` e-mails in one claim, and other jobs beside them', () => {
    const { store } = temp;
    for (let i = 0; i < 3; i += 1) store.add(request({ receivedAt: T0 + i, jobs: ['clinic-email', 'cms'] }));
    const claimed = store.claim({
      now: T0 + 10,
      owner: 'a',
      leaseMs: 1000,
      limit: 4,
      emailLimit: 1,
      jobs: ['clinic-email', 'cms'],
      caps: CAPS,
    });
    expect(claimed.map(({ job, request: stored }) => [job, stored.receivedAt])).toEqual([
      ['clinic-email', T0],
      ['cms', T0 + 1],
      ['cms', T0 + 2],
    ]);
  });

  it('waits a failed job until its next attempt, and counts the attempts', () => {
    const { store } = temp;
    store.add(request());
    const [job] = store.claim({ now: T0, owner: 'a', leaseMs: 30_000, limit: 1, jobs: ['clinic-email'], caps: CAPS });
    store.retry(job!.request.id, 'clinic-email', T0 + 5, T0 + 10_000, 'EmailJS answered 500 Internal error');
    expect(store.nextDue(['clinic-email'])).toBe(T0 + 10_000);
    expect(store.claim({ now: T0 + 9_999, owner: 'a', leaseMs: 30_000, limit: 1, jobs: ['clinic-email'], caps: CAPS })).toEqual([]);
    const [again] = store.claim({ now: T0 + 10_000, owner: 'a', leaseMs: 30_000, limit: 1, jobs: ['clinic-email'], caps: CAPS });
    expect(again?.attempts).toBe(1);
    expect(store.list()[0]?.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastAttemptAt: T0 + 5,
      lastError: 'EmailJS answered 500 Internal error',
    });
  });

  it("reports where a request's e-mails stand to its CMS entry once per change, the latest when an e-mail moved on meanwhile", () => {
    const { store } = temp;
    store.add(request({ fields: { phone: '1', email: 'a@example.com' }, jobs: ['clinic-email', 'patient-email', 'cms'] }));
    const claim = (now: number, jobs: ('clinic-email' | 'patient-email' | 'cms')[]) =>
      store.claim({ now, owner: 'a', leaseMs: 30_000, limit: 5, jobs, caps: CAPS });
    const waiting = { status: 'waiting', at: null };

    const [filing] = claim(T0, ['cms']);
    expect(filing?.cms).toEqual({ filed: false, report: { clinicEmail: waiting, confirmation: waiting } });
    store.complete(filing!.request.id, 'cms', T0 + 1, filing!.cms!.report);
    expect(claim(T0 + 2, ['cms'])).toEqual([]);

    // The clinic's e-mail fails an attempt: the filed entry is due again, with "retrying" and the attempt's time.
    const [email] = claim(T0 + 10, ['clinic-email']);
    store.retry(email!.request.id, 'clinic-email', T0 + 11, T0 + 5_000, 'EmailJS answered 500 Internal error');
    const [retrying] = claim(T0 + 12, ['cms']);
    expect(retrying?.cms).toEqual({ filed: true, report: { clinicEmail: { status: 'retrying', at: T0 + 11 }, confirmation: waiting } });

    // Delivered while that report is on its way: the entry is due once more, with the latest.
    const [again] = claim(T0 + 5_000, ['clinic-email']);
    store.complete(again!.request.id, 'clinic-email', T0 + 5_001);
    store.complete(retrying!.request.id, 'cms', T0 + 5_002, retrying!.cms!.report);
    const [delivered] = claim(T0 + 5_003, ['cms']);
    expect(delivered?.cms?.report).toEqual({ clinicEmail: { status: 'delivered', at: T0 + 5_001 }, confirmation: waiting });
    store.complete(delivered!.request.id, 'cms', T0 + 5_004, delivered!.cms!.report);
    expect(claim(T0 + 5_005, ['cms'])).toEqual([]);
    expect(store.list()[0]?.deliveries.find(({ job }) => job === 'cms')).toMatchObject({ state: 'sent', doneAt: T0 + 1 });
  });

  it('reports "none" for an e-mail a request does not have: spam, or no address for a confirmation', () => {
    const { store } = temp;
    store.add(request({ spam: true, jobs: ['cms'] }));
    const [spam] = store.claim({ now: T0, owner: 'a', leaseMs: 1000, limit: 1, jobs: ['cms'], caps: CAPS });
    expect(spam?.cms?.report).toEqual({ clinicEmail: { status: 'none', at: null }, confirmation: { status: 'none', at: null } });
  });

  it('adds the columns a store made by an earlier version lacks, keeping its requests', () => {
    const { file } = temp;
    temp.store.close();
    const old = new Database(file);
    old.exec(`DROP TABLE deliveries;
      CREATE TABLE deliveries (request_id INTEGER NOT NULL, job TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, lease_owner TEXT, lease_until INTEGER,
        last_error TEXT, done_at INTEGER, PRIMARY KEY (request_id, job));
      INSERT INTO requests (reference, form, locale, fields, page_url, received_at) VALUES ('OSM-OLDS-TR', 'appointment', 'tr', '{}', '', 1);
      INSERT INTO deliveries (request_id, job, next_attempt_at) VALUES (1, 'clinic-email', 1);`);
    old.close();
    temp.store = new RequestStore(file);
    expect(temp.store.list()[0]).toMatchObject({
      reference: 'OSM-OLDS-TR',
      deliveries: [{ job: 'clinic-email', state: 'pending', lastAttemptAt: null }],
    });
  });

  it('sums up what waits, for the health endpoint and the launch check', () => {
    const { store } = temp;
    store.add(request({ jobs: ['clinic-email', 'patient-email'] }));
    store.add(request({ receivedAt: T0 + 5, jobs: ['clinic-email'] }));
    store.add(request({ spam: true, jobs: [] }));
    expect(store.summary()).toEqual({
      requests: 3,
      spam: 1,
      pending: { 'clinic-email': 2, 'patient-email': 1, cms: 0 },
      oldestPendingClinicEmail: T0,
      lastErrors: {},
    });
    // The latest failed attempt among the clinic e-mails still waiting, in words.
    const claim = () => store.claim({ now: T0 + 10, owner: 'a', leaseMs: 1000, limit: 1, jobs: ['clinic-email'], caps: CAPS })[0]!;
    const first = claim();
    store.retry(first.request.id, 'clinic-email', T0 + 10, T0 + 20, 'EmailJS answered 500 Internal error');
    const second = claim();
    store.retry(second.request.id, 'clinic-email', T0 + 11, T0 + 20, 'no answer from EmailJS in time');
    expect(store.summary().lastErrors).toEqual({ 'clinic-email': { error: 'no answer from EmailJS in time', at: T0 + 11 } });
  });

  it('purges the requests received before a moment, with their jobs', () => {
    const { store } = temp;
    store.add(request({ receivedAt: T0 - 181 * 24 * HOUR }));
    store.add(request());
    expect(store.purge(T0 - 180 * 24 * HOUR)).toBe(1);
    expect(store.list()).toHaveLength(1);
    expect(store.summary().pending['clinic-email']).toBe(1);
  });
});
