import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core, Modules } from '@strapi/strapi';
import { LOCALES } from './locales';

/**
 * Imports the site's built-in content (`../content/*.json`, Strapi's flat
 * entry shape) so the CMS starts with exactly what the site shows without it.
 *
 * - Every type is localized: the files hold one entry per language version,
 *   versions of one document sharing `documentId`; the Turkish version is
 *   created first and the others become localizations of the same document,
 *   each linked to the related documents' versions in its own language.
 * - Idempotent: versions are matched by slug/identifier/name (and locale) and
 *   only missing ones are created; running it again creates no duplicates.
 * - By default it runs once (a marker in Strapi's core store), so entries the
 *   clinic deletes later do not come back. `CMS_SEED=force` imports missing
 *   entries (and language versions) again, `CMS_SEED=off` never seeds.
 * - Media under `/images/…` are uploaded from `../public` into the media library.
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

/** One language version of a document, as every content file holds them. */
interface Version {
  documentId: string;
  locale: string;
}

interface SeedTreatmentCategory extends Version {
  name: string;
  identifier: string;
}

/** A doctor as a relation names it in the content files: the slug is what links them. */
interface SeedDoctorRef {
  slug?: string | null;
}

interface SeedTreatment extends Version {
  title: string;
  slug: string;
  shortDesc?: string | null;
  imageUrl?: string | null;
  heroImage?: Media | null;
  treatmentCategory?: { identifier?: string | null } | null;
  tblocks?: Block[] | null;
  reviewer?: SeedDoctorRef | null;
  lastReviewed?: string | null;
}

interface SeedArticleCategory extends Version {
  name: string;
  slug: string;
}

interface SeedArticle extends Version {
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

interface SeedDoctor extends Version {
  name: string;
  slug?: string | null;
  education?: string | null;
  specialties?: string | null;
  certificates?: string | null;
  languages?: string | null;
  treatments?: { slug: string }[] | null;
  title?: string | null;
  specialty?: string | null;
  bio?: string | null;
  photo?: Media | null;
  order?: number | null;
}

interface SeedFaq extends Version {
  page: 'about';
  question: string;
  answer: string;
  order?: number | null;
}

interface SeedTestimonial extends Version {
  name: string;
  treatment?: string | null;
  comment: string;
  rating?: number | null;
  enabled?: boolean | null;
  order?: number | null;
}

interface SeedGalleryImage extends Version {
  image?: Media | null;
  alt: string;
  caption?: string | null;
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

/** Turkish first: the other versions become localizations of its document. */
const LOCALE_CODES = LOCALES.map((locale) => locale.code);
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

type Uid = (typeof UID)[keyof typeof UID];

/**
 * Imports one document's language versions: finds the document by any version the CMS
 * already has (`match` gives a version's filters), then creates each missing version,
 * Turkish first, the others as localizations of the same document, and publishes them.
 * A version whose data cannot be built (`data` answers null) is left out.
 */
async function importVersions<T extends Version>(
  strapi: Core.Strapi,
  uid: Uid,
  group: Map<string, T>,
  match: (entry: T) => Record<string, unknown>,
  data: (entry: T, locale: string) => Promise<Record<string, unknown> | null>,
): Promise<{ documentId?: string; created: T[] }> {
  const documents = strapi.documents(uid);
  let documentId: string | undefined;
  for (const [locale, entry] of group) {
    const found = await documents.findFirst({ locale, filters: match(entry) as never });
    if (found) {
      documentId = found.documentId;
      break;
    }
  }
  const created: T[] = [];
  for (const locale of LOCALE_CODES) {
    const entry = group.get(locale);
    if (!entry) continue;
    if (documentId && (await documents.findOne({ documentId, locale }))) continue;
    const values = await data(entry, locale);
    if (!values) continue;
    documentId = documentId
      ? (await documents.update({ documentId, locale, data: values as never }))!.documentId
      : (await documents.create({ locale, data: values as never })).documentId;
    created.push(entry);
  }
  // Only the new versions: publishing an existing one again would change its date.
  if (documentId) for (const entry of created) await documents.publish({ documentId, locale: entry.locale });
  return { documentId, created };
}

/** The document id of a related entry, if it has a version in `locale` (a relation links versions of one language). */
async function versionIn(strapi: Core.Strapi, uid: Uid, filters: Record<string, unknown>, locale: string): Promise<string | undefined> {
  return (await strapi.documents(uid).findFirst({ locale, filters: filters as never }))?.documentId;
}

async function importContent(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { 'treatment categories': 0, treatments: 0, 'article categories': 0, articles: 0, media: 0 };
  const mediaId = mediaImporter(strapi, root, counts);

  for (const group of groupByDocument(await readEntries<SeedTreatmentCategory>(root, 'treatment-categories.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.treatmentCategory,
      group,
      (entry) => ({ identifier: entry.identifier }),
      async (entry) => ({ name: entry.name, identifier: entry.identifier }),
    );
    counts['treatment categories'] += created.length;
  }

  // Treatments, each version in its category's version of the same language.
  for (const group of groupByDocument(await readEntries<SeedTreatment>(root, 'treatments.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.treatment,
      group,
      (entry) => ({ slug: entry.slug }),
      async (entry, locale) => {
        const identifier = entry.treatmentCategory?.identifier;
        const category = identifier ? await versionIn(strapi, UID.treatmentCategory, { identifier }, locale) : undefined;
        return {
          title: entry.title,
          slug: entry.slug,
          shortDesc: entry.shortDesc ?? undefined,
          imageUrl: entry.imageUrl ?? undefined,
          heroImage: await mediaId(entry.heroImage),
          treatmentCategory: category ? { documentId: category, locale } : undefined,
          tblocks: zone<Input<typeof UID.treatment>['tblocks']>(entry.tblocks),
        };
      },
    );
    counts.treatments += created.length;
  }

  const articleCategoryIds = new Map<string, string>();
  for (const group of groupByDocument(await readEntries<SeedArticleCategory>(root, 'article-categories.json'))) {
    const { documentId, created } = await importVersions(
      strapi,
      UID.category,
      group,
      (entry) => ({ slug: entry.slug }),
      async (entry) => ({ name: entry.name, slug: entry.slug }),
    );
    if (documentId) articleCategoryIds.set(firstOf(group).documentId, documentId);
    counts['article categories'] += created.length;
  }

  // Articles, linked to the categories of their own language.
  for (const group of groupByDocument(await readEntries<SeedArticle>(root, 'articles.json'))) {
    const { documentId, created } = await importVersions(
      strapi,
      UID.article,
      group,
      (entry) => ({ slug: entry.slug }),
      async (entry, locale) => {
        const categories = (entry.categories ?? [])
          .map((category) => (category.documentId ? articleCategoryIds.get(category.documentId) : undefined))
          .filter((id): id is string => Boolean(id));
        return {
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
      },
    );
    counts.articles += created.length;
    // The blog lists newest first by publishedAt: keep the content's dates, not the seed's.
    if (documentId) for (const entry of created) await keepPublicationDate(strapi, documentId, entry);
  }

  return counts;
}

async function keepPublicationDate(strapi: Core.Strapi, documentId: string, entry: SeedArticle): Promise<void> {
  if (!entry.publishedAt) return;
  await strapi.db.query(UID.article).updateMany({
    where: { documentId, locale: entry.locale, publishedAt: { $notNull: true } },
    data: { publishedAt: entry.publishedAt },
  });
}

/**
 * The about page's team and questions, the home page's testimonials and the
 * services page's gallery, every version of each.
 */
async function importClinicContent(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { doctors: 0, 'FAQ entries': 0, testimonials: 0, 'gallery images': 0, media: 0 };
  const mediaId = mediaImporter(strapi, root, counts);

  for (const group of groupByDocument(await readOptionalEntries<SeedDoctor>(root, 'doctors.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.doctor,
      group,
      (entry) => ({ name: entry.name }),
      async (entry, locale) => ({
        name: entry.name,
        title: entry.title ?? undefined,
        specialty: entry.specialty ?? undefined,
        bio: entry.bio ?? undefined,
        ...(await doctorPage(strapi, entry, locale)),
        photo: await mediaId(entry.photo),
        order: entry.order ?? undefined,
      }),
    );
    counts.doctors += created.length;
  }

  for (const group of groupByDocument(await readOptionalEntries<SeedTestimonial>(root, 'testimonials.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.testimonial,
      group,
      (entry) => ({ name: entry.name, comment: entry.comment }),
      async (entry) => ({
        name: entry.name,
        treatment: entry.treatment ?? undefined,
        comment: entry.comment,
        rating: entry.rating ?? undefined,
        enabled: entry.enabled ?? true,
        order: entry.order ?? undefined,
      }),
    );
    counts.testimonials += created.length;
  }

  for (const group of groupByDocument(await readOptionalEntries<SeedGalleryImage>(root, 'gallery-images.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.galleryImage,
      group,
      (entry) => ({ alt: entry.alt }),
      async (entry) => {
        const image = await mediaId(entry.image);
        // The image is required: an entry whose file is missing is not imported.
        if (!image) return null;
        return { image, alt: entry.alt, caption: entry.caption ?? undefined, order: entry.order ?? undefined };
      },
    );
    counts['gallery images'] += created.length;
  }

  for (const group of groupByDocument(await readOptionalEntries<SeedFaq>(root, 'faqs.json'))) {
    const { created } = await importVersions(
      strapi,
      UID.faq,
      group,
      (entry) => ({ question: entry.question }),
      async (entry) => ({ page: entry.page, question: entry.question, answer: entry.answer, order: entry.order ?? undefined }),
    );
    counts['FAQ entries'] += created.length;
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

/** A doctor's own page: the fields and treatments added with it (the treatments' versions of the same language). */
async function doctorPage(strapi: Core.Strapi, doctor: SeedDoctor, locale: string) {
  const treatments: { documentId: string; locale: string }[] = [];
  for (const treatment of doctor.treatments ?? []) {
    const found = await versionIn(strapi, UID.treatment, { slug: treatment.slug }, locale);
    if (found) treatments.push({ documentId: found, locale });
  }
  return {
    slug: doctor.slug ?? slugOf(doctor.name),
    education: doctor.education ?? undefined,
    specialties: doctor.specialties ?? undefined,
    certificates: doctor.certificates ?? undefined,
    languages: doctor.languages ?? undefined,
    treatments,
  };
}

/**
 * Fills in what a CMS seeded before doctors had pages lacks, and links a new
 * CMS's articles and treatments to their doctors (doctors are imported after
 * them), version by version, each to the doctor's version of its language: a
 * doctor without a slug gets its page's fields, an article without an author
 * and a treatment without a reviewer get the content files' ones. Publishing
 * again keeps an article's publication date.
 */
async function linkDoctors(strapi: Core.Strapi, root: string): Promise<Record<string, number>> {
  const counts = { doctors: 0, articles: 0, treatments: 0 };
  const doctorIds = new Map<string, string>();
  for (const doctor of await readOptionalEntries<SeedDoctor>(root, 'doctors.json')) {
    const documents = strapi.documents(UID.doctor);
    const { locale } = doctor;
    const found = await documents.findFirst({ locale, filters: { name: doctor.name } });
    if (!found || !doctor.slug) continue;
    if (!found.slug) {
      await documents.update({ documentId: found.documentId, locale, data: (await doctorPage(strapi, doctor, locale)) as never });
      await documents.publish({ documentId: found.documentId, locale });
      counts.doctors += 1;
    }
    doctorIds.set(doctor.slug, found.documentId);
  }
  /** The doctor's document, when it has a version in `locale`. */
  const doctorIn = async (ref: SeedDoctorRef | null | undefined, locale: string) => {
    const documentId = ref?.slug ? doctorIds.get(ref.slug) : undefined;
    return documentId && (await strapi.documents(UID.doctor).findOne({ documentId, locale })) ? { documentId, locale } : undefined;
  };

  for (const treatment of await readEntries<SeedTreatment>(root, 'treatments.json')) {
    const documents = strapi.documents(UID.treatment);
    const { locale } = treatment;
    const found = await documents.findFirst({ locale, filters: { slug: treatment.slug }, populate: ['reviewer'] });
    const reviewer = await doctorIn(treatment.reviewer, locale);
    if (!found || found.reviewer || !reviewer) continue;
    await documents.update({
      documentId: found.documentId,
      locale,
      data: { reviewer, lastReviewed: treatment.lastReviewed ?? undefined } as never,
    });
    await documents.publish({ documentId: found.documentId, locale });
    counts.treatments += 1;
  }

  for (const article of await readEntries<SeedArticle>(root, 'articles.json')) {
    const documents = strapi.documents(UID.article);
    const { locale } = article;
    const found = await documents.findFirst({ locale, filters: { slug: article.slug }, populate: ['author'] });
    const author = await doctorIn(article.author, locale);
    if (!found || found.author || !author) continue;
    const reviewer = await doctorIn(article.reviewer, locale);
    await documents.update({ documentId: found.documentId, locale, data: { author, ...(reviewer && { reviewer }) } as never });
    await documents.publish({ documentId: found.documentId, locale });
    await keepPublicationDate(strapi, found.documentId, article);
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
