import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { createBuiltinSource } from './builtin-source';
import { readContentConfig } from './config';
import { createStrapiSource } from './strapi-source';
import type { ArticleQuery, ContentSource, FaqPage } from './types';

export * from './types';
export { ContentUnavailableError } from './errors';
export { orderTreatmentCategories, treatmentCategoryName, DEFAULT_TREATMENT_CATEGORY, ALL_CATEGORIES } from './treatment-categories';
export { load, loadedOr, mapLoaded, type Loaded } from './loaded';
export { richTextToPlain } from './rich-text';
export { articleSlugIn, CONTENT_FALLBACK_ORDER, fallbackChain } from './locale-fallback';

/** `CONTENT_API_URL` selects Strapi; without it the built-in content serves. */
function createSource(): ContentSource {
  const config = readContentConfig();
  return config.apiUrl ? createStrapiSource({ ...config, apiUrl: config.apiUrl }) : createBuiltinSource(config);
}

let source: ContentSource | undefined;
function content(): ContentSource {
  source ??= createSource();
  return source;
}

export function usesCms(): boolean {
  return readContentConfig().apiUrl !== null;
}

// React's cache() lets a page and its generateMetadata share one fetch per request.
export const getTreatmentCategories = cache((locale: Locale) => content().getTreatmentCategories(locale));
export const getTreatments = cache((locale: Locale) => content().getTreatments(locale));
export const getTreatmentBySlug = cache((slug: string, locale: Locale) => content().getTreatmentBySlug(slug, locale));
export const getArticles = cache((locale: Locale, page = 1, category?: string) =>
  content().getArticles(locale, { page, category } satisfies ArticleQuery),
);
export const getArticleBySlug = cache((slug: string, locale: Locale) => content().getArticleBySlug(slug, locale));
export const getArticleCategories = cache((locale: Locale) => content().getArticleCategories(locale));
export const getDoctors = cache((locale: Locale) => content().getDoctors(locale));
export const getDoctorBySlug = cache((slug: string, locale: Locale) => content().getDoctorBySlug(slug, locale));
export const getArticlesByDoctor = cache((slug: string, locale: Locale) => content().getArticlesByDoctor(slug, locale));
export const getFaqs = cache((page: FaqPage, locale: Locale) => content().getFaqs(page, locale));
export const getTestimonials = cache((locale: Locale) => content().getTestimonials(locale));
export const getGalleryImages = cache((locale: Locale) => content().getGalleryImages(locale));
