import { z } from 'zod';

/**
 * zod schemas for the Strapi 5 REST responses the site reads (flat shape, no
 * `attributes`; see shared notes). Fields the site does not use are ignored;
 * dynamic-zone entries and rich text stay `unknown` here and are narrowed
 * entry by entry in the mappers, so one unknown block never fails a page.
 */

/** The other language versions of an entry, as `populate=*` returns them. */
const localizations = z.array(z.object({ locale: z.string(), slug: z.string().nullish() }).loose()).nullish();

/** The language of an entry and its other versions: every content type is localized (Strapi's i18n). */
const localized = { locale: z.string().nullish(), localizations };

export const mediaSchema = z.object({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
  alternativeText: z.string().nullish(),
});

export const treatmentCategorySchema = z.object({
  id: z.number(),
  documentId: z.string().nullish(),
  name: z.string().nullish(),
  identifier: z.string().nullish(),
  ...localized,
});

/**
 * A doctor as a relation of another entry returns it (`populate=*` goes one
 * level deep: the doctor's own fields, no photo or relations). One without a
 * slug has no page and is shown without a link.
 */
export const doctorRefSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  title: z.string().nullish(),
});

/** A treatment as the doctor's `treatments` relation returns it. */
export const treatmentRefSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
});

const dynamicZone = z.array(z.object({ __component: z.string() }).loose()).nullish();

export const treatmentSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  shortDesc: z.string().nullish(),
  imageUrl: z.string().nullish(),
  heroImage: mediaSchema.nullish(),
  treatmentCategory: treatmentCategorySchema.nullish(),
  tblocks: dynamicZone,
  reviewer: doctorRefSchema.nullish(),
  /** The date (YYYY-MM-DD) the reviewer last checked the page's medical content. */
  lastReviewed: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...localized,
});

export const articleCategorySchema = z.object({
  id: z.number(),
  documentId: z.string().nullish(),
  name: z.string(),
  slug: z.string().nullish(),
  ...localized,
});

export const articleSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullish(),
  description: z.string().nullish(),
  cover: mediaSchema.nullish(),
  videoUrl: z.string().nullish(),
  image: mediaSchema.nullish(),
  image2: mediaSchema.nullish(),
  categories: z.array(articleCategorySchema).nullish(),
  blocks: dynamicZone,
  author: doctorRefSchema.nullish(),
  reviewer: doctorRefSchema.nullish(),
  publishedAt: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...localized,
});

/** A doctor of the team, one language version (name, slug, photo, order and languages are shared). */
export const doctorSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  name: z.string().min(1),
  slug: z.string().nullish(),
  title: z.string().nullish(),
  specialty: z.string().nullish(),
  bio: z.string().nullish(),
  /** One line each: degrees and specialty training. */
  education: z.string().nullish(),
  /** One line each: specialties registered with the Ministry of Health. */
  specialties: z.string().nullish(),
  /** One line each: certificates registered with the Ministry of Health. */
  certificates: z.string().nullish(),
  /** Language codes, comma-separated (`tr, en`). */
  languages: z.string().nullish(),
  photo: mediaSchema.nullish(),
  treatments: z.array(treatmentRefSchema).nullish(),
  order: z.number().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  ...localized,
});

/** A question and its answer, localized like articles, on the page named by `page`. */
export const faqSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  page: z.string().nullish(),
  question: z.string().min(1),
  answer: z.string().min(1),
  order: z.number().nullish(),
  ...localized,
});

/** A patient's testimonial; `enabled: false` keeps it off the site. */
export const testimonialSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  name: z.string().min(1),
  treatment: z.string().nullish(),
  comment: z.string().min(1),
  rating: z.number().nullish(),
  enabled: z.boolean().nullish(),
  order: z.number().nullish(),
  ...localized,
});

/** A picture of the clinic for the gallery; alt text and caption per language, the image shared. */
export const galleryImageSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  image: mediaSchema.nullish(),
  alt: z.string().nullish(),
  caption: z.string().nullish(),
  order: z.number().nullish(),
  ...localized,
});

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export function collectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ pagination: paginationSchema.optional() }).loose().optional(),
  });
}

export type StrapiMedia = z.infer<typeof mediaSchema>;
export type StrapiTreatmentCategory = z.infer<typeof treatmentCategorySchema>;
export type StrapiTreatment = z.infer<typeof treatmentSchema>;
export type StrapiArticle = z.infer<typeof articleSchema>;
export type StrapiArticleCategory = z.infer<typeof articleCategorySchema>;
export type StrapiDoctor = z.infer<typeof doctorSchema>;
export type StrapiDoctorRef = z.infer<typeof doctorRefSchema>;
export type StrapiFaq = z.infer<typeof faqSchema>;
export type StrapiTestimonial = z.infer<typeof testimonialSchema>;
export type StrapiGalleryImage = z.infer<typeof galleryImageSchema>;
