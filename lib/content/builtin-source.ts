import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { ContentConfig } from './config';
import { byOrderChosen, chooseVersions, fallbackChain, type Chosen, type LocalizedEntry } from './locale-fallback';
import {
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
 * The built-in source: the content files committed under `content/` (the same
 * flat entries Strapi returns, see content/README.md), parsed with the same
 * schemas and mappers as the Strapi source. Files are read once per process.
 * Each file holds one entry per language version (translations share
 * `documentId`); every read shows each document in the visitor's language or,
 * lacking it, in the fallback language (locale-fallback.ts), as the Strapi source does.
 */
export function createBuiltinSource(config: Pick<ContentConfig, 'contentDir'>): ContentSource {
  const files = new Map<string, Promise<unknown>>();

  function load<T extends z.ZodType>(name: string, schema: T): Promise<z.infer<T>[]> {
    if (!files.has(name)) {
      // CONTENT_DIR can point anywhere (the scale benchmark's generated set), so it is not traced.
      const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.contentDir, name);
      files.set(
        name,
        readFile(file, 'utf8').then((text) => z.array(schema).parse(JSON.parse(text))),
      );
    }
    return files.get(name) as Promise<z.infer<T>[]>;
  }

  /** One version per document in the visitor's language or its fallback, per file and language, worked out once. */
  const chosenByKey = new Map<string, Promise<unknown>>();
  function chosen<T extends z.ZodType<LocalizedEntry>>(name: string, schema: T, locale: Locale): Promise<Chosen<z.infer<T>>[]> {
    const key = `${name}:${locale}`;
    if (!chosenByKey.has(key))
      chosenByKey.set(
        key,
        load(name, schema).then((entries) => chooseVersions(entries, fallbackChain(locale))),
      );
    return chosenByKey.get(key) as Promise<Chosen<z.infer<T>>[]>;
  }

  const treatments = (locale: Locale) => chosen('treatments.json', treatmentSchema, locale);
  const doctors = (locale: Locale) => chosen('doctors.json', doctorSchema, locale);

  const articlesByLocale = new Map<string, Promise<StrapiArticle[]>>();

  async function sortedArticlesIn(locale: Locale): Promise<StrapiArticle[]> {
    const all = await load('articles.json', articleSchema);
    return (await chosen('articles.json', articleSchema, locale))
      .map(({ entry }) => ({
        ...entry,
        // Strapi returns the other translations as `localizations`; derive them here.
        localizations: all
          .filter((other) => other.documentId === entry.documentId && other.locale !== entry.locale)
          .map((other) => ({ locale: other.locale ?? '', slug: other.slug })),
      }))
      .sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));
  }

  /** Each language's articles (with fallbacks), newest first, worked out once per process like the files themselves. */
  function articlesIn(locale: Locale): Promise<StrapiArticle[]> {
    if (!articlesByLocale.has(locale)) articlesByLocale.set(locale, sortedArticlesIn(locale));
    return articlesByLocale.get(locale) as Promise<StrapiArticle[]>;
  }

  /** The documents of a blog category slug in any language: a fallback article carries its own language's category. */
  async function articleCategoryDocuments(slug: string): Promise<Set<string>> {
    const categories = await load('article-categories.json', articleCategorySchema);
    return new Set(categories.filter((entry) => entry.slug === slug).map((entry) => entry.documentId ?? `category-${entry.id}`));
  }

  return {
    async getTreatmentCategories(locale) {
      const categories = await chosen('treatment-categories.json', treatmentCategorySchema, locale);
      return [...categories].sort((a, b) => a.firstId - b.firstId).map(({ entry }) => mapTreatmentCategory(entry, locale));
    },

    async getTreatments(locale) {
      return (await treatments(locale)).map(({ entry, locales }) => mapTreatment(entry, locale, '', locales));
    },

    async getTreatmentBySlug(slug, locale) {
      const found = (await treatments(locale)).find(({ entry }) => entry.slug === slug);
      return found ? mapTreatment(found.entry, locale, '', found.locales) : null;
    },

    async getArticles(locale, { page = 1, category } = {}) {
      const inCategory = category ? await articleCategoryDocuments(category) : null;
      const entries = (await articlesIn(locale)).filter(
        (entry) => !inCategory || (entry.categories ?? []).some((c) => inCategory.has(c.documentId ?? `category-${c.id}`)),
      );
      const pageCount = Math.max(1, Math.ceil(entries.length / ARTICLES_PAGE_SIZE));
      const start = (page - 1) * ARTICLES_PAGE_SIZE;
      return {
        articles: entries.slice(start, start + ARTICLES_PAGE_SIZE).map((entry) => mapArticle(entry, locale, '')),
        page,
        pageCount,
        total: entries.length,
      };
    },

    async getArticleBySlug(slug, locale) {
      const entry = (await articlesIn(locale)).find((candidate) => candidate.slug === slug);
      return entry ? mapArticle(entry, locale, '') : null;
    },

    async getArticleCategories(locale) {
      const categories = await chosen('article-categories.json', articleCategorySchema, locale);
      return [...categories].sort((a, b) => a.firstId - b.firstId).map(({ entry }) => mapArticleCategory(entry, locale));
    },

    async getDoctors(locale) {
      return byOrderChosen(await doctors(locale)).map(({ entry, locales }) => mapDoctor(entry, locale, '', locales));
    },

    async getDoctorBySlug(slug, locale) {
      const found = (await doctors(locale)).find(({ entry }) => entry.slug === slug);
      return found ? mapDoctor(found.entry, locale, '', found.locales) : null;
    },

    async getArticlesByDoctor(slug, locale) {
      const entries = (await articlesIn(locale)).filter((entry) => entry.author?.slug === slug || entry.reviewer?.slug === slug);
      return entries.map((entry) => mapArticle(entry, locale, ''));
    },

    async getFaqs(page, locale) {
      const entries = (await chosen('faqs.json', faqSchema, locale)).filter(({ entry }) => entry.page === page);
      return byOrderChosen(entries).map(({ entry }) => mapFaq(entry, locale));
    },

    async getTestimonials(locale) {
      const entries = (await chosen('testimonials.json', testimonialSchema, locale)).filter(({ entry }) => isTestimonialEnabled(entry));
      return byOrderChosen(entries).map(({ entry }) => mapTestimonial(entry, locale));
    },

    async getGalleryImages(locale) {
      const entries = await chosen('gallery-images.json', galleryImageSchema, locale);
      return byOrderChosen(entries).flatMap(({ entry }) => mapGalleryImage(entry, locale, '') ?? []);
    },
  };
}
