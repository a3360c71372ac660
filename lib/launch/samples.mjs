// @ts-check
/**
 * The sample content the project ships for demos and tests, as the go-live check
 * compares against it. Each reader is one small function, so moving the samples
 * (for example into `content/doctors.json`) changes one place.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root @param {string} file */
function readJson(root, file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * The languages of i18n/languages.json: each has its messages file, with the same samples.
 * @param {string} root @returns {string[]}
 */
function languageCodes(root) {
  return readJson(root, 'i18n/languages.json').languages.map((/** @type {{ code: string }} */ language) => language.code);
}

/**
 * Entries of a content file (`content/x.json`) when it exists, as a list of records.
 * @param {string} root @param {string} file @returns {Record<string, unknown>[] | null}
 */
function contentFile(root, file) {
  const full = path.join(root, 'content', file);
  if (!existsSync(full)) return null;
  const data = JSON.parse(readFileSync(full, 'utf8'));
  const list = Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];
  return list.filter((/** @type {unknown} */ entry) => entry && typeof entry === 'object');
}

/**
 * The texts of a field, whatever its shape: a string, a media object (`{ url }`) or
 * one value per language (`{ tr, en }`).
 * @param {unknown} value @returns {string[]}
 */
function strings(value) {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (value && typeof value === 'object')
    return Object.values(value).flatMap((inner) => (typeof inner === 'string' && inner.trim() ? [inner.trim()] : []));
  return [];
}

/**
 * The four sample dentists: their names (both languages) and portrait files.
 * @param {string} root @returns {{ names: string[]; images: string[] }}
 */
export function sampleTeam(root) {
  const file = contentFile(root, 'doctors.json');
  if (file) {
    return {
      names: file.flatMap((entry) => strings(entry.name)),
      images: file.flatMap((entry) => strings(entry.photo ?? entry.image)),
    };
  }
  const names = languageCodes(root).flatMap((locale) =>
    Object.values(readJson(root, `messages/${locale}.json`).team.members).map((member) => member.name),
  );
  return { names: [...new Set(names)], images: [1, 2, 3, 4].map((n) => `/images/team/dr-${n}.svg`) };
}

/**
 * The six sample testimonials: the names they are signed with.
 * @param {string} root @returns {{ names: string[] }}
 */
export function sampleTestimonials(root) {
  const file = contentFile(root, 'testimonials.json');
  if (file) return { names: file.flatMap((entry) => strings(entry.name)) };
  const names = languageCodes(root).flatMap((locale) =>
    Object.values(readJson(root, `messages/${locale}.json`).testimonials.items).map((item) => item.name),
  );
  return { names: [...new Set(names)] };
}

/**
 * The six sample gallery pictures (illustrations): their files and alt texts.
 * @param {string} root @returns {{ images: string[]; alts: string[] }}
 */
export function sampleGallery(root) {
  const file = contentFile(root, 'gallery-images.json');
  if (file) {
    return {
      images: file.flatMap((entry) => strings(entry.src ?? entry.image ?? entry.url)),
      alts: file.flatMap((entry) => [...strings(entry.alt), ...strings(entry.altTr), ...strings(entry.altEn)]),
    };
  }
  const alts = languageCodes(root).flatMap((locale) =>
    Object.values(readJson(root, `messages/${locale}.json`).services.gallery.items).map((item) => item.alt),
  );
  return { images: [1, 2, 3, 4, 5, 6].map((n) => `/images/gallery/${n}.svg`), alts };
}

/**
 * The YouTube links of the built-in articles (sample videos).
 * @param {string} root @returns {string[]}
 */
export function sampleArticleVideos(root) {
  /** @type {{ videoUrl?: string | null }[]} */
  const articles = readJson(root, 'content/articles.json');
  return [...new Set(articles.flatMap((article) => strings(article.videoUrl)))];
}

/**
 * Everything the check compares against.
 * @param {string} root the project's folder
 */
export function loadSamples(root) {
  return {
    team: sampleTeam(root),
    testimonials: sampleTestimonials(root),
    gallery: sampleGallery(root),
    articleVideos: sampleArticleVideos(root),
  };
}

/** @typedef {ReturnType<typeof loadSamples>} Samples */
