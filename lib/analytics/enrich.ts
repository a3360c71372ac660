import type { EventProperties } from './types';

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface EnrichmentContext {
  /** The page's query string, e.g. `?utm_source=google`. */
  search: string;
  referrer: string;
  timestamp: number;
}

/** The fields every event carries besides the caller's: UTM parameters, referrer, timestamp. */
export function enrichmentFields({ search, referrer, timestamp }: EnrichmentContext): EventProperties {
  const query = new URLSearchParams(search);
  const fields: EventProperties = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name);
    fields[name] = value && value.trim() !== '' ? value : null;
  }
  fields.referrer = referrer.trim() !== '' ? referrer : null;
  fields.timestamp = timestamp;
  return fields;
}

/** A key that is the same for equal properties whatever their order. */
export function stableKey(name: string, properties: EventProperties): string {
  const normalise = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(normalise);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  try {
    return `${name}|${JSON.stringify(normalise(properties))}`;
  } catch {
    return `${name}|${String(properties)}`;
  }
}
