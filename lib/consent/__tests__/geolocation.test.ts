import { COUNTRY_CACHE_KEY, COUNTRY_CACHE_TTL_MS, fetchVisitorCountry, parseCountryResponse, resolveVisitorCountry } from '../geolocation';

const URL = 'https://geo.example/json/';

function jsonResponse(body: unknown, ok = true): Response {
  return { ok, json: () => Promise.resolve(body) } as Response;
}

function memoryStore() {
  const values = new Map<string, unknown>();
  return {
    values,
    get: <T>(key: string) => (values.get(key) as T) ?? null,
    set: (key: string, value: unknown) => Boolean(values.set(key, value)),
  };
}

describe('parseCountryResponse', () => {
  it.each([
    [{ country_code: 'TR', country_name: 'Turkey' }, 'TR'],
    [{ countryCode: 'de' }, 'DE'],
    [{ country: 'US' }, 'US'],
    [{ country: 'United States', country_code: 'US' }, 'US'],
    [{ country: 'Germany' }, null],
    [{ error: true, reason: 'RateLimited' }, null],
    [{ country_code: null }, null],
    ['not json', null],
    [null, null],
  ])('reads %j as %p', (body, expected) => {
    expect(parseCountryResponse(body)).toBe(expected);
  });
});

describe('fetchVisitorCountry', () => {
  it('reads the country without credentials or referrer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse({ country_code: 'TR' }));
    await expect(fetchVisitorCountry({ url: URL, fetchImpl })).resolves.toBe('TR');
    expect(fetchImpl).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: 'omit', referrerPolicy: 'no-referrer' }));
  });

  it('returns null on an error status or a network failure', async () => {
    await expect(fetchVisitorCountry({ url: URL, fetchImpl: jest.fn().mockResolvedValue(jsonResponse({}, false)) })).resolves.toBeNull();
    await expect(
      fetchVisitorCountry({ url: URL, fetchImpl: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) }),
    ).resolves.toBeNull();
  });

  it('gives up after 3 seconds', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const result = fetchVisitorCountry({ url: URL, fetchImpl: fetchImpl as unknown as typeof fetch });
    jest.advanceTimersByTime(2999);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toBeNull();
    jest.useRealTimers();
  });
});

describe('resolveVisitorCountry', () => {
  it('caches a found country for 24 hours', async () => {
    const store = memoryStore();
    let now = 1_000_000;
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse({ country_code: 'US' }));
    const resolve = () => resolveVisitorCountry({ store, url: URL, fetchImpl, now: () => now });

    await expect(resolve()).resolves.toBe('US');
    expect(store.get(COUNTRY_CACHE_KEY)).toEqual({ country: 'US', fetchedAt: 1_000_000 });
    now += COUNTRY_CACHE_TTL_MS - 1;
    await expect(resolve()).resolves.toBe('US');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 1;
    await resolve();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure', async () => {
    const store = memoryStore();
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(resolveVisitorCountry({ store, url: URL, fetchImpl })).resolves.toBeNull();
    expect(store.values.size).toBe(0);
  });

  it('ignores a malformed cache entry', async () => {
    const store = memoryStore();
    store.set(COUNTRY_CACHE_KEY, { country: 'Turkey' });
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse({ country_code: 'TR' }));
    await expect(resolveVisitorCountry({ store, url: URL, fetchImpl })).resolves.toBe('TR');
  });
});
