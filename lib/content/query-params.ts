/**
 * Query values come from anyone: arrays, huge strings, script tags. These
 * reduce them to the few values a page can use; anything else is ignored.
 */
type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A category slug: lower-case letters, digits and hyphens, at most 80 characters. */
export function parseCategoryParam(value: QueryValue): string | undefined {
  const raw = first(value)?.trim().toLowerCase();
  return raw && /^[a-z0-9-]{1,80}$/.test(raw) ? raw : undefined;
}

/** A page number from 1 to 10,000; anything else is page 1. */
export function parsePageParam(value: QueryValue): number {
  const raw = first(value)?.trim();
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number.parseInt(raw, 10);
  return page >= 1 && page <= 10_000 ? page : 1;
}
