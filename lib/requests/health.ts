import 'server-only';
import type { RequestsConfig } from './config';
import { ALARM_AFTER_MS } from './outbox';
import type { RequestStore } from './store';

/** What /api/health says about the requests: nothing personal, only counts and ages. */
export interface RequestsHealth {
  /** `degraded` when the store cannot be opened or a clinic e-mail has waited over an hour. */
  status: 'ok' | 'degraded';
  store: 'ok' | 'unavailable';
  email: 'configured' | 'no EMAILJS_PRIVATE_KEY';
  waiting?: { clinicEmail: number; confirmation: number; cms: number };
  /** How long the oldest clinic e-mail has waited, in whole minutes; null when none waits. */
  oldestWaitingMinutes?: number | null;
}

export function requestsHealth(store: RequestStore | null, config: RequestsConfig, now = Date.now()): RequestsHealth {
  const email = config.emailjs ? 'configured' : 'no EMAILJS_PRIVATE_KEY';
  if (!store) return { status: 'degraded', store: 'unavailable', email };
  try {
    const { pending, oldestPendingClinicEmail: oldest } = store.summary();
    const waited = oldest === null ? null : now - oldest;
    return {
      status: waited !== null && waited >= ALARM_AFTER_MS ? 'degraded' : 'ok',
      store: 'ok',
      email,
      waiting: { clinicEmail: pending['clinic-email'], confirmation: pending['patient-email'], cms: pending.cms },
      oldestWaitingMinutes: waited === null ? null : Math.floor(waited / 60_000),
    };
  } catch {
    return { status: 'degraded', store: 'unavailable', email };
  }
}
