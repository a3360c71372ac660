import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the built-in source shows, read from the same content files the CMS was
 * seeded from: the CMS build must show exactly this.
 */

export type Locale = 'tr' | 'en';
export const LOCALES: Locale[] = ['tr', 'en'];

interface Block {
  __component: string;
  subtitle?: string;
  text?: unknown;
  content?: unknown;
}
interface TreatmentCategoryEntry {
  name: string;
  identifier: string;
}
interface TreatmentEntry {
  title: string;
  slug: string;
  treatmentCategory?: { identifier?: string | null } | null;
  tblocks?: Block[] | null;
}
interface ArticleCategoryEntry {
  locale: string;
  name: string;
  slug: string;
}
interface ArticleEntry {
  locale: string;
  title: string;
  slug: string;
  publishedAt: string;
  videoUrl?: string | null;
  categories?: { slug?: string | null }[] | null;
  blocks?: Block[] | null;
}

/** One language version of a document, as every content file holds them. */
interface Version {
  documentId: string;
  locale: string;
}

function read<T>(name: string): (T & Version)[] {
  return JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', name), 'utf8')) as (T & Version)[];
}

/**
 * The fallback rule (lib/content/locale-fallback.ts): each document in the page's language,
 * else in English, else in Turkish, in the order documents first appear in the file.
 */
function shown<T extends Version>(entries: T[], locale: Locale): T[] {
  const chain = [locale, ...(['en', 'tr'] as const).filter((other) => other !== locale)];
  const documents = [...new Set(entries.map((entry) => entry.documentId))];
  return documents.flatMap((documentId) => {
    for (const language of chain) {
      const version = entries.find((entry) => entry.documentId === documentId && entry.locale === language);
      if (version) return [version];
    }
    return [];
  });
}

/** The start of the first plain paragraph of a Markdown text, up to its first markup. */
function markdownStart(markdown: string): string | null {
  const line = markdown.split('\n').find((text) => /^\p{L}/u.test(text.trim())) ?? '';
  const start =
    line
      .trim()
      .split(/[*_`[\]<>|]/, 1)[0]
      ?.trim() ?? '';
  return start.length >= 24 ? start.slice(0, 60) : null;
}

/** The first text leaf of rich-text nodes (or Markdown) long enough to identify a paragraph. */
function firstSentence(nodes: unknown): string | null {
  if (typeof nodes === 'string') return markdownStart(nodes);
  const stack = Array.isArray(nodes) ? [...nodes] : [];
  while (stack.length > 0) {
    const node = stack.shift() as { type?: string; text?: string; children?: unknown[] };
    if (node?.type === 'text' && typeof node.text === 'string' && node.text.trim().length >= 24) {
      return node.text.trim().slice(0, 60);
    }
    if (Array.isArray(node?.children)) stack.unshift(...node.children);
  }
  return null;
}

export interface ExpectedPage {
  slug: string;
  title: string;
  /** Category identifier (treatments) or first category slug (articles), if any. */
  category: string | null;
  hasVideo: boolean;
  subtitles: string[];
  sentences: string[];
}

function pageOf(entry: { slug: string; title: string; category: string | null; hasVideo?: boolean }, blocks: Block[]): ExpectedPage {
  return {
    hasVideo: false,
    ...entry,
    subtitles: blocks.map((block) => block.subtitle?.trim()).filter((text): text is string => Boolean(text)),
    sentences: blocks
      .map((block) => firstSentence(block.__component === 'shared.t-sub-content' ? block.content : block.text))
      .filter((text): text is string => Boolean(text)),
  };
}

export function expectedTreatments(locale: Locale): ExpectedPage[] {
  return shown(read<TreatmentEntry>('treatments.json'), locale).map((entry) =>
    pageOf({ slug: entry.slug, title: entry.title, category: entry.treatmentCategory?.identifier ?? null }, entry.tblocks ?? []),
  );
}

export function expectedTreatmentCategories(locale: Locale): { slug: string; name: string }[] {
  return shown(read<TreatmentCategoryEntry>('treatment-categories.json'), locale).map((entry) => ({
    slug: entry.identifier,
    name: entry.name,
  }));
}

/** Newest first, as the blog lists them. */
export function expectedArticles(locale: Locale, category?: string): ExpectedPage[] {
  return shown(read<ArticleEntry>('articles.json'), locale)
    .filter((entry) => !category || (entry.categories ?? []).some((item) => item.slug === category))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((entry) =>
      pageOf(
        { slug: entry.slug, title: entry.title, category: entry.categories?.[0]?.slug ?? null, hasVideo: Boolean(entry.videoUrl) },
        entry.blocks ?? [],
      ),
    );
}

export function expectedArticleCategories(locale: Locale): { slug: string; name: string }[] {
  return shown(read<ArticleCategoryEntry>('article-categories.json'), locale).map((entry) => ({ slug: entry.slug, name: entry.name }));
}

interface DoctorEntry {
  name: string;
  slug?: string | null;
  title?: string | null;
  specialty?: string | null;
  order?: number | null;
}
interface FaqEntry {
  locale: string;
  page: string;
  question: string;
  answer: string;
  order?: number | null;
}
interface TestimonialEntry {
  name: string;
  treatment?: string | null;
  comment: string;
  enabled?: boolean | null;
  order?: number | null;
}
interface GalleryEntry {
  alt: string;
  caption?: string | null;
  order?: number | null;
}

const inOrder = <T extends { order?: number | null }>(entries: T[]) =>
  [...entries].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));

/** The about page's team, in order; a doctor with a slug has a page of its own. */
export function expectedDoctors(locale: Locale): { name: string; slug: string | null; title: string; specialty: string }[] {
  return inOrder(shown(read<DoctorEntry>('doctors.json'), locale)).map((entry) => ({
    name: entry.name,
    slug: entry.slug ?? null,
    title: entry.title ?? '',
    specialty: entry.specialty ?? '',
  }));
}

/** The about page's questions in one language, in order. */
export function expectedFaqs(locale: Locale): { question: string; answer: string }[] {
  return inOrder(shown(read<FaqEntry>('faqs.json'), locale).filter((entry) => entry.page === 'about')).map(({ question, answer }) => ({
    question,
    answer,
  }));
}

/** The home page's testimonials switched on, in order. */
export function expectedTestimonials(locale: Locale): { name: string; treatment: string; comment: string }[] {
  return inOrder(shown(read<TestimonialEntry>('testimonials.json'), locale).filter((entry) => entry.enabled !== false)).map((entry) => ({
    name: entry.name,
    treatment: entry.treatment ?? '',
    comment: entry.comment,
  }));
}

/** The services page's gallery, in order. */
export function expectedGallery(locale: Locale): { alt: string; caption: string }[] {
  return inOrder(shown(read<GalleryEntry>('gallery-images.json'), locale)).map((entry) => ({
    alt: entry.alt,
    caption: entry.caption ?? '',
  }));
}

export const PATHS = {
  tr: {
    home: '/',
    about: '/about',
    services: '/singleservice',
    treatments: '/tedaviler',
    treatment: (slug: string) => `/tedavi/${slug}`,
    dentist: (slug: string) => `/hekimlerimiz/${slug}`,
    blogs: '/blogs',
    blog: (slug: string) => `/blog/${slug}`,
    contact: '/contact',
    privacy: '/kvkk-aydinlatma-metni',
    terms: '/kullanim-kosullari',
  },
  en: {
    home: '/en',
    about: '/en/about',
    services: '/en/singleservice',
    treatments: '/en/treatments',
    treatment: (slug: string) => `/en/treatment/${slug}`,
    dentist: (slug: string) => `/en/dentists/${slug}`,
    blogs: '/en/blogs',
    blog: (slug: string) => `/en/blog/${slug}`,
    contact: '/en/contact',
    privacy: '/en/privacy-notice',
    terms: '/en/terms-of-use',
  },
} as const;

/** The CMS under test and the token its bootstrap accepts for writing (scripts/test-cms.sh). */
export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
export const CMS_E2E_API_TOKEN = process.env.CMS_E2E_API_TOKEN ?? '';
/** The site's read-only token (scripts/test-cms.sh); the CMS answers nobody without one. */
export const SITE_READ_HEADERS = { Authorization: `Bearer ${process.env.CONTENT_API_TOKEN ?? ''}` };
