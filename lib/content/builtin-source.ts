import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ContentConfig } from './config';
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

  const treatments = () => load('treatments.json', treatmentSchema);

  const articlesByLocale = new Map<string, Promise<StrapiArticle[]>>();

  async function sortedArticlesIn(locale: string): Promise<StrapiArticle[]> {
    const all = await load('articles.json', articleSchema);
    // Translations share a documentId: group once, so a large set stays linear.
    const byDocument = new Map<string, typeof all>();
    for (const entry of all) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
    return all
      .filter((entry) => entry.locale === locale)
      .map((entry) => ({
        ...entry,
        // Strapi returns the other translations as `localizations`; derive them here.
        localizations: (byDocument.get(entry.documentId) ?? [])
          .filter((other) => other.locale !== entry.locale)
          .map((other) => ({ locale: other.locale ?? '', slug: other.slug })),
      }))
      .sort((a, b) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt));
  }

  /** Each language's articles, newest first, worked out once per process like the files themselves. */
  function articlesIn(locale: string): Promise<StrapiArticle[]> {
    if (!articlesByLocale.has(locale)) articlesByLocale.set(locale, sortedArticlesIn(locale));
    return articlesByLocale.get(locale) as Promise<StrapiArticle[]>;
  }

  return {
    async getTreatmentCategories() {
      const categories = await load('treatment-categories.json', treatmentCategorySchema);
      return [...categories].sort((a, b) => a.id - b.id).map(mapTreatmentCategory);
    },

    async getTreatments(locale) {
      return (await treatments()).map((entry) => mapTreatment(entry, locale, ''));
    },

    async getTreatmentBySlug(slug, locale) {
      const entry = (await treatments()).find((candidate) => candidate.slug === slug);
      return entry ? mapTreatment(entry, locale, '') : null;
    },

    async getArticles(locale, { page = 1, category } = {}) {
      const entries = (await articlesIn(locale)).filter((entry) => !category || (entry.categories ?? []).some((c) => c.slug === category));
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
      const categories = await load('article-categories.json', articleCategorySchema);
      return categories.filter((entry) => entry.locale === locale).map(mapArticleCategory);
    },

    async getDoctors(locale) {
      return byOrder(await load('doctors.json', doctorSchema)).map((entry) => mapDoctor(entry, locale, ''));
    },

    async getDoctorBySlug(slug, locale) {
      const entry = (await load('doctors.json', doctorSchema)).find((candidate) => candidate.slug === slug);
      return entry ? mapDoctor(entry, locale, '') : null;
    },

    async getArticlesByDoctor(slug, locale) {
      const entries = (await articlesIn(locale)).filter((entry) => entry.author?.slug === slug || entry.reviewer?.slug === slug);
      return entries.map((entry) => mapArticle(entry, locale, ''));
    },

    async getFaqs(page, locale) {
      const entries = await load('faqs.json', faqSchema);
      return byOrder(entries.filter((entry) => entry.locale === locale && entry.page === page)).map(mapFaq);
    },

    async getTestimonials(locale) {
      const entries = await load('testimonials.json', testimonialSchema);
      return byOrder(entries.filter(isTestimonialEnabled)).map((entry) => mapTestimonial(entry, locale));
    },

    async getGalleryImages(locale) {
      const entries = await load('gallery-images.json', galleryImageSchema);
      return byOrder(entries).flatMap((entry) => mapGalleryImage(entry, locale, '') ?? []);
    },
  };
}
