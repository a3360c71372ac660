import 'server-only';
import type { RequestsConfig } from './config';
import { ALARM_AFTER_MS } from './outbox';
import type { DeliveryJob, RequestStore } from './store';

type ByJob<T> = { clinicEmail: T; confirmation: T; cms: T };
const JOB_NAMES: Record<DeliveryJob, keyof ByJob<unknown>> = { 'clinic-email': 'clinicEmail', 'patient-email': 'confirmation', cms: 'cms' };

/**
 * What /api/health says about the requests, enough for an operator to act on: what waits, since
 * when, and the last failed attempt of each kind in words (the provider's answer, never a request's
 * content or a stack).
 */
export interface RequestsHealth {
  /** `degraded` when the store cannot be opened or a clinic e-mail has waited over an hour. */
  status: 'ok' | 'degraded';
  store: 'ok' | 'unavailable';
  email: 'configured' | 'no EMAILJS_PRIVATE_KEY';
  waiting?: ByJob<number>;
  /** How long the oldest clinic e-mail has waited, in whole minutes, and since when; null when none waits. */
  oldestWaitingMinutes?: number | null;
  oldestWaitingSince?: string | null;
  /** Of each kind still waiting, the latest failed attempt: when, and why in words. */
  lastErrors?: Partial<ByJob<{ at: string; error: string }>>;
}

export function requestsHealth(store: RequestStore | null, config: RequestsConfig, now = Date.now()): RequestsHealth {
  const email = config.emailjs ? 'configured' : 'no EMAILJS_PRIVATE_KEY';
  if (!store) return { status: 'degraded', store: 'unavailable', email };
  try {
    const { pending, oldestPendingClinicEmail: oldest, lastErrors } = store.summary();
    const waited = oldest === null ? null : now - oldest;
    return {
      status: waited !== null && waited >= ALARM_AFTER_MS ? 'degraded' : 'ok',
      store: 'ok',
      email,
      waiting: { clinicEmail: pending['clinic-email'], confirmation: pending['patient-email'], cms: pending.cms },
      oldestWaitingMinutes: waited === null ? null : Math.floor(waited / 60_000),
      oldestWaitingSince: oldest === null ? null : new Date(oldest).toISOString(),
      lastErrors: Object.fromEntries(
        Object.entries(lastErrors).map(([job, { at, error }]) => [
          JOB_NAMES[job as DeliveryJob],
          { at: new Date(at).toISOString(), error },
        ]),
      ),
    };
  } catch {
    return { status: 'degraded', store: 'unavailable', email };
  }
}
