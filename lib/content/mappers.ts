import type { Locale } from '@/i18n/routing';
import { isLocale } from '@/i18n/routing';
import { localesOf } from './locale-fallback';
import { parseRichText } from './rich-text';
import type {
  StrapiArticle,
  StrapiArticleCategory,
  StrapiDoctor,
  StrapiDoctorRef,
  StrapiFaq,
  StrapiGalleryImage,
  StrapiMedia,
  StrapiTestimonial,
  StrapiTreatment,
  StrapiTreatmentCategory,
} from './schemas';
import type {
  Article,
  ArticleBlock,
  ArticleCategory,
  Doctor,
  DoctorRef,
  FaqItem,
  GalleryPhoto,
  Media,
  Testimonial,
  Treatment,
  TreatmentBlock,
  TreatmentCategory,
} from './types';

/**
 * Turn CMS entries (Strapi's flat shape, also the built-in content's shape)
 * into the site's own types. `mediaOrigin` prefixes the relative `/uploads/…`
 * URLs Strapi returns; built-in media are site-relative and need none. Every
 * entry is one language version: its fields are shown as they are, in the
 * language the entry says it is in (`languageOf`), never mixed with another's.
 */

/** The language a version is in: its own `locale`, or the one it was asked for when the CMS leaves it out. */
export function languageOf(raw: { locale?: string | null }, requested: Locale): Locale {
  return isLocale(raw.locale) ? raw.locale : requested;
}

/** The version's language and every language its document exists in (itself and its `localizations`). */
function languages(raw: Parameters<typeof localesOf>[0][number], requested: Locale, known?: readonly Locale[]) {
  const locale = languageOf(raw, requested);
  const locales = new Set<Locale>([locale, ...localesOf([raw]), ...(known ?? [])]);
  return { locale, locales: [...locales] };
}

export const FALLBACK_CATEGORY_SLUG = 'genel';

/**
 * An image URL the page may use: http(s), or a path on the site (or, for
 * Strapi's `/uploads/…`, on the CMS). Anything else (`javascript:`, `data:`,
 * protocol-relative) is no image at all.
 */
export function resolveMediaUrl(url: string, mediaOrigin: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || /\s/.test(trimmed)) return null;
  if (trimmed.startsWith('/uploads/') && mediaOrigin) return `${mediaOrigin.replace(/\/+$/, '')}${trimmed}`;
  return trimmed;
}

export function mapMedia(media: StrapiMedia | null | undefined, alt: string, mediaOrigin: string): Media | null {
  const url = media ? resolveMediaUrl(media.url, mediaOrigin) : null;
  if (!media || !url) return null;
  return {
    url,
    width: media.width ?? null,
    height: media.height ?? null,
    alt: media.alternativeText?.trim() || alt,
  };
}

export function mapTreatmentCategory(raw: StrapiTreatmentCategory, requested: Locale): TreatmentCategory {
  return {
    id: raw.id,
    locale: languageOf(raw, requested),
    name: raw.name?.trim() || raw.identifier?.trim() || `category-${raw.id}`,
    slug: raw.identifier?.trim() || `category-${raw.id}`,
  };
}

function mapTreatmentBlocks(zone: StrapiTreatment['tblocks']): TreatmentBlock[] {
  const blocks: TreatmentBlock[] = [];
  (zone ?? []).forEach((entry, index) => {
    const id = `${entry.__component}-${String(entry.id ?? index)}-${index}`;
    switch (entry.__component) {
      case 'shared.t-rich':
        if (typeof entry.text === 'string' && entry.text.trim()) blocks.push({ kind: 'rich', id, markdown: entry.text });
        break;
      case 'shared.t-subtitle-section':
        if (typeof entry.subtitle === 'string' && entry.subtitle.trim()) blocks.push({ kind: 'subtitle', id, text: entry.subtitle });
        break;
      case 'shared.t-sub-content': {
        const nodes = parseRichText(entry.content);
        if (nodes.length > 0) blocks.push({ kind: 'content', id, nodes });
        break;
      }
      default:
      // Unknown kinds are dropped: a block the site cannot render must not break the page.
    }
  });
  return blocks;
}

/**
 * `requested` is the language the entry was asked in (its own `locale` wins); `known`
 * adds languages its siblings showed (the built-in source has no `localizations`).
 */
export function mapTreatment(raw: StrapiTreatment, requested: Locale, mediaOrigin: string, known?: readonly Locale[]): Treatment {
  const { locale, locales } = languages(raw, requested, known);
  const title = raw.title;
  const category = raw.treatmentCategory ? mapTreatmentCategory(raw.treatmentCategory, locale) : null;
  const hero = mapMedia(raw.heroImage, title, mediaOrigin);
  const cardUrl = raw.imageUrl ? resolveMediaUrl(raw.imageUrl, mediaOrigin) : null;
  const card: Media | null = cardUrl ? { url: cardUrl, width: null, height: null, alt: title } : hero;
  return {
    id: raw.id,
    documentId: raw.documentId,
    locale,
    locales,
    slug: raw.slug,
    title,
    shortDesc: raw.shortDesc?.trim() ?? '',
    image: card,
    heroImage: hero ?? card,
    category,
    categorySlug: raw.treatmentCategory?.identifier?.trim() || FALLBACK_CATEGORY_SLUG,
    blocks: mapTreatmentBlocks(raw.tblocks),
    reviewer: raw.reviewer ? mapDoctorRef(raw.reviewer) : null,
    lastReviewed: isoDay(raw.lastReviewed),
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
  };
}

export function mapArticleCategory(raw: StrapiArticleCategory, requested: Locale): ArticleCategory {
  return {
    id: raw.id,
    locale: languageOf(raw, requested),
    documentId: raw.documentId ?? `category-${raw.id}`,
    name: raw.name,
    slug: raw.slug?.trim() || `category-${raw.id}`,
  };
}

function mapArticleBlocks(zone: StrapiArticle['blocks']): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  (zone ?? []).forEach((entry, index) => {
    const id = `${entry.__component}-${String(entry.id ?? index)}-${index}`;
    if (entry.__component === 'blog.text-section2') {
      const nodes = parseRichText(entry.text);
      if (nodes.length > 0) blocks.push({ kind: 'text', id, nodes });
    } else if (entry.__component === 'blog.subtitle-section2') {
      const subtitle = typeof entry.subtitle === 'string' ? entry.subtitle : '';
      const nodes = parseRichText(entry.text);
      if (subtitle.trim() || nodes.length > 0) blocks.push({ kind: 'subtitle', id, subtitle, nodes });
    }
  });
  return blocks;
}

export function mapArticle(raw: StrapiArticle, requested: Locale, mediaOrigin: string): Article {
  const { locale, locales } = languages(raw, requested);
  return {
    id: raw.id,
    documentId: raw.documentId,
    locale,
    locales,
    slug: raw.slug,
    title: raw.title,
    excerpt: raw.excerpt?.trim() ?? '',
    description: raw.description?.trim() ?? '',
    cover: mapMedia(raw.cover, raw.title, mediaOrigin),
    videoUrl: raw.videoUrl?.trim() || null,
    image: mapMedia(raw.image, raw.title, mediaOrigin),
    image2: mapMedia(raw.image2, raw.title, mediaOrigin),
    categories: (raw.categories ?? []).map((category) => mapArticleCategory(category, locale)),
    blocks: mapArticleBlocks(raw.blocks),
    author: raw.author ? mapDoctorRef(raw.author) : null,
    reviewer: raw.reviewer ? mapDoctorRef(raw.reviewer) : null,
    publishedAt: raw.publishedAt ?? raw.createdAt,
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
    localizations: (raw.localizations ?? []).flatMap((entry) =>
      isLocale(entry.locale) && entry.slug ? [{ locale: entry.locale, slug: entry.slug }] : [],
    ),
  };
}

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** The clinic's order first (entries without one last), then the CMS's id, so the order is stable. */
export function byOrder<T extends { id: number; order?: number | null }>(entries: readonly T[]): T[] {
  const rank = (entry: T) => entry.order ?? Number.MAX_SAFE_INTEGER;
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** A date the CMS keeps as a day (`2026-11-03`, or a full timestamp): its day, or null when it is not one. */
export function isoDay(value: string | null | undefined): string | null {
  const day = value?.trim().slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** A slug usable in a URL path segment, or null (the doctor then has no page). */
function doctorSlug(slug: string | null | undefined): string | null {
  const trimmed = slug?.trim() ?? '';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(trimmed) ? trimmed : null;
}

/** A doctor named by another entry: the relation points at the doctor's version in that entry's language. */
export function mapDoctorRef(raw: StrapiDoctorRef): DoctorRef {
  return {
    documentId: raw.documentId,
    name: raw.name.trim(),
    title: text(raw.title),
    slug: doctorSlug(raw.slug),
  };
}

/** A field the clinic fills with one entry a line. */
function lines(value: string | null | undefined): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `tr, en` → `['tr', 'en']`; anything that is not a language code is dropped. */
function languageCodes(value: string | null | undefined): string[] {
  const codes = (value ?? '')
    .split(/[,;\s]+/)
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(code));
  return [...new Set(codes)];
}

export function mapDoctor(raw: StrapiDoctor, requested: Locale, mediaOrigin: string, known?: readonly Locale[]): Doctor {
  const name = raw.name.trim();
  return {
    id: raw.id,
    documentId: raw.documentId,
    ...languages(raw, requested, known),
    name,
    title: text(raw.title),
    specialty: text(raw.specialty),
    bio: text(raw.bio),
    photo: mapMedia(raw.photo, name, mediaOrigin),
    slug: doctorSlug(raw.slug),
    education: lines(raw.education),
    specialties: lines(raw.specialties),
    certificates: lines(raw.certificates),
    languages: languageCodes(raw.languages),
    treatments: (raw.treatments ?? []).map((treatment) => ({ slug: treatment.slug, title: treatment.title })),
    updatedAt: raw.updatedAt ?? raw.createdAt ?? '',
  };
}

export function mapFaq(raw: StrapiFaq, requested: Locale): FaqItem {
  return {
    id: raw.id,
    documentId: raw.documentId,
    locale: languageOf(raw, requested),
    question: raw.question.trim(),
    answer: raw.answer.trim(),
  };
}

/** Ratings are shown as stars out of five: anything outside 0–5 is clamped, halves kept; none shows no stars. */
function clampRating(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  return Math.round(Math.min(5, Math.max(0, value)) * 2) / 2;
}

export function mapTestimonial(raw: StrapiTestimonial, requested: Locale): Testimonial {
  return {
    id: raw.id,
    documentId: raw.documentId,
    locale: languageOf(raw, requested),
    name: raw.name.trim(),
    treatment: text(raw.treatment),
    comment: raw.comment.trim(),
    rating: clampRating(raw.rating),
  };
}

/** A testimonial shows unless the clinic switched it off. */
export function isTestimonialEnabled(raw: StrapiTestimonial): boolean {
  return raw.enabled !== false;
}

/** A gallery entry without a usable image is no picture at all. */
export function mapGalleryImage(raw: StrapiGalleryImage, requested: Locale, mediaOrigin: string): GalleryPhoto | null {
  const caption = text(raw.caption);
  const alt = text(raw.alt) || caption;
  const media = mapMedia(raw.image, alt, mediaOrigin);
  if (!media) return null;
  // The alt text of the entry's language wins over the media library's single one.
  return { id: raw.id, documentId: raw.documentId, locale: languageOf(raw, requested), image: alt ? { ...media, alt } : media, caption };
}
