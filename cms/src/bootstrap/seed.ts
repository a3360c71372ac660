import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core, Modules } from '@strapi/strapi';

/**
 * Imports the site's built-in content (`../content/*.json`, Strapi's flat
 * entry shape) so the CMS starts with exactly what the site shows without it.
 *
 * - Idempotent: entries are matched by slug/identifier (and locale) and only
 *   missing ones are created; running it again creates no duplicates.
 * - By default it runs once (a marker in Strapi's core store), so entries the
 *   clinic deletes later do not come back. `CMS_SEED=force` imports missing
 *   entries again, `CMS_SEED=off` never seeds.
 * - Media under `/images/…` are uploaded from `../public` into the media library.
 * - Articles, article categories and FAQ entries: the Turkish entry is created
 *   first, the English one becomes a localization of the same document.
 * - Doctors, FAQ entries, testimonials and gallery images have their own
 *   once-marker, so a CMS seeded before they existed imports them on its next start.
 * - The doctors' pages (slug, education, specialties, certificates, languages,
 *   treatments) and the articles' authors and reviewers and the treatments'
 *   reviewers came later still: a third marker fills them in where they are empty.
 */

interface Media {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
}

interface Block {
  id?: number;
  __component: string;
  [field: string]: unknown;
}

interface SeedTreatmentCategory {
  documentId: string;
  name: string;
  nameEn?: string | null;
  identifier: string;
}

/** A doctor as a relation names it in the content files: the slug is what links them. */
interface SeedDoctorRef {
  slug?: string | null;
}

interface SeedTreatment {
  title: string;
  titleEn?: string | null;
  slug: string;
  shortDesc?: string | null;
  shortDescEn?: string | null;
  imageUrl?: string | null;
  heroImage?: Media | null;
  treatmentCategory?: { identifier?: string | null } | null;
  tblocks?: Block[] | null;
  tblocksEn?: Block[] | null;
  reviewer?: SeedDoctorRef | null;
  lastReviewed?: string | null;
}

interface SeedArticleCategory {
  documentId: string;
  locale: string;
  name: string;
  slug: string;
}

interface SeedArticle {
  documentId: string;
  locale: string;
  title: string;
  slug: string;
  excerpt?: string | null;
  description?: string | null;
  cover?: Media | null;
  videoUrl?: string | null;
  image?: Media | null;
  image2?: Media | null;
  categories?: { documentId?: string | null }[] | null;
  blocks?: Block[] | null;
  author?: SeedDoctorRef | null;
  reviewer?: SeedDoctorRef | null;
  publishedAt?: string | null;
}

interface SeedDoctor {
  name: string;
  slug?: string | null;
  education?: string | null;
  educationEn?: string | null;
  specialties?: string | null;
  specialtiesEn?: string | null;
  certificates?: string | null;
  certificatesEn?: string | null;
  languages?: string | null;
  treatments?: { slug: string }[] | null;
  title?: string | null;
  titleEn?: string | null;
  specialty?: string | null;
  specialtyEn?: string | null;
  bio?: string | null;
  bioEn?: string | null;
  photo?: Media | null;
  order?: number | null;
}

interface SeedFaq {
  documentId: string;
  locale: string;
  page: 'about';
  question: string;
  answer: string;
  order?: number | null;
}

interface SeedTestimonial {
  name: string;
  treatment?: string | null;
  treatmentEn?: string | null;
  comment: string;
  commentEn?: string | null;
  rating?: number | null;
  enabled?: boolean | null;
  order?: number | null;
}

interface SeedGalleryImage {
  image?: Media | null;
  alt: string;
  altEn?: string | null;
  caption?: string | null;
  captionEn?: string | null;
  order?: number | null;
}

const UID = {
  treatmentCategory: 'api::treatment-category.treatment-category',
  treatment: 'api::treatment.treatment',
  category: 'api::category.category',
  article: 'api::article.article',
  doctor: 'api::doctor.doctor',
  faq: 'api::faq.faq',
  testimonial: 'api::testimonial.testimonial',
  galleryImage: 'api::gallery-image.gallery-image',
} as const;

const LOCALES = ['tr', 'en'] as const;
const MARKER = { type: 'core', name: 'site-content-seed', key: 'done' } as const;
/**
 * The team, questions, testimonials and gallery came later: their own marker
 * imports them once into a CMS seeded before they existed.
 */
const CLINIC_MARKER = { ...MARKER, key: 'clinic-content-done' } as const;
/** The doctors' pages and who wrote and reviewed what came after both. */
const DOCTOR_LINKS_MARKER = { ...MARKER, key: 'doctor-links-done' } as const;

const MIME_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

type SeedMode = 'auto' | 'force' | 'off';

function seedMode(): SeedMode {
  const value = (process.env.CMS_SEED ?? 'auto').trim().toLowerCase();
  if (['0', 'off', 'false', 'no'].includes(value)) return 'off';
  if (['1', 'force', 'true', 'yes', 'always'].includes(value)) return 'force';
  return 'auto';
}

/** The site's repository root: the CMS lives in its `cms/` folder. */
function siteRoot(strapi: Core.Strapi): string {
  return process.env.CMS_SITE_DIR?.trim() || path.resolve(strapi.dirs.app.root, '..');
}

async function readEntries<T>(root: string, name: string): Promise<T[]> {
  return JSON.parse(await readFile(path.join(root, 'content', name), 'utf8')) as T[];
}

/** A content file the site may not have (an older copy of the repository): none is no entries. */
async function readOptionalEntries<T>(root: string, name: string): Promise<T[]> {
  try {
    await access(path.join(root, 'content', name));
  } catch {
    return [];
  }
  return readEntries<T>(root, name);
}

type Input<T extends (typeof UID)[keyof typeof UID]> = Modules.Documents.Params.Data.Input<T>;

/**
 * Dynamic-zone entries without the ids of the source (Strapi assigns its
 * own). The content files are the site's, checked by its zod schemas and tests.
 */
function zone<T>(blocks: Block[] | null | undefined): T {
  return (blocks ?? []).map(({ id: _id, ...block }) => block) as T;
}

export async function seedFromSiteContent(strapi: Core.Strapi): Promise<void> {
  const mode = seedMode();
  if (mode === 'off') return;

  const root = siteRoot(strapi);
  try {
    await access(path.join(root, 'content', 'treatments.json'));
  } catch {
    // A CMS deployed without the site's repository starts empty; the seed runs once the files are there.
    strapi.log.warn(`[seed] no site content in ${path.join(root, 'content')} (set CMS_SITE_DIR): nothing imported`);
    return;
  }

  const parts = [
    { marker: MARKER, name: 'site content', run: importContent },
    { marker: CLINIC_MARKER, name: 'team, questions, testimonials and gallery', run: importClinicContent },
    { marker: DOCTOR_LINKS_MARKER, name: "doctors' pages, authors and reviewers", run: linkDoctors },
  ];
  for (const part of parts) {
    if (mode === 'auto' && (await strapi.store.get(part.marker))) continue;
    const started = Date.now();
    const counts = await part.run(strapi, root);
    await strapi.store.set({ ...part.marker, value: { at: new Date().toISOString(), counts } });
    strapi.log.info(
      `[seed] ${part.name} imported in ${Date.now() - started} ms: ${Object.entries(counts)
        .map(([kind, count]) => `${count} new ${kind}`)
        .join(', ')}`,
    );
  }
}

/** Uploads a built-in image once per (file, alternative text) and returns its media-library id. */
function mediaImporter(strapi: Core.Strapi, root: string, counts: { media: number }) {
  const mediaIds = new Map<string, number>();
  return async function mediaId(media: Media | null | undefined): Promise<number | null> {
    if (!media?.url?.startsWith('/images/')) return null;
    const alternativeText = media.alternativeText ?? null;
    const key = `${media.url}\n${alternativeText ?? ''}`;
    const known = mediaIds.get(key);
    if (known) return known;

    const name = path.posix.basename(media.url);
    const files = strapi.db.query('plugin::upload.file');
    let file = await files.findOne({ where: { name, alternativeText } });
    if (!file) {
      const filepath = path.join(root, 'public', media.url);
      try {
        const { size } = await stat(filepath);
        const [uploaded] = await strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, alternativeText, caption: alternativeText } },
            files: {
              filepath,
              originalFilename: name,
              mimetype: MIME_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
              size,
            },
          });
        file = uploaded;
      } catch (error) {
        // A missing picture leaves the field empty (the site shows its placeholder) rather than stopping the CMS.
        strapi.log.warn(`[seed] ${media.url} not imported: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
      counts.media += 1;
      // SVGs have no pixel size for Strapi; keep the one the content states so pages reserve space.
      if (file.width == null && media.width && media.height) {
        file = await files.update({ where: { id: file.id }, data: { width: media.width, height: media.height } });
      }
    }
    mediaIds.set(key, file.id);
    return file.id;
  };
}

async function importContent(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { 'treatment categories': 0, treatments: 0, 'article categories': 0, articles: 0, media: 0 };
  const mediaId = mediaImporter(strapi, root, counts);

  // Treatment categories (not localized).
  const treatmentCategoryIds = new Map<string, string>();
  for (const category of await readEntries<SeedTreatmentCategory>(root, 'treatment-categories.json')) {
    const documents = strapi.documents(UID.treatmentCategory);
    let document = await documents.findFirst({ filters: { identifier: category.identifier } });
    if (!document) {
      document = await documents.create({
        data: { name: category.name, nameEn: category.nameEn ?? undefined, identifier: category.identifier },
      });
      await documents.publish({ documentId: document.documentId });
      counts['treatment categories'] += 1;
    }
    treatmentCategoryIds.set(category.identifier, document.documentId);
  }

  // Treatments (not localized: the English copy lives in the *En fields).
  for (const treatment of await readEntries<SeedTreatment>(root, 'treatments.json')) {
    const documents = strapi.documents(UID.treatment);
    if (await documents.findFirst({ filters: { slug: treatment.slug } })) continue;
    const categoryId = treatment.treatmentCategory?.identifier
      ? treatmentCategoryIds.get(treatment.treatmentCategory.identifier)
      : undefined;
    const document = await documents.create({
      data: {
        title: treatment.title,
        titleEn: treatment.titleEn ?? undefined,
        slug: treatment.slug,
        shortDesc: treatment.shortDesc ?? undefined,
        shortDescEn: treatment.shortDescEn ?? undefined,
        imageUrl: treatment.imageUrl ?? undefined,
        heroImage: await mediaId(treatment.heroImage),
        treatmentCategory: categoryId ?? undefined,
        tblocks: zone<Input<typeof UID.treatment>['tblocks']>(treatment.tblocks),
        tblocksEn: zone<Input<typeof UID.treatment>['tblocksEn']>(treatment.tblocksEn),
      },
    });
    await documents.publish({ documentId: document.documentId });
    counts.treatments += 1;
  }

  // Article categories (localized): Turkish first, then English on the same document.
  const articleCategoryIds = new Map<string, string>();
  const articleCategories = await readEntries<SeedArticleCategory>(root, 'article-categories.json');
  for (const group of groupByDocument(articleCategories)) {
    const documents = strapi.documents(UID.category);
    let documentId = await findLocalizedDocument(strapi, UID.category, group);
    let created = false;
    for (const locale of LOCALES) {
      const entry = group.get(locale);
      if (!entry) continue;
      if (await documents.findFirst({ locale, filters: { slug: entry.slug } })) continue;
      const data = { name: entry.name, slug: entry.slug };
      documentId = documentId
        ? (await documents.update({ documentId, locale, data }))!.documentId
        : (await documents.create({ locale, data })).documentId;
      created = true;
    }
    if (!documentId) continue;
    if (created) {
      await documents.publish({ documentId, locale: '*' });
      counts['article categories'] += 1;
    }
    articleCategoryIds.set(firstOf(group).documentId, documentId);
  }

  // Articles (localized), linked to the categories of their own language.
  const articles = await readEntries<SeedArticle>(root, 'articles.json');
  for (const group of groupByDocument(articles)) {
    const documents = strapi.documents(UID.article);
    let documentId = await findLocalizedDocument(strapi, UID.article, group);
    const createdLocales: SeedArticle[] = [];
    for (const locale of LOCALES) {
      const entry = group.get(locale);
      if (!entry) continue;
      if (await documents.findFirst({ locale, filters: { slug: entry.slug } })) continue;
      const categories = (entry.categories ?? [])
        .map((category) => (category.documentId ? articleCategoryIds.get(category.documentId) : undefined))
        .filter((id): id is string => Boolean(id));
      const data: Input<typeof UID.article> = {
        title: entry.title,
        slug: entry.slug,
        excerpt: entry.excerpt ?? undefined,
        description: entry.description ?? undefined,
        cover: await mediaId(entry.cover),
        videoUrl: entry.videoUrl ?? undefined,
        image: await mediaId(entry.image),
        image2: await mediaId(entry.image2),
        categories: categories.map((id) => ({ documentId: id, locale })),
        blocks: zone<Input<typeof UID.article>['blocks']>(entry.blocks),
      };
      documentId = documentId
        ? (await documents.update({ documentId, locale, data }))!.documentId
        : (await documents.create({ locale, data })).documentId;
      createdLocales.push(entry);
    }
    if (!documentId) continue;
    counts.articles += createdLocales.length;
    for (const entry of createdLocales) {
      // Only the new translations: publishing an existing one again would change its date.
      await documents.publish({ documentId, locale: entry.locale });
      // The blog lists newest first by publishedAt: keep the content's dates, not the seed's.
      if (!entry.publishedAt) continue;
      await strapi.db.query(UID.article).updateMany({
        where: { documentId, locale: entry.locale, publishedAt: { $notNull: true } },
        data: { publishedAt: entry.publishedAt },
      });
    }
  }

  return counts;
}

/**
 * The about page's team and questions, the home page's testimonials and the
 * services page's gallery. Doctors, testimonials and gallery images are not
 * localized (their English copy is in the *En fields); questions are, like
 * articles: the Turkish entry first, the English one a localization of it.
 */
async function importClinicContent(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { doctors: 0, 'FAQ entries': 0, testimonials: 0, 'gallery images': 0, media: 0 };
  const mediaId = mediaImporter(strapi, root, counts);

  for (const doctor of await readOptionalEntries<SeedDoctor>(root, 'doctors.json')) {
    const documents = strapi.documents(UID.doctor);
    if (await documents.findFirst({ filters: { name: doctor.name } })) continue;
    const document = await documents.create({
      data: {
        name: doctor.name,
        title: doctor.title ?? undefined,
        titleEn: doctor.titleEn ?? undefined,
        specialty: doctor.specialty ?? undefined,
        specialtyEn: doctor.specialtyEn ?? undefined,
        bio: doctor.bio ?? undefined,
        bioEn: doctor.bioEn ?? undefined,
        ...(await doctorPage(strapi, doctor)),
        photo: await mediaId(doctor.photo),
        order: doctor.order ?? undefined,
      },
    });
    await documents.publish({ documentId: document.documentId });
    counts.doctors += 1;
  }

  for (const testimonial of await readOptionalEntries<SeedTestimonial>(root, 'testimonials.json')) {
    const documents = strapi.documents(UID.testimonial);
    if (await documents.findFirst({ filters: { name: testimonial.name, comment: testimonial.comment } })) continue;
    const document = await documents.create({
      data: {
        name: testimonial.name,
        treatment: testimonial.treatment ?? undefined,
        treatmentEn: testimonial.treatmentEn ?? undefined,
        comment: testimonial.comment,
        commentEn: testimonial.commentEn ?? undefined,
        rating: testimonial.rating ?? undefined,
        enabled: testimonial.enabled ?? true,
        order: testimonial.order ?? undefined,
      },
    });
    await documents.publish({ documentId: document.documentId });
    counts.testimonials += 1;
  }

  for (const entry of await readOptionalEntries<SeedGalleryImage>(root, 'gallery-images.json')) {
    const documents = strapi.documents(UID.galleryImage);
    if (await documents.findFirst({ filters: { alt: entry.alt } })) continue;
    const image = await mediaId(entry.image);
    // The image is required: an entry whose file is missing is not imported.
    if (!image) continue;
    const document = await documents.create({
      data: {
        image,
        alt: entry.alt,
        altEn: entry.altEn ?? undefined,
        caption: entry.caption ?? undefined,
        captionEn: entry.captionEn ?? undefined,
        order: entry.order ?? undefined,
      },
    });
    await documents.publish({ documentId: document.documentId });
    counts['gallery images'] += 1;
  }

  const faqs = await readOptionalEntries<SeedFaq>(root, 'faqs.json');
  for (const group of groupByDocument(faqs)) {
    const documents = strapi.documents(UID.faq);
    let documentId: string | undefined;
    for (const [locale, entry] of group) {
      const found = await documents.findFirst({ locale, filters: { question: entry.question } });
      if (found) documentId = found.documentId;
    }
    const createdLocales: string[] = [];
    for (const locale of LOCALES) {
      const entry = group.get(locale);
      if (!entry) continue;
      if (await documents.findFirst({ locale, filters: { question: entry.question } })) continue;
      const data = { page: entry.page, question: entry.question, answer: entry.answer, order: entry.order ?? undefined };
      documentId = documentId
        ? (await documents.update({ documentId, locale, data }))!.documentId
        : (await documents.create({ locale, data })).documentId;
      createdLocales.push(locale);
    }
    if (!documentId) continue;
    for (const locale of createdLocales) await documents.publish({ documentId, locale });
    counts['FAQ entries'] += createdLocales.length;
  }

  return counts;
}

/** A URL slug for a name without one: Turkish letters to ASCII, everything else to hyphens. */
function slugOf(name: string): string {
  const ascii = name
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (letter) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[letter]!);
  return ascii
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A doctor's own page: the fields and treatments added with it. */
async function doctorPage(strapi: Core.Strapi, doctor: SeedDoctor) {
  const treatments: string[] = [];
  for (const treatment of doctor.treatments ?? []) {
    const found = await strapi.documents(UID.treatment).findFirst({ filters: { slug: treatment.slug } });
    if (found) treatments.push(found.documentId);
  }
  return {
    slug: doctor.slug ?? slugOf(doctor.name),
    education: doctor.education ?? undefined,
    educationEn: doctor.educationEn ?? undefined,
    specialties: doctor.specialties ?? undefined,
    specialtiesEn: doctor.specialtiesEn ?? undefined,
    certificates: doctor.certificates ?? undefined,
    certificatesEn: doctor.certificatesEn ?? undefined,
    languages: doctor.languages ?? undefined,
    treatments,
  };
}

/**
 * Fills in what a CMS seeded before doctors had pages lacks, and links a new
 * CMS's articles and treatments to their doctors (doctors are imported after
 * them): a doctor without a slug gets its page's fields, an article without an
 * author and a treatment without a reviewer get the content files' ones.
 * Publishing again keeps an article's publication date.
 */
async function linkDoctors(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { doctors: 0, articles: 0, treatments: 0 };
  const doctorIds = new Map<string, string>();
  for (const doctor of await readOptionalEntries<SeedDoctor>(root, 'doctors.json')) {
    const documents = strapi.documents(UID.doctor);
    const found = await documents.findFirst({ filters: { name: doctor.name } });
    if (!found || !doctor.slug) continue;
    if (!found.slug) {
      await documents.update({ documentId: found.documentId, data: await doctorPage(strapi, doctor) });
      await documents.publish({ documentId: found.documentId });
      counts.doctors += 1;
    }
    doctorIds.set(doctor.slug, found.documentId);
  }
  const doctorId = (ref: SeedDoctorRef | null | undefined) => (ref?.slug ? doctorIds.get(ref.slug) : undefined);

  for (const treatment of await readEntries<SeedTreatment>(root, 'treatments.json')) {
    const documents = strapi.documents(UID.treatment);
    const found = await documents.findFirst({ filters: { slug: treatment.slug }, populate: ['reviewer'] });
    const reviewer = doctorId(treatment.reviewer);
    if (!found || found.reviewer || !reviewer) continue;
    await documents.update({ documentId: found.documentId, data: { reviewer, lastReviewed: treatment.lastReviewed ?? undefined } });
    await documents.publish({ documentId: found.documentId });
    counts.treatments += 1;
  }

  for (const article of await readEntries<SeedArticle>(root, 'articles.json')) {
    const documents = strapi.documents(UID.article);
    const { locale } = article;
    const found = await documents.findFirst({ locale, filters: { slug: article.slug }, populate: ['author'] });
    const author = doctorId(article.author);
    if (!found || found.author || !author) continue;
    const reviewer = doctorId(article.reviewer);
    await documents.update({ documentId: found.documentId, locale, data: { author, ...(reviewer && { reviewer }) } });
    await documents.publish({ documentId: found.documentId, locale });
    if (article.publishedAt) {
      await strapi.db.query(UID.article).updateMany({
        where: { documentId: found.documentId, locale, publishedAt: { $notNull: true } },
        data: { publishedAt: article.publishedAt },
      });
    }
    counts.articles += 1;
  }
  return counts;
}

function groupByDocument<T extends { documentId: string; locale: string }>(entries: T[]): Map<string, T>[] {
  const groups = new Map<string, Map<string, T>>();
  for (const entry of entries) {
    const group = groups.get(entry.documentId) ?? new Map<string, T>();
    group.set(entry.locale, entry);
    groups.set(entry.documentId, group);
  }
  return [...groups.values()];
}

function firstOf<T>(group: Map<string, T>): T {
  const [first] = group.values();
  if (!first) throw new Error('empty group');
  return first;
}

/** The CMS document that already holds one of the group's translations, if any. */
async function findLocalizedDocument(
  strapi: Core.Strapi,
  uid: typeof UID.category | typeof UID.article,
  group: Map<string, { slug: string }>,
): Promise<string | undefined> {
  for (const [locale, entry] of group) {
    const found = await strapi.documents(uid).findFirst({ locale, filters: { slug: entry.slug } });
    if (found) return found.documentId;
  }
  return undefined;
}
