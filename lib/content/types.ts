/** The site's own content shapes. Pages see these, never a CMS response. */
import type { Locale } from '@/i18n/routing';

export type { Locale };

export interface Media {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export type TextLeaf = {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};

export type LinkNode = { type: 'link'; url: string; children: TextLeaf[] };
export type InlineNode = TextLeaf | LinkNode;
export type ListItemNode = { type: 'list-item'; children: InlineNode[] };

/** Rich-text nodes (Strapi's `blocks` field); unknown kinds are dropped at the boundary. */
export type RichTextNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: ListItemNode[] }
  | { type: 'quote'; children: InlineNode[] };

export type TreatmentBlock =
  | { kind: 'rich'; id: string; markdown: string }
  | { kind: 'subtitle'; id: string; text: string }
  | { kind: 'content'; id: string; nodes: RichTextNode[] };

export type ArticleBlock =
  { kind: 'text'; id: string; nodes: RichTextNode[] } | { kind: 'subtitle'; id: string; subtitle: string; nodes: RichTextNode[] };

/**
 * Every entry is in ONE language: the visitor's, or the fallback's when the CMS has no
 * version in theirs (lib/content/locale-fallback.ts). `locale` is the language shown,
 * so a page marks content in another language (`lang`) and says so.
 */
export interface InLanguage {
  locale: Locale;
}

/** A page's entry also says which languages it exists in (hreflang names only those). */
export interface InLanguages extends InLanguage {
  locales: Locale[];
}

export interface TreatmentCategory extends InLanguage {
  id: number;
  name: string;
  /** identifier, or `category-{id}` when the CMS has none (every category needs a URL value). */
  slug: string;
}

/** A doctor named by other content (an article's author, a treatment's reviewer). */
export interface DoctorRef {
  documentId: string;
  name: string;
  title: string;
  /** null: the doctor has no page (no slug in the CMS). */
  slug: string | null;
}

export interface Treatment extends InLanguages {
  id: number;
  documentId: string;
  slug: string;
  title: string;
  shortDesc: string;
  /** Card image: imageUrl, else the hero image. */
  image: Media | null;
  /** Detail hero: hero image, else the card image. */
  heroImage: Media | null;
  category: TreatmentCategory | null;
  /** The card's category: the related category's identifier, or `genel` (general) when it has none. */
  categorySlug: string;
  /** The page's blocks (a list read from the CMS leaves them out: only the page shows them). */
  blocks: TreatmentBlock[];
  /** The dentist who last checked the page's medical content, and when (YYYY-MM-DD); null when the CMS names none. */
  reviewer: DoctorRef | null;
  lastReviewed: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ArticleCategory extends InLanguage {
  id: number;
  documentId: string;
  name: string;
  slug: string;
}

export interface Article extends InLanguages {
  id: number;
  documentId: string;
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  cover: Media | null;
  videoUrl: string | null;
  image: Media | null;
  image2: Media | null;
  categories: ArticleCategory[];
  /** The article's blocks (a list read from the CMS leaves them out: only the page shows them). */
  blocks: ArticleBlock[];
  author: DoctorRef | null;
  /** The dentist who checked the article's medical content, when there is one. */
  reviewer: DoctorRef | null;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  /** The same article in the other languages, by slug. */
  localizations: { locale: Locale; slug: string }[];
}

export interface ArticlePage {
  articles: Article[];
  page: number;
  pageCount: number;
  total: number;
}

export interface ArticleQuery {
  page?: number;
  category?: string;
}

export interface Doctor extends InLanguages {
  id: number;
  documentId: string;
  name: string;
  title: string;
  specialty: string;
  /** Empty when the CMS has none. */
  bio: string;
  photo: Media | null;
  /** null: the doctor has no page of their own. */
  slug: string | null;
  /** Degrees and specialty training, one entry a line in the CMS. */
  education: string[];
  /** Specialties registered with the Ministry of Health. */
  specialties: string[];
  /** Certificates registered with the Ministry of Health. */
  certificates: string[];
  /** BCP 47 language codes (`tr`, `en`), shown by their names in the page's language. */
  languages: string[];
  /** The treatments the doctor performs, by slug and title in the doctor's version's language. */
  treatments: { slug: string; title: string }[];
  updatedAt: string;
}

/** The pages that show questions and answers. */
export const FAQ_PAGES = ['about'] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];

export interface FaqItem extends InLanguage {
  id: number;
  documentId: string;
  question: string;
  answer: string;
}

export interface Testimonial extends InLanguage {
  id: number;
  documentId: string;
  name: string;
  treatment: string;
  comment: string;
  /** 0 to 5, halves allowed; null shows no stars. */
  rating: number | null;
}

export interface GalleryPhoto extends InLanguage {
  id: number;
  documentId: string;
  image: Media;
  caption: string;
}

/**
 * Both sources implement this; pages reach it through `lib/content`. Every read
 * takes the visitor's language and answers in it, or per entry in the fallback
 * language (never an entry missing because it was not translated).
 */
export interface ContentSource {
  getTreatmentCategories(locale: Locale): Promise<TreatmentCategory[]>;
  getTreatments(locale: Locale): Promise<Treatment[]>;
  getTreatmentBySlug(slug: string, locale: Locale): Promise<Treatment | null>;
  getArticles(locale: Locale, query?: ArticleQuery): Promise<ArticlePage>;
  getArticleBySlug(slug: string, locale: Locale): Promise<Article | null>;
  getArticleCategories(locale: Locale): Promise<ArticleCategory[]>;
  /** The team, in the clinic's order. */
  getDoctors(locale: Locale): Promise<Doctor[]>;
  getDoctorBySlug(slug: string, locale: Locale): Promise<Doctor | null>;
  /** The articles of one language a doctor wrote or reviewed, newest first. */
  getArticlesByDoctor(slug: string, locale: Locale): Promise<Article[]>;
  /** One page's questions in one language, in the clinic's order. */
  getFaqs(page: FaqPage, locale: Locale): Promise<FaqItem[]>;
  /** The testimonials switched on, in the clinic's order. */
  getTestimonials(locale: Locale): Promise<Testimonial[]>;
  /** The gallery's pictures (those with an image), in the clinic's order. */
  getGalleryImages(locale: Locale): Promise<GalleryPhoto[]>;
}

export const ARTICLES_PAGE_SIZE = 9;
