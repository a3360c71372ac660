import { integer } from '@/lib/config/read-env';

/**
 * How much the site takes and sends: a limit per client on the requests it accepts (an IPv4
 * address, or an IPv6 /64, the block one subscriber gets), which refuses a flooder, and the caps
 * per hour and per day on the e-mails the outbox sends, which protect the EmailJS account's quota
 * by delaying e-mail, never by refusing a patient (docs/requests.md).
 */

export const RATE_LIMIT = { requests: 5, windowMs: 10 * 60 * 1000, maxTrackedClients: 5000 };
/** Defaults of EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY: far above a clinic's day of requests. */
export const VOLUME_CAP = { perHour: 30, perDay: 150 };

type Env = Record<string, string | undefined>;

export interface RateLimiter {
  /** Counts one request from `client`: 0 when it may go, else the seconds until it may. */
  hit(client: string, now: number): number;
  readonly trackedClients: number;
}

/**
 * A fixed window per client, in memory. At most `maxTrackedClients` are kept; the one
 * whose window began longest ago is forgotten first, so a flood of made-up addresses
 * costs memory it cannot grow.
 */
export function createRateLimiter({ requests, windowMs, maxTrackedClients } = RATE_LIMIT): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(client, now) {
      const current = windows.get(client);
      if (current && now - current.start < windowMs) {
        if (current.count >= requests) return Math.max(1, Math.ceil((current.start + windowMs - now) / 1000));
        current.count += 1;
        return 0;
      }
      // Re-inserted so that the map's order stays the order the windows began in.
      windows.delete(client);
      windows.set(client, { start: now, count: 1 });
      for (const oldest of windows.keys()) {
        if (windows.size <= maxTrackedClients) break;
        windows.delete(oldest);
      }
      return 0;
    },
    get trackedClients() {
      return windows.size;
    },
  };
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // An embedded IPv4 tail (`::ffff:192.0.2.1`) becomes its two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const rest = part(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * What the per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 (a
 * home or a phone gets a whole /64, and every address in it is its own to use), an IPv4-mapped
 * IPv6 address as its IPv4. Anything else (`unknown`) is one bucket.
 */
export function rateLimitBucket(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY, or the defaults: how many e-mails the outbox sends (./outbox.ts). */
export function volumeCapFrom(env: Env): { perHour: number; perDay: number } {
  return {
    perHour: integer(env.EMAIL_RELAY_MAX_PER_HOUR, VOLUME_CAP.perHour),
    perDay: integer(env.EMAIL_RELAY_MAX_PER_DAY, VOLUME_CAP.perDay),
  };
}
