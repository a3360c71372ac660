import { integer } from '@/lib/config/read-env';

/**
 * How much the relay (./relay.ts) sends: a limit per client (an IPv4 address, or an IPv6 /64,
 * the block one subscriber gets) and an overall cap per hour and per day that protects the
 * EmailJS account's quota, so that a flood from many addresses cannot use it up (docs/security.md).
 */

export const RATE_LIMIT = { requests: 5, windowMs: 10 * 60 * 1000, maxTrackedClients: 5000 };
/** Defaults of EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY: far above a clinic's day of requests. */
export const VOLUME_CAP = { perHour: 30, perDay: 150 };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * The visitor's address as the nearest trusted proxy saw it. Each proxy that appends to
 * X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`) adds the address it was reached
 * from, so with `proxyHops` proxies in front the client is that many entries from the end;
 * what the client wrote itself stands further left and is ignored. Without a proxy, Next
 * fills the header with the socket's address when the request has none.
 */
export function clientAddress(headers: Headers, proxyHops: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - Math.max(1, proxyHops))] ?? 'unknown';
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

export interface VolumeCap {
  /**
   * Counts one e-mail about to be sent: null when it may go, else the cap it would exceed. The
   * first refusal in a window logs one warning for the operator; the rest are silent.
   */
  take(now: number): 'hour' | 'day' | null;
}

/** EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY, or the defaults. */
export function volumeCapFrom(env: Env): { perHour: number; perDay: number } {
  return {
    perHour: integer(env.EMAIL_RELAY_MAX_PER_HOUR, VOLUME_CAP.perHour),
    perDay: integer(env.EMAIL_RELAY_MAX_PER_DAY, VOLUME_CAP.perDay),
  };
}

/** Fixed windows of an hour and a day, each starting with its first e-mail. */
export function createVolumeCap(
  { perHour, perDay } = VOLUME_CAP,
  warn: (message: string) => void = (message) => console.warn(message),
): VolumeCap {
  const windows = [
    { name: 'hour' as const, length: HOUR_MS, limit: perHour, start: -Infinity, count: 0, warned: false },
    { name: 'day' as const, length: DAY_MS, limit: perDay, start: -Infinity, count: 0, warned: false },
  ];
  return {
    take(now) {
      for (const window of windows) {
        if (now - window.start >= window.length) Object.assign(window, { start: now, count: 0, warned: false });
      }
      const full = windows.find((window) => window.count >= window.limit);
      if (full) {
        if (!full.warned) {
          full.warned = true;
          const until = new Date(full.start + full.length).toISOString();
          warn(`send-request: the cap of ${full.limit} e-mails per ${full.name} is reached; requests are refused until ${until}`);
        }
        return full.name;
      }
      for (const window of windows) window.count += 1;
      return null;
    },
  };
}
