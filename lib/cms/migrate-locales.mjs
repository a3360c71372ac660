/**
 * Moving a CMS from the `…En` field pairs to Strapi's own i18n (issue 47), in two steps around the
 * deploy of the new schema (docs/content.md, "Migrating an existing CMS"):
 *
 * 1. `exportEnglish`, against the CMS still on the old schema: every entry of the five types that
 *    had `…En` fields, with its English copy, the shared fields and the related documents, read
 *    through the REST API (the site's read-only token is enough) into one JSON file;
 * 2. `applyEnglish`, against the CMS on the new schema (the old entries are now its Turkish
 *    versions): for each exported entry that carries English copy, its English version is created
 *    or updated (`PUT /api/<type>/<documentId>?locale=en`, published), linked to the English
 *    versions of its category, reviewer and treatments where those exist.
 *
 * Both are idempotent: an export can be taken again, and applying the same file twice writes the
 * same English versions. An entry whose required English copy is missing (a treatment without
 * `titleEn`, a testimonial without `commentEn`, a picture without `altEn`, a category without
 * `nameEn`) gets no English version: the site then shows its Turkish version whole, never a Turkish
 * title over English text. The report names them.
 */

/** The types that had `…En` fields: what moves into each English version, and what it shares with the Turkish one. */
export const MIGRATED_TYPES = [
  {
    type: 'treatment-categories',
    english: { name: 'nameEn' },
    required: ['name'],
    shared: ['identifier'],
  },
  {
    type: 'doctors',
    english: {
      title: 'titleEn',
      specialty: 'specialtyEn',
      bio: 'bioEn',
      education: 'educationEn',
      specialties: 'specialtiesEn',
      certificates: 'certificatesEn',
    },
    required: [],
    shared: ['name', 'slug', 'languages', 'order'],
    media: ['photo'],
  },
  {
    type: 'testimonials',
    english: { treatment: 'treatmentEn', comment: 'commentEn' },
    required: ['comment'],
    shared: ['name', 'rating', 'enabled', 'order'],
  },
  {
    type: 'gallery-images',
    english: { alt: 'altEn', caption: 'captionEn' },
    required: ['alt'],
    shared: ['order'],
    media: ['image'],
  },
  {
    type: 'treatments',
    english: { title: 'titleEn', shortDesc: 'shortDescEn', tblocks: 'tblocksEn' },
    required: ['title'],
    shared: ['slug', 'imageUrl'],
    media: ['heroImage'],
    // Kept with the English version: who reviewed the page and when (the English version names the same dentist).
    copied: ['lastReviewed'],
    relations: { treatmentCategory: 'treatment-categories', reviewer: 'doctors' },
  },
];

/** Linked once every English version exists (doctors ↔ treatments point at each other). */
const LATE_RELATIONS = { doctors: { treatments: 'treatments' } };

const isEmpty = (value) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Dynamic-zone entries without Strapi's ids (the English version gets its own components). */
const withoutIds = (value) => (Array.isArray(value) ? value.map(({ id: _id, ...rest }) => rest) : value);

function client({ url, token, fetch: fetcher = fetch }) {
  const base = url.replace(/\/+$/, '');
  return async function call(method, path, body) {
    const response = await fetcher(`${base}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** Every entry of a type in one locale, page by page. */
async function readAll(call, type, locale) {
  const entries = [];
  for (let page = 1; ; page += 1) {
    const query = `?populate=*&pagination[pageSize]=100&pagination[page]=${page}${locale ? `&locale=${locale}` : ''}`;
    const body = await call('GET', `/${type}${query}`);
    entries.push(...(body?.data ?? []));
    if (page >= (body?.meta?.pagination?.pageCount ?? 1)) return entries;
  }
}

/** Step 1: the English copy of every entry, from a CMS on the old schema. */
export async function exportEnglish({ url, token, fetch: fetcher }) {
  const call = client({ url, token, fetch: fetcher });
  const types = {};
  for (const spec of MIGRATED_TYPES) {
    const entries = await readAll(call, spec.type);
    types[spec.type] = entries.map((entry) => ({
      documentId: entry.documentId,
      english: Object.fromEntries(Object.entries(spec.english).map(([field, source]) => [field, withoutIds(entry[source] ?? null)])),
      shared: Object.fromEntries([...spec.shared, ...(spec.copied ?? [])].map((field) => [field, entry[field] ?? null])),
      media: Object.fromEntries((spec.media ?? []).map((field) => [field, entry[field]?.id ?? null])),
      relations: Object.fromEntries(
        Object.keys({ ...spec.relations, ...LATE_RELATIONS[spec.type] }).map((field) => {
          const value = entry[field];
          const ids = (Array.isArray(value) ? value : value ? [value] : []).map((related) => related.documentId);
          return [field, ids];
        }),
      ),
    }));
  }
  return { format: 'osmanaga-cms-english/1', exportedAt: new Date().toISOString(), source: url, types };
}

/** Whether an exported entry has English copy to move, and all that its English version needs. */
function englishOf(spec, entry) {
  const present = Object.entries(entry.english).filter(([, value]) => !isEmpty(value));
  if (present.length === 0) return { skip: 'no English copy' };
  const missing = spec.required.filter((field) => isEmpty(entry.english[field]));
  if (missing.length > 0) return { skip: `no English ${missing.join(', ')}: its Turkish version is shown whole` };
  return { data: Object.fromEntries(present) };
}

/** Step 2: the English versions, written into a CMS on the new schema. */
export async function applyEnglish(exported, { url, token, fetch: fetcher, log = () => {} }) {
  if (exported?.format !== 'osmanaga-cms-english/1') throw new Error('not an export of npm run cms:migrate-locales -- export');
  const call = client({ url, token, fetch: fetcher });
  const report = { written: {}, skipped: [] };
  /** Documents that have an English version, per type: those there already and those written now. */
  const english = {};
  for (const spec of MIGRATED_TYPES) {
    english[spec.type] = new Set((await readAll(call, spec.type, 'en')).map((entry) => entry.documentId));
  }
  const linkable = (type, ids) => ids.filter((id) => english[type].has(id));

  for (const spec of MIGRATED_TYPES) {
    report.written[spec.type] = 0;
    for (const entry of exported.types[spec.type] ?? []) {
      const english_ = englishOf(spec, entry);
      if (english_.skip) {
        if (english_.skip !== 'no English copy') report.skipped.push(`${spec.type} ${entry.documentId}: ${english_.skip}`);
        continue;
      }
      const relations = Object.fromEntries(
        Object.entries(spec.relations ?? {}).map(([field, type]) => [field, linkable(type, entry.relations[field] ?? [])[0] ?? null]),
      );
      const data = { ...entry.shared, ...entry.media, ...relations, ...english_.data };
      await call('PUT', `/${spec.type}/${entry.documentId}?locale=en`, { data });
      english[spec.type].add(entry.documentId);
      report.written[spec.type] += 1;
      log(`${spec.type} ${entry.documentId}: English version written`);
    }
  }
  for (const [type, fields] of Object.entries(LATE_RELATIONS)) {
    const spec = MIGRATED_TYPES.find((candidate) => candidate.type === type);
    for (const entry of exported.types[type] ?? []) {
      if (!english[type].has(entry.documentId) || englishOf(spec, entry).skip) continue;
      const data = Object.fromEntries(
        Object.entries(fields).map(([field, target]) => [field, linkable(target, entry.relations[field] ?? [])]),
      );
      await call('PUT', `/${type}/${entry.documentId}?locale=en`, { data });
    }
  }
  return report;
}
