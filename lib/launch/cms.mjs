// @ts-check
/**
 * Reads, for the go-live check, the CMS entries that replace sample content:
 * doctors, testimonials, gallery images and the articles' video links. Strapi 5
 * REST answers (flat entries in `data`, `meta.pagination`), parsed with zod.
 */
import { z } from 'zod';

const media = z.union([z.string(), z.object({ url: z.string() }).loose()]).nullish();

const doctor = z.object({ name: z.string(), photo: media }).loose();
const testimonial = z.object({ name: z.string().nullish() }).loose();
/** A text field, plain or one value per language. */
const text = z.union([z.string(), z.record(z.string(), z.string().nullish())]).nullish();
const galleryImage = z.object({ alt: text, image: media, src: z.string().nullish() }).loose();

/** @param {z.infer<typeof text>} value @returns {string | null} */
const plain = (value) =>
  value == null ? null : typeof value === 'string' ? value : Object.values(value).filter(Boolean).join(' / ') || null;
const article = z.object({ slug: z.string().nullish(), videoUrl: z.string().nullish() }).loose();

/** @template {z.ZodType} T @param {T} entry */
const page = (entry) =>
  z.object({
    data: z.array(entry),
    meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number() }).loose() }).loose(),
  });

/** @param {z.infer<typeof media>} value @returns {string | null} */
export function mediaUrl(value) {
  if (!value) return null;
  return typeof value === 'string' ? value : value.url;
}

/**
 * @typedef {object} CmsEntries
 * @property {{ name: string; photo: string | null }[]} doctors
 * @property {{ name: string | null }[]} testimonials
 * @property {{ alt: string | null; image: string | null }[]} galleryImages
 * @property {{ slug: string | null; videoUrl: string | null }[]} articles
 */

/**
 * All pages of one collection.
 * @template {z.ZodType} T
 * @param {string} apiUrl @param {string} collection @param {T} schema @param {string} extra
 * @param {{ token?: string | null; fetch?: typeof fetch; timeoutMs?: number }} options
 * @returns {Promise<z.infer<T>[]>}
 */
async function collect(apiUrl, collection, schema, extra, options) {
  const doFetch = options.fetch ?? fetch;
  /** @type {z.infer<T>[]} */
  const entries = [];
  for (let current = 1; current <= 50; current += 1) {
    const url = `${apiUrl}/api/${collection}?pagination[page]=${current}&pagination[pageSize]=100&populate=*${extra}`;
    const response = await doFetch(url, {
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const body = page(schema).parse(await response.json());
    entries.push(...body.data);
    if (body.meta.pagination.page >= body.meta.pagination.pageCount) break;
  }
  return entries;
}

/**
 * @param {string} apiUrl the CMS origin (CONTENT_API_URL)
 * @param {{ token?: string | null; fetch?: typeof fetch; timeoutMs?: number }} [options]
 * @returns {Promise<CmsEntries>}
 */
export async function fetchCmsEntries(apiUrl, options = {}) {
  const base = apiUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/, '');
  const [doctors, testimonials, galleryImages, articlesTr, articlesEn] = await Promise.all([
    collect(base, 'doctors', doctor, '', options),
    collect(base, 'testimonials', testimonial, '', options),
    collect(base, 'gallery-images', galleryImage, '', options),
    collect(base, 'articles', article, '&locale=tr', options),
    collect(base, 'articles', article, '&locale=en', options),
  ]);
  return {
    doctors: doctors.map((entry) => ({ name: entry.name, photo: mediaUrl(entry.photo) })),
    testimonials: testimonials.map((entry) => ({ name: entry.name ?? null })),
    galleryImages: galleryImages.map((entry) => ({ alt: plain(entry.alt), image: mediaUrl(entry.image) ?? entry.src ?? null })),
    articles: [...articlesTr, ...articlesEn].map((entry) => ({ slug: entry.slug ?? null, videoUrl: entry.videoUrl ?? null })),
  };
}
