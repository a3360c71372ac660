import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sendAlarmEmail, sendAlarmWebhook, type Alarm } from './alarm';
import { DELIVERY_TIMEOUT_MS, type EmailJsAccount, type RequestsConfig } from './config';
import type { AttemptResult } from './emailjs';
import { performJob, type JobContext } from './jobs';
import { EMAIL_JOBS, type ClaimedDelivery, type DeliveryJob, type RequestStore } from './store';

/**
 * The outbox: delivers what the store holds (docs/requests.md). It runs in every server process,
 * from the moment the server starts (instrumentation.ts), and takes jobs from the shared store
 * under a lease, so several processes never run one job at once and a process that dies mid-job
 * leaves it to the others when its lease runs out. A failed attempt waits with exponential backoff
 * and jitter; nothing is given up. The caps hold e-mails back for as long as the window needs.
 * A clinic e-mail still undelivered after an hour raises one alarm (./alarm.ts): a loud log line, a
 * webhook if REQUEST_ALERT_URL is set, an e-mail to staff through EmailJS's alarm template, and
 * /api/health reports degraded until it has gone.
 */

export const RETRY = { baseMs: 5_000, maxMs: 15 * 60_000 };
/** Longer than one attempt may take (DELIVERY_TIMEOUT_MS), so a lease only runs out on a process that died. */
export const LEASE_MS = 3 * DELIVERY_TIMEOUT_MS;
export const ALARM_AFTER_MS = 60 * 60_000;
/** How long a failed alarm e-mail waits before the next try (once it has gone, no other goes until the next outage). */
export const ALARM_EMAIL_RETRY_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const PURGE_EVERY_MS = HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

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
const ALARM_EMAIL_FLAG = 'alarm-email';

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

  /** The cap that holds e-mails back now, in words, or null while there is room. */
  private capReached(now: number): string | null {
    const { perHour, perDay } = this.config.caps;
    if (this.store.emailsSince(now - HOUR_MS, now) >= perHour) return `the cap of ${perHour} e-mails per hour`;
    if (this.store.emailsSince(now - DAY_MS, now) >= perDay) return `the cap of ${perDay} e-mails per day`;
    return null;
  }

  /** Says once per hour that the cap holds e-mails back (they wait, none is refused). */
  private noticeCap(now: number): void {
    if (!this.config.emailjs || now < this.capNoticeUntil) return;
    const cap = this.capReached(now);
    if (!cap) return;
    const waiting = this.store.summary().pending;
    if (waiting['clinic-email'] + waiting['patient-email'] === 0) return;
    this.capNoticeUntil = now + HOUR_MS;
    this.log.warn(`requests: ${cap} is reached; ${waiting['clinic-email']} clinic e-mails wait and go as the window allows`);
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

  /**
   * One alarm per outage, across processes: the first process to see it claims it in the store,
   * logs it and calls the webhook. The alarm e-mail is tried by whichever process's turn it is,
   * again every 15 minutes until it has gone or the outage is over.
   */
  private checkAlarm(now: number): void {
    const summary = this.store.summary();
    const { oldestPendingClinicEmail: oldest, pending } = summary;
    if (oldest === null || now - oldest < ALARM_AFTER_MS) {
      if (this.store.readFlag(ALARM_FLAG) !== null) {
        this.store.clearFlag(ALARM_FLAG);
        this.store.clearFlag(ALARM_EMAIL_FLAG);
        this.log.info('requests: every clinic e-mail waiting over an hour has gone; the alarm is over');
      }
      return;
    }
    const reason = this.alarmReason(summary.lastErrors['clinic-email']?.error, now);
    const alarm: Alarm = { waiting: pending['clinic-email'], since: new Date(oldest).toISOString(), reason };
    if (this.store.claimFlag(ALARM_FLAG, new Date(now).toISOString())) {
      this.log.error(
        `requests: ALARM: ${alarm.waiting} request(s) have not reached the clinic's e-mail, the oldest since ${alarm.since} (${reason}). They are kept; \`npm run requests\` lists them.`,
      );
      if (this.config.alertUrl) {
        void sendAlarmWebhook(this.config.alertUrl, alarm, this.context).then((error) => error && this.log.error(`requests: ${error}`));
      }
    }
    const account = this.config.emailjs;
    if (account && this.store.claimTurn(ALARM_EMAIL_FLAG, now, now + ALARM_EMAIL_RETRY_MS)) void this.sendAlarmEmail(account, alarm);
  }

  /** Why the clinic's e-mails wait, in words: no key, the last attempt's error, or the cap that holds them back. */
  private alarmReason(lastError: string | undefined, now: number): string {
    if (!this.config.emailjs) return 'EMAILJS_PRIVATE_KEY is not set';
    if (lastError) return lastError;
    const cap = this.capReached(now);
    return cap ? `${cap} holds them back` : 'delivery keeps failing';
  }

  private async sendAlarmEmail(account: EmailJsAccount, alarm: Alarm): Promise<void> {
    const result = await sendAlarmEmail(account, alarm, this.config, this.context);
    if (result.ok) {
      this.store.setFlag(ALARM_EMAIL_FLAG, 'done');
      this.log.info(`requests: the alarm e-mail went to staff (EmailJS template ${account.alarm.templateId})`);
      return;
    }
    const other = this.config.alertUrl
      ? 'the webhook (REQUEST_ALERT_URL) was called'
      : 'set REQUEST_ALERT_URL for a way that does not depend on EmailJS';
    this.log.error(`requests: the alarm e-mail could not be sent (${result.error}); tried again in 15 min; ${other}`);
  }
}
