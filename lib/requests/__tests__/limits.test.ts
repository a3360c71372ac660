/** @jest-environment node */
import { clientAddress, PEER_ADDRESS_HEADER, stampPeerAddress } from '../client-address';
import { createRateLimiter, rateLimitBucket, VOLUME_CAP, volumeCapFrom } from '../limits';

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
  const headers = (peer: string | null, forwarded?: string) =>
    new Headers({ ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}), ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) });

  it('without a proxy (0) is the connection itself, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers('203.0.113.7', '6.6.6.6'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  it('behind nginx or Caddy (1) is the entry the proxy added, not what the client wrote before it', () => {
    expect(clientAddress(headers('127.0.0.1', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('127.0.0.1', '203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('counts back past each trusted proxy (a CDN in front of nginx: 2), and never past the first entry', () => {
    expect(clientAddress(headers('127.0.0.1', '6.6.6.6, 203.0.113.7, 198.51.100.9'), 2)).toBe('203.0.113.7');
    expect(clientAddress(headers('127.0.0.1', '203.0.113.7'), 5)).toBe('203.0.113.7');
  });

  it("is one shared 'unknown' when the server did not stamp the request", () => {
    expect(clientAddress(headers(null, '203.0.113.7'), 1)).toBe('unknown');
  });

  it("is stamped from the socket over any value the client sent in the stamp's header", () => {
    const request = { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } as Record<string, string>, socket: { remoteAddress: '203.0.113.7' } };
    stampPeerAddress(request);
    expect(request.headers[PEER_ADDRESS_HEADER]).toBe('203.0.113.7');
    const unknown = { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } as Record<string, string>, socket: null };
    stampPeerAddress(unknown);
    expect(unknown.headers[PEER_ADDRESS_HEADER]).toBeUndefined();
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

describe('the e-mail caps', () => {
  it('are read from EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY', () => {
    expect(volumeCapFrom({})).toEqual(VOLUME_CAP);
    expect(volumeCapFrom({ EMAIL_RELAY_MAX_PER_HOUR: '5', EMAIL_RELAY_MAX_PER_DAY: '20' })).toEqual({ perHour: 5, perDay: 20 });
  });
});
