import { resolve } from 'node:path';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { contentTags } from './cache-tags';
import type { ContentConfig } from './config';
import { ContentUnavailableError } from './errors';
import { recordCmsSuccess } from './fetch-status';
import { createLastGoodStore, type LastGoodLimits } from './last-good-store';
import {
  byOrder,
  isTestimonialEnabled,
  mapArticle,
  mapArticleCategory,
  mapDoctor,
  mapFaq,
  mapGalleryImage,
  mapTestimonial,
  mapTreatment,
  mapTreatmentCategory,
} from './mappers';
import {
  articleCategorySchema,
  articleSchema,
  collectionSchema,
  doctorSchema,
  faqSchema,
  galleryImageSchema,
  testimonialSchema,
  treatmentCategorySchema,
  treatmentSchema,
} from './schemas';
import { ARTICLES_PAGE_SIZE, type ContentSource } from './types';

/** Failing URLs remembered to log each outage once; forgotten in bulk past this many. */
const MAX_FAILING_LOGGED = 1000;

function hasData(body: unknown): boolean {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length > 0 : data !== undefined && data !== null;
}

type Query = [key: string, value: string | number][];

/** Strapi's bracket syntax stays readable; only values are encoded. */
export function toQueryString(query: Query): string {
  return query.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');
}

/**
 * The Strapi 5 source: one request per list or entry the pages show, each with a timeout,
 * revalidation and cache tags. A failed request (timeout, non-OK status, not
 * JSON, a response that breaks the schema) falls back to the last good answer
 * for the same URL (kept in memory and in `lastGoodDir`, so it survives a
 * restart and covers pages the build prerendered), so a slow or failing CMS never breaks a page that has
 * rendered before; it is logged once per outage.
 */
export function createStrapiSource(config: ContentConfig & { apiUrl: string; lastGoodLimits?: LastGoodLimits }): ContentSource {
  const lastGood = createLastGoodStore(
    config.lastGoodDir ? resolve(/*turbopackIgnore: true*/ process.cwd(), config.lastGoodDir) : null,
    config.lastGoodLimits,
  );
  const failing = new Set<string>();

  async function request<T extends z.ZodType>(path: string, query: Query, schema: T, tags: string[]): Promise<z.infer<T>> {
    const url = `${config.apiUrl}/api${path}?${toQueryString(query)}`;
    try {
      const response = await fetch(url, {
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiToken ? { Authorization: `Bearer ${config.apiToken}` } : {}),
        },
        signal: AbortSignal.timeout(config.timeoutMs),
        next: { revalidate: config.revalidateSeconds, tags },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      const data = schema.parse(await response.json());
      recordCmsSuccess();
      // Only answers with data are kept: an empty answer (an unknown slug or category) needs no
      // fallback, and keeping those would let made-up URLs fill the store.
      if (hasData(data)) await lastGood.set(url, data);
      failing.delete(url);
      return data;
    } catch (error) {
      if (!failing.has(url)) {
        if (failing.size >= MAX_FAILING_LOGGED) failing.clear();
        failing.add(url);
        console.error(`[content] ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const stored = await lastGood.get(url);
      if (stored !== undefined) return stored as z.infer<T>;
      throw new ContentUnavailableError(`Content request failed: ${path}`, { cause: error });
    }
  }

  const treatmentList = collectionSchema(treatmentSchema);
  const articleList = collectionSchema(articleSchema);

  /** Every entry of a small collection (the team, questions, testimonials, gallery): one request unless it outgrows a page. */
  async function requestAll<T extends z.ZodType>(
    path: string,
    query: Query,
    item: T,
    tags: string[],
    sort = 'order:asc',
  ): Promise<z.infer<T>[]> {
    const list = collectionSchema(item);
    const base: Query = [...query, ['sort', sort], ['pagination[pageSize]', 100]];
    const first = await request(path, base, list, tags);
    const entries: z.infer<T>[] = [...first.data];
    const pageCount = first.meta?.pagination?.pageCount ?? 1;
    for (let page = 2; page <= pageCount; page += 1) {
      entries.push(...(await request(path, [...base, ['pagination[page]', page]], list, tags)).data);
    }
    return entries;
  }

  return {
    async getTreatmentCategories() {
      const body = await request(
        '/treatment-categories',
        [
          ['populate', '*'],
          ['sort', 'id:asc'],
        ],
        collectionSchema(treatmentCategorySchema),
        [contentTags.treatmentCategories],
      );
      return body.data.map(mapTreatmentCategory);
    },

    async getTreatments(locale) {
      const tags = [contentTags.treatments];
      const first = await request('/treatments', [['populate', '*']], treatmentList, tags);
      const entries = [...first.data];
      // Strapi pages collections (25 by default); read the rest when there are more.
      const pageCount = first.meta?.pagination?.pageCount ?? 1;
      for (let page = 2; page <= pageCount; page += 1) {
        const next = await request(
          '/treatments',
          [
            ['populate', '*'],
            ['pagination[page]', page],
          ],
          treatmentList,
          tags,
        );
        entries.push(...next.data);
      }
      return entries.map((entry) => mapTreatment(entry, locale, config.apiUrl));
    },

    async getTreatmentBySlug(slug, locale) {
      const body = await request(
        '/treatments',
        [
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        treatmentList,
        // The page names its reviewing dentist: a renamed doctor shows after the doctors' webhook too.
        [contentTags.treatments, contentTags.doctors],
      );
      const entry = body.data[0];
      return entry ? mapTreatment(entry, locale, config.apiUrl) : null;
    },

    async getArticles(locale, { page = 1, category } = {}) {
      const query: Query = [
        ['locale', locale],
        ['pagination[page]', page],
        ['pagination[pageSize]', ARTICLES_PAGE_SIZE],
        ['populate', '*'],
        ['sort', 'publishedAt:desc'],
      ];
      if (category) query.push(['filters[categories][slug][$eq]', category]);
      const body = await request('/articles', query, articleList, [contentTags.articles, contentTags.articlesIn(locale)]);
      const pagination = body.meta?.pagination;
      return {
        articles: body.data.map((entry) => mapArticle(entry, locale, config.apiUrl)),
        page: pagination?.page ?? page,
        pageCount: pagination?.pageCount ?? 1,
        total: pagination?.total ?? body.data.length,
      };
    },

    async getArticleBySlug(slug, locale: Locale) {
      const body = await request(
        '/articles',
        [
          ['locale', locale],
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        articleList,
        // The byline names doctors: a renamed doctor shows after the doctors' webhook too.
        [contentTags.articles, contentTags.articlesIn(locale), contentTags.doctors],
      );
      const entry = body.data[0];
      return entry ? mapArticle(entry, locale, config.apiUrl) : null;
    },

    async getArticleCategories(locale) {
      const body = await request(
        '/categories',
        [
          ['locale', locale],
          ['populate', '*'],
        ],
        collectionSchema(articleCategorySchema),
        [contentTags.articleCategories],
      );
      return body.data.map(mapArticleCategory);
    },

    async getDoctors(locale) {
      const entries = await requestAll('/doctors', [['populate', '*']], doctorSchema, [contentTags.doctors]);
      return byOrder(entries).map((entry) => mapDoctor(entry, locale, config.apiUrl));
    },

    async getDoctorBySlug(slug, locale) {
      const body = await request(
        '/doctors',
        [
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        collectionSchema(doctorSchema),
        // The page lists the doctor's treatments by title: a renamed treatment shows too.
        [contentTags.doctors, contentTags.treatments],
      );
      const entry = body.data[0];
      return entry ? mapDoctor(entry, locale, config.apiUrl) : null;
    },

    async getArticlesByDoctor(slug, locale) {
      const entries = await requestAll(
        '/articles',
        [
          ['locale', locale],
          ['filters[$or][0][author][slug][$eq]', slug],
          ['filters[$or][1][reviewer][slug][$eq]', slug],
          ['populate', '*'],
        ],
        articleSchema,
        [contentTags.articles, contentTags.articlesIn(locale), contentTags.doctors],
        'publishedAt:desc',
      );
      return entries.map((entry) => mapArticle(entry, locale, config.apiUrl));
    },

    async getFaqs(page, locale) {
      const entries = await requestAll(
        '/faqs',
        [
          ['locale', locale],
          ['filters[page][$eq]', page],
        ],
        faqSchema,
        [contentTags.faqs],
      );
      return byOrder(entries.filter((entry) => (entry.page ?? page) === page)).map(mapFaq);
    },

    async getTestimonials(locale) {
      const entries = await requestAll('/testimonials', [['filters[enabled][$eq]', 'true']], testimonialSchema, [contentTags.testimonials]);
      return byOrder(entries.filter(isTestimonialEnabled)).map((entry) => mapTestimonial(entry, locale));
    },

    async getGalleryImages(locale) {
      const entries = await requestAll('/gallery-images', [['populate', '*']], galleryImageSchema, [contentTags.galleryImages]);
      return byOrder(entries).flatMap((entry) => mapGalleryImage(entry, locale, config.apiUrl) ?? []);
    },
  };
}
