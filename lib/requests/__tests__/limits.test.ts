/** @jest-environment node */
import { clientAddress, createRateLimiter, createVolumeCap, rateLimitBucket } from '../relay-limits';

describe('the rate limit per client', () => {
  it('tracks a bounded number of addresses and forgets the oldest first', () => {
    const limit = createRateLimiter({ requests: 1, windowMs: 60_000, maxTrackedClients: 3 });
    for (const client of ['a', 'b', 'c', 'd', 'e']) expect(limit.hit(client, 1000)).toBe(0);
    expect(limit.trackedClients).toBe(3);
    expect(limit.hit('e', 2000)).toBe(59);
    expect(limit.hit('a', 2000)).toBe(0);
    expect(limit.trackedClients).toBe(3);
  });

  it('stays at its bound under a flood of made-up addresses', () => {
    const limit = createRateLimiter();
    for (let i = 0; i < 20_000; i += 1) limit.hit(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limit.trackedClients).toBe(5000);
  });
});

describe('the client address', () => {
  const headers = (value: string) => new Headers({ 'x-forwarded-for': value });

  it('is the entry the nearest proxy added, not what the client wrote before it', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('counts back past each trusted proxy (a CDN in front of nginx: 2)', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7, 198.51.100.9'), 2)).toBe('203.0.113.7');
    expect(clientAddress(headers('203.0.113.7'), 2)).toBe('203.0.113.7');
  });

  it('is one shared "unknown" without the header', () => {
    expect(clientAddress(new Headers(), 1)).toBe('unknown');
  });
});

describe('the rate-limit bucket of an address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['not:an:address:::', 'not:an:address:::'],
  ])('%s → %s', (address, bucket) => {
    expect(rateLimitBucket(address)).toBe(bucket);
  });
});

describe('the overall cap', () => {
  it('counts per hour and per day, each window from its first e-mail, and warns once per window', () => {
    const warn = jest.fn();
    const cap = createVolumeCap({ perHour: 2, perDay: 3 }, warn);
    const hour = 60 * 60 * 1000;
    expect([cap.take(0), cap.take(1), cap.take(2), cap.take(3)]).toEqual([null, null, 'hour', 'hour']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cap.take(hour)).toBeNull();
    expect(cap.take(hour + 1)).toBe('day');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      'send-request: the cap of 3 e-mails per day is reached; requests are refused until 1970-01-02T00:00:00.000Z',
    );
    expect(cap.take(24 * hour)).toBeNull();
  });
});
