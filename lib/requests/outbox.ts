import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DELIVERY_TIMEOUT_MS, type RequestsConfig } from './config';
import type { AttemptResult } from './emailjs';
import { performJob, type JobContext } from './jobs';
import { EMAIL_JOBS, type ClaimedDelivery, type DeliveryJob, type RequestStore } from './store';

/**
 * The outbox: delivers what the store holds (docs/requests.md). It runs in every server process,
 * from the moment the server starts (instrumentation.ts), and takes jobs from the shared store
 * under a lease, so several processes never run one job at once and a process that dies mid-job
 * leaves it to the others when its lease runs out. A failed attempt waits with exponential backoff
 * and jitter; nothing is given up. The caps hold e-mails back for as long as the window needs.
 * A clinic e-mail still undelivered after an hour raises one alarm: a loud log line, a webhook if
 * REQUEST_ALERT_URL is set, and /api/health reports degraded until it has gone.
 */

export const RETRY = { baseMs: 5_000, maxMs: 15 * 60_000 };
/** Longer than one attempt may take (DELIVERY_TIMEOUT_MS), so a lease only runs out on a process that died. */
export const LEASE_MS = 3 * DELIVERY_TIMEOUT_MS;
export const ALARM_AFTER_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The wait before attempt `attempts + 1`: doubling from 5 s up to 15 min, each drawn between half and all of it. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY.maxMs, RETRY.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface OutboxLog {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export interface OutboxOptions {
  store: RequestStore;
  config: RequestsConfig;
  owner?: string;
  now?: () => number;
  random?: () => number;
  perform?: (delivery: ClaimedDelivery, context: JobContext) => Promise<AttemptResult>;
  log?: OutboxLog;
  fetch?: typeof fetch;
  /** How often the store is looked at for work another process added or a retry that fell due. */
  pollMs?: number;
  /** Jobs run at once. */
  batch?: number;
  /**
   * E-mails sent at once by this process: one. A process killed while an e-mail is in flight can
   * send at most that one again (the window EmailJS's lack of an idempotency key leaves open).
   */
  emailBatch?: number;
  timeoutMs?: number;
}

const ALARM_FLAG = 'alarm';

export class Outbox {
  private readonly store: RequestStore;
  private readonly config: RequestsConfig;
  private readonly owner: string;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly perform: NonNullable<OutboxOptions['perform']>;
  private readonly log: OutboxLog;
  private readonly context: JobContext;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly emailBatch: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastPurge = -Infinity;
  private capNoticeUntil = -Infinity;

  constructor(options: OutboxOptions) {
    this.store = options.store;
    this.config = options.config;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.perform = options.perform ?? performJob;
    this.log = options.log ?? { info: console.log, warn: console.warn, error: console.error };
    this.pollMs = options.pollMs ?? 2_000;
    this.batch = options.batch ?? 4;
    this.emailBatch = options.emailBatch ?? 1;
    this.context = {
      config: this.config,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      fetch: options.fetch,
    };
  }

  /** The jobs this process can do with its configuration. */
  get jobs(): DeliveryJob[] {
    return [...(this.config.emailjs ? EMAIL_JOBS : []), ...(this.config.cms ? (['cms'] as const) : [])];
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.config.emailjs) {
      this.log.warn(
        'requests: EMAILJS_PRIVATE_KEY is not set: requests are stored and wait for it (`npm run requests` lists them; docs/requests.md)',
      );
    }
    this.wake();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** Runs at once (a request was just stored), or as soon as the current round ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.schedule();
    });
  }

  private schedule(): void {
    const due = this.store.nextDue(this.jobs);
    const wait = due === null ? this.pollMs : Math.min(this.pollMs, Math.max(0, due - this.now()));
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    try {
      this.housekeeping();
      while (!this.stopped && (await this.runOnce()) > 0);
    } catch (error) {
      // The store itself failed (disk full, a broken file): said loudly, tried again at the next round.
      this.log.error(`requests: the outbox could not read the store: ${(error as Error).message}`);
    }
  }

  /** One batch: claims what is due and runs it; returns how many jobs ran. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = this.store.claim({
      now,
      owner: this.owner,
      leaseMs: LEASE_MS,
      limit: this.batch,
      emailLimit: this.emailBatch,
      jobs: this.jobs,
      caps: this.config.caps,
    });
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    if (claimed.length < this.batch) this.noticeCap(this.now());
    return claimed.length;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const { request, job } = delivery;
    let result: AttemptResult;
    try {
      result = await this.perform(delivery, this.context);
    } catch (error) {
      result = { ok: false, error: (error as Error).message };
    }
    // Marked at once: the time between the provider's acceptance and this line is the one window in
    // which a process killed there sends the e-mail again on the next attempt (docs/requests.md).
    if (result.ok) {
      this.store.complete(request.id, job, this.now(), delivery.cms?.report);
      return;
    }
    const wait = retryDelay(delivery.attempts + 1, this.random);
    const now = this.now();
    this.store.retry(request.id, job, now, now + wait, result.error);
    this.log.warn(
      `requests: ${request.reference} ${job} attempt ${delivery.attempts + 1} failed (${result.error}); next attempt in ${Math.round(wait / 1000)} s`,
    );
  }

  /** Says once per hour that the cap holds e-mails back (they wait, none is refused). */
  private noticeCap(now: number): void {
    if (!this.config.emailjs || now < this.capNoticeUntil) return;
    const { perHour, perDay } = this.config.caps;
    const hour = this.store.emailsSince(now - 60 * 60_000, now);
    const day = this.store.emailsSince(now - DAY_MS, now);
    if (hour < perHour && day < perDay) return;
    const waiting = this.store.summary().pending;
    if (waiting['clinic-email'] + waiting['patient-email'] === 0) return;
    this.capNoticeUntil = now + 60 * 60_000;
    const which = hour >= perHour ? `${perHour} e-mails per hour` : `${perDay} e-mails per day`;
    this.log.warn(`requests: the cap of ${which} is reached; ${waiting['clinic-email']} clinic e-mails wait and go as the window allows`);
  }

  private housekeeping(): void {
    const now = this.now();
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      const before = now - this.config.retentionDays * DAY_MS;
      const purged = this.store.purge(before);
      if (purged > 0) {
        this.log.info(
          `requests: purged ${purged} request(s) received before ${new Date(before).toISOString()} (REQUEST_RETENTION_DAYS=${this.config.retentionDays})`,
        );
      }
    }
    this.checkAlarm(now);
  }

  /** One alarm per outage, across processes: the first process to see it claims it in the store. */
  private checkAlarm(now: number): void {
    const { oldestPendingClinicEmail: oldest, pending } = this.store.summary();
    if (oldest === null || now - oldest < ALARM_AFTER_MS) {
      if (this.store.readFlag(ALARM_FLAG) !== null) {
        this.store.clearFlag(ALARM_FLAG);
        this.log.info('requests: every clinic e-mail waiting over an hour has gone; the alarm is over');
      }
      return;
    }
    if (!this.store.claimFlag(ALARM_FLAG, new Date(now).toISOString())) return;
    const since = new Date(oldest).toISOString();
    const reason = this.config.emailjs ? 'delivery keeps failing' : 'EMAILJS_PRIVATE_KEY is not set';
    this.log.error(
      `requests: ALARM: ${pending['clinic-email']} request(s) have not reached the clinic's e-mail, the oldest since ${since} (${reason}). They are kept; \`npm run requests\` lists them.`,
    );
    if (this.config.alertUrl) void this.sendAlert(this.config.alertUrl, pending['clinic-email'], since, reason);
  }

  private async sendAlert(url: string, waiting: number, since: string, reason: string): Promise<void> {
    const text = `Web site requests are not reaching the clinic's e-mail: ${waiting} waiting, the oldest since ${since} (${reason}). They are kept on the server; run \`npm run requests\` there to read them.`;
    try {
      const response = await (this.context.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, waiting, since, reason }),
        signal: AbortSignal.timeout(this.context.timeoutMs),
      });
      if (!response.ok) this.log.error(`requests: the alarm's webhook answered ${response.status}`);
    } catch {
      this.log.error("requests: the alarm's webhook could not be reached");
    }
  }
}
