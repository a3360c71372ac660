import { resolve } from 'node:path';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { contentTags } from './cache-tags';
import type { ContentConfig } from './config';
import { ContentUnavailableError } from './errors';
import { recordCmsSuccess } from './fetch-status';
import { createLastGoodStore, type LastGoodLimits } from './last-good-store';
import {
  byOrderChosen,
  chooseVersions,
  fallbackChain,
  isBestVersion,
  localesOf,
  type Chosen,
  type LocalizedEntry,
} from './locale-fallback';
import {
  isTestimonialEnabled,
  languageOf,
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
  type StrapiArticle,
} from './schemas';
import { ARTICLES_PAGE_SIZE, type ContentSource } from './types';

/**
 * Lists read every language of the fallback chain in full, so they leave out what only a detail
 * page shows (the blocks): the relations and media a card, the proxy's slugs and the sitemap use.
 */
const listPopulate = (...fields: string[]): Query => fields.map((field, index) => [`populate[${index}]`, field]);
const TREATMENT_LIST_POPULATE = listPopulate('heroImage', 'treatmentCategory', 'localizations');
const ARTICLE_LIST_POPULATE = listPopulate('cover', 'image', 'image2', 'categories', 'author', 'reviewer', 'localizations');

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

  /** Every entry of one language of a collection: one request unless it outgrows a page. */
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

  /**
   * A whole collection as the visitor sees it: each language of the fallback chain
   * read (one cached request set each, tagged with the model), and
   * each document shown in the first language that has it.
   */
  async function requestChosen<T extends z.ZodType<LocalizedEntry>>(
    path: string,
    locale: Locale,
    query: Query,
    item: T,
    tags: (language: Locale) => string[],
    sort?: string,
  ): Promise<Chosen<z.infer<T>>[]> {
    const chain = fallbackChain(locale);
    return chooseVersions(await requestChain(path, locale, query, item, tags, sort), chain);
  }

  /** Every entry of each language of the chain (an answer to `locale=…` is in that language, whether or not its entries say so). */
  async function requestChain<T extends z.ZodType<LocalizedEntry>>(
    path: string,
    locale: Locale,
    query: Query,
    item: T,
    tags: (language: Locale) => string[],
    sort?: string,
  ): Promise<z.infer<T>[]> {
    // Every language settles before the read answers: a failure of one never leaves another running.
    const lists = await Promise.allSettled(
      fallbackChain(locale).map(async (language) =>
        (await requestAll(path, [['locale', language], ...query], item, tags(language), sort)).map((entry) =>
          entry.locale ? entry : { ...entry, locale: language },
        ),
      ),
    );
    const failed = lists.find((list) => list.status === 'rejected');
    if (failed) throw failed.reason;
    return lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []));
  }

  /**
   * One entry by a filter, in the visitor's language or, when the document has none, the
   * fallback's: the languages are asked in order, and a version found further down stands in
   * only if the document has none in a language asked before (else that one is the page).
   */
  async function requestOne<T extends z.ZodType<LocalizedEntry>>(
    path: string,
    locale: Locale,
    query: Query,
    item: T,
    tags: (language: Locale) => string[],
  ): Promise<Chosen<z.infer<T>> | null> {
    const chain = fallbackChain(locale);
    for (const language of chain) {
      const body = await request(path, [['locale', language], ...query], collectionSchema(item), tags(language));
      const entry = body.data[0];
      if (!entry) continue;
      const locales = localesOf([entry]);
      const found = languageOf(entry, language);
      // Every language the CMS has it in, known to the site's configuration or not yet.
      const existing = [found, ...(entry.localizations ?? []).map((other) => other.locale)];
      if (!isBestVersion(found, existing, chain)) return null;
      return { entry, locale: found, locales: [...new Set([found, ...locales])], firstId: entry.id };
    }
    return null;
  }

  /** A model's tags, the same in every language: the webhook expires all of them, since an edit of one version can change what other languages fall back to. */
  const tagged =
    (...tags: string[]) =>
    () =>
      tags;
  const articleTags = (language: Locale) => [contentTags.articles, contentTags.articlesIn(language)];

  /** Every version of every blog category in the chain's languages (the list and the category filter share these reads). */
  const articleCategoriesIn = (locale: Locale) =>
    requestChain('/categories', locale, [['populate', '*']], articleCategorySchema, tagged(contentTags.articleCategories), 'id:asc');

  /** The documents of a blog category slug of the visitor's list (a fallback article carries its own language's category). */
  async function articleCategoryDocuments(slug: string, locale: Locale): Promise<string[]> {
    const documents = (await articleCategoriesIn(locale)).flatMap((entry) =>
      entry.slug === slug && entry.documentId ? [entry.documentId] : [],
    );
    return [...new Set(documents)];
  }

  /** The blog list of one language with fallbacks, newest first: every article of the chain (pages are cut after merging). */
  async function articlesChosen(locale: Locale, query: Query = []): Promise<StrapiArticle[]> {
    const chosen = await requestChosen(
      '/articles',
      locale,
      [...query, ...ARTICLE_LIST_POPULATE],
      articleSchema,
      articleTags,
      'publishedAt:desc',
    );
    return chosen.map(({ entry }) => entry).sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));
  }

  return {
    async getTreatmentCategories(locale) {
      const chosen = await requestChosen(
        '/treatment-categories',
        locale,
        [['populate', '*']],
        treatmentCategorySchema,
        tagged(contentTags.treatmentCategories),
        'id:asc',
      );
      return [...chosen].sort((a, b) => a.firstId - b.firstId).map(({ entry }) => mapTreatmentCategory(entry, locale));
    },

    async getTreatments(locale) {
      const chosen = await requestChosen(
        '/treatments',
        locale,
        TREATMENT_LIST_POPULATE,
        treatmentSchema,
        tagged(contentTags.treatments),
        'id:asc',
      );
      return [...chosen]
        .sort((a, b) => a.firstId - b.firstId)
        .map(({ entry, locales }) => mapTreatment(entry, locale, config.apiUrl, locales));
    },

    async getTreatmentBySlug(slug, locale) {
      const found = await requestOne(
        '/treatments',
        locale,
        [
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        treatmentSchema,
        // The page names its reviewing dentist: a renamed doctor shows after the doctors' webhook too.
        tagged(contentTags.treatments, contentTags.doctors),
      );
      return found ? mapTreatment(found.entry, locale, config.apiUrl, found.locales) : null;
    },

    async getArticles(locale, { page = 1, category } = {}) {
      let entries: StrapiArticle[];
      if (category) {
        const documents = await articleCategoryDocuments(category, locale);
        entries =
          documents.length === 0
            ? []
            : await articlesChosen(
                locale,
                documents.map((id, index) => [`filters[categories][documentId][$in][${index}]`, id]),
              );
      } else entries = await articlesChosen(locale);
      const pageCount = Math.max(1, Math.ceil(entries.length / ARTICLES_PAGE_SIZE));
      const start = (page - 1) * ARTICLES_PAGE_SIZE;
      return {
        articles: entries.slice(start, start + ARTICLES_PAGE_SIZE).map((entry) => mapArticle(entry, locale, config.apiUrl)),
        page,
        pageCount,
        total: entries.length,
      };
    },

    async getArticleBySlug(slug, locale: Locale) {
      const found = await requestOne(
        '/articles',
        locale,
        [
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        articleSchema,
        // The byline names doctors: a renamed doctor shows after the doctors' webhook too.
        (language) => [...articleTags(language), contentTags.doctors],
      );
      return found ? mapArticle(found.entry, locale, config.apiUrl) : null;
    },

    async getArticleCategories(locale) {
      const chosen = chooseVersions(await articleCategoriesIn(locale), fallbackChain(locale));
      return [...chosen].sort((a, b) => a.firstId - b.firstId).map(({ entry }) => mapArticleCategory(entry, locale));
    },

    async getDoctors(locale) {
      const chosen = await requestChosen('/doctors', locale, [['populate', '*']], doctorSchema, tagged(contentTags.doctors));
      return byOrderChosen(chosen).map(({ entry, locales }) => mapDoctor(entry, locale, config.apiUrl, locales));
    },

    async getDoctorBySlug(slug, locale) {
      const found = await requestOne(
        '/doctors',
        locale,
        [
          ['filters[slug][$eq]', slug],
          ['populate', '*'],
        ],
        doctorSchema,
        // The page lists the doctor's treatments by title: a renamed treatment shows too.
        tagged(contentTags.doctors, contentTags.treatments),
      );
      return found ? mapDoctor(found.entry, locale, config.apiUrl, found.locales) : null;
    },

    async getArticlesByDoctor(slug, locale) {
      const entries = await articlesChosen(locale, [
        ['filters[$or][0][author][slug][$eq]', slug],
        ['filters[$or][1][reviewer][slug][$eq]', slug],
      ]);
      return entries.map((entry) => mapArticle(entry, locale, config.apiUrl));
    },

    async getFaqs(page, locale) {
      const chosen = await requestChosen('/faqs', locale, [['filters[page][$eq]', page]], faqSchema, tagged(contentTags.faqs));
      return byOrderChosen(chosen.filter(({ entry }) => (entry.page ?? page) === page)).map(({ entry }) => mapFaq(entry, locale));
    },

    async getTestimonials(locale) {
      const chosen = await requestChosen(
        '/testimonials',
        locale,
        [['filters[enabled][$eq]', 'true']],
        testimonialSchema,
        tagged(contentTags.testimonials),
      );
      return byOrderChosen(chosen.filter(({ entry }) => isTestimonialEnabled(entry))).map(({ entry }) => mapTestimonial(entry, locale));
    },

    async getGalleryImages(locale) {
      const chosen = await requestChosen(
        '/gallery-images',
        locale,
        [['populate', '*']],
        galleryImageSchema,
        tagged(contentTags.galleryImages),
      );
      return byOrderChosen(chosen).flatMap(({ entry }) => mapGalleryImage(entry, locale, config.apiUrl) ?? []);
    },
  };
}
