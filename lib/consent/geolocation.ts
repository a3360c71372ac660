import { z } from 'zod';
import { normalizeCountryCode } from './regions';

export const COUNTRY_CACHE_KEY = 'osmanaga_visitor_country';
/** The visitor's country is cached for 24 hours: one geolocation call a day, not one per page. */
export const COUNTRY_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const GEOLOCATION_TIMEOUT_MS = 3000;

/** Services name the field differently: ipapi.co `country_code` / `country`, ip-api.com `countryCode`. */
const geolocationResponseSchema = z.object({
  country_code: z.string().nullish(),
  countryCode: z.string().nullish(),
  country: z.string().nullish(),
});

const cachedCountrySchema = z.object({ country: z.string().length(2), fetchedAt: z.number() });

export function parseCountryResponse(body: unknown): string | null {
  const parsed = geolocationResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { country_code: snake, countryCode: camel, country } = parsed.data;
  return normalizeCountryCode(snake) ?? normalizeCountryCode(camel) ?? normalizeCountryCode(country);
}

interface FetchCountryOptions {
  url: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The visitor's country from the geolocation service, or null on any failure or after the time-out. */
export async function fetchVisitorCountry({
  url,
  fetchImpl,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
}: FetchCountryOptions): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetchImpl ?? fetch)(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    return parseCountryResponse(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

interface CountryStore {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): boolean;
}

interface ResolveCountryOptions extends FetchCountryOptions {
  store: CountryStore;
  now?: () => number;
}

/** The cached country if younger than 24 hours, else a fresh lookup (cached only when it succeeds). */
export async function resolveVisitorCountry({ store, now = Date.now, ...fetchOptions }: ResolveCountryOptions): Promise<string | null> {
  const cached = cachedCountrySchema.safeParse(store.get(COUNTRY_CACHE_KEY));
  if (cached.success && now() - cached.data.fetchedAt >= 0 && now() - cached.data.fetchedAt < COUNTRY_CACHE_TTL_MS) {
    return cached.data.country;
  }
  const country = await fetchVisitorCountry(fetchOptions);
  if (country) store.set(COUNTRY_CACHE_KEY, { country, fetchedAt: now() });
  return country;
}
