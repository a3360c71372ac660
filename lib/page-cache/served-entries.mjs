// @ts-check
/**
 * The page cache's memory: the entries the cache handler (./handler.mjs) last read or
 * stored, as they are served, least recently used out first once their bytes pass the budget
 * (next.config `cacheMaxMemorySize`, 50 MB by default).
 *
 * It stands in for the memory store of Next's file-system cache, which sizes a page by the HTML
 * it stores while the handler serves it with its CSS inside (the home page 105 kB stored, 174 kB
 * served): a budget that counts stored bytes lets the memory grow to 1.7 times what it says. Here a page counts as served: its HTML after the CSS went in, its flight data,
 * its segments. Other entries count as Next counts them (a route's body, a fetch's data).
 */

/**
 * An entry of the page cache, as Next's file-system cache gives and takes it.
 * @typedef {object} CacheEntry
 * @property {import('./good-answers.mjs').CacheValue | null} value
 * @property {number} [lastModified]
 * @property {{ revalidate: number | false, expire?: number }} [cacheControl]
 */

/**
 * Bytes an entry takes, as served.
 * @param {string} key
 * @param {CacheEntry | undefined} entry
 * @returns {number}
 */
export function servedSize(key, entry) {
  const value = entry?.value;
  let size = 25;
  if (!value) size = 25;
  else if (value.kind === 'APP_PAGE' || value.kind === 'PAGES') {
    size = (typeof value.html === 'string' ? value.html.length : 0) + bytes(value.rscData) + (value.postponed?.length ?? 0);
    for (const [segment, buffer] of value.segmentData ?? []) size += segment.length + bytes(buffer);
    if (value.kind === 'PAGES') size += JSON.stringify(value.pageData ?? '').length;
  } else if (value.kind === 'APP_ROUTE') size = bytes(value.body);
  else if (value.kind === 'FETCH') size = JSON.stringify(value.data ?? '').length;
  else if (value.kind === 'REDIRECT') size = JSON.stringify(value.props ?? '').length;
  return key.length + Math.max(1, size);
}

/** @param {{ length: number } | undefined} buffer */
function bytes(buffer) {
  return buffer?.length ?? 0;
}

/**
 * The cache tags of a page's or route's entry, as Next stores them with it.
 * @param {CacheEntry | undefined} entry
 * @returns {string[]}
 */
function cacheTags(entry) {
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * A byte-bounded LRU map of cache entries (`{ value, lastModified, cacheControl }`) by cache key.
 * An entry whose cache tags were revalidated is no longer returned by `get` (the entry is read from
 * disk again, where Next checks its tags) but stays until replaced, for `peek`.
 * @param {number} maxBytes
 */
export function createServedEntries(maxBytes) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  /** @type {Map<string, { entry: CacheEntry, size: number, revalidated?: boolean }>} */
  const entries = new Map();
  let total = 0;

  /** @param {string} key */
  function remove(key) {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    total -= found.size;
  }

  return {
    /**
     * The entry, marked as just used; undefined once its tags were revalidated.
     * @param {string} key
     */
    get(key) {
      const found = entries.get(key);
      if (!found || found.revalidated) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },
    /**
     * The entry, revalidated or not, without marking it used.
     * @param {string} key
     */
    peek(key) {
      return entries.get(key)?.entry;
    },
    /**
     * Marks every entry carrying one of `tags` (its `x-next-cache-tags`) as revalidated.
     * @param {readonly string[]} tags
     */
    revalidate(tags) {
      for (const found of entries.values()) {
        if (cacheTags(found.entry).some((tag) => tags.includes(tag))) found.revalidated = true;
      }
    },
    /**
     * Keeps `entry` (sized as it is now); one larger than the whole budget is not kept.
     * @param {string} key
     * @param {CacheEntry} entry
     */
    set(key, entry) {
      remove(key);
      const size = servedSize(key, entry);
      if (size > maxBytes) return;
      entries.set(key, { entry, size });
      total += size;
      for (const [oldest] of entries) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    /** What it holds now (for tests and load checks). */
    size() {
      return { entries: entries.size, bytes: total };
    },
  };
}

/** @typedef {ReturnType<typeof createServedEntries>} ServedEntries */
