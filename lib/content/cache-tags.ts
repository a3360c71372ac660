import type { Locale } from '@/i18n/routing';

/**
 * Cache tags of content requests; the revalidation webhook invalidates them by
 * model, every language at once: an edit of one version can change what the
 * others fall back to.
 */
export const contentTags = {
  treatments: 'treatments',
  treatmentCategories: 'treatment-categories',
  articles: 'articles',
  articlesIn: (locale: Locale) => `articles:${locale}`,
  articleCategories: 'article-categories',
  doctors: 'doctors',
  faqs: 'faqs',
  testimonials: 'testimonials',
  galleryImages: 'gallery-images',
} as const;
