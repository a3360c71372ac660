/**
 * The go-live check of the content (lib/launch/check.mjs): CMS entries judged against the shipped
 * samples, and the Turkish health-care promotion rules.
 */
import { configured, fileName, flag, present } from './values.mjs';

/**
 * @typedef {import('./values.mjs').Env} Env
 * @typedef {import('./values.mjs').Item} Item
 * @typedef {import('./values.mjs').CmsEntries} CmsEntries
 * @typedef {import('./values.mjs').Samples} Samples
 */

/**
 * A list of CMS entries judged against the samples: without a CMS the built-in
 * samples are shown; with one, an entry equal to a sample is still a sample.
 * @param {{ id: string; label: string; cms: boolean; entries: string[]; sample: (entry: string) => boolean; count: number }} input
 * @returns {Item}
 */
function cmsList({ id, label, cms, entries, sample, count }) {
  if (!cms) {
    return {
      id,
      label,
      value: 'built-in sample content',
      source: 'default (sample)',
      status: 'fail',
      note: "set CONTENT_API_URL and publish the clinic's own entries",
    };
  }
  const samples = entries.filter(sample);
  if (count === 0) return { id, label, value: 'no entries', source: 'CMS', status: 'fail', note: 'the CMS has no published entries' };
  if (samples.length > 0) {
    return {
      id,
      label,
      value: `${count} entries`,
      source: 'CMS',
      status: 'fail',
      note: `sample entries still published: ${[...new Set(samples)].join(', ')}`,
    };
  }
  return { id, label, value: `${count} entries`, source: 'CMS', status: 'ok' };
}

/**
 * Videos linked from articles: a sample video still linked from a CMS article fails, as do the
 * built-in articles (they link sample videos).
 * @param {CmsEntries | null} cms @param {Samples} samples @returns {Item}
 */
function articleVideos(cms, samples) {
  const base = { id: 'article-videos', label: 'Article videos' };
  if (!cms) {
    return {
      ...base,
      value: samples.articleVideos.join(' · '),
      source: 'default (sample)',
      status: 'fail',
      note: "built-in articles link sample videos: set CONTENT_API_URL and link the clinic's videos",
    };
  }
  const sampleVideos = new Set(samples.articleVideos);
  const value = `${cms.articles.filter((article) => article.videoUrl).length} with a video`;
  const sample = cms.articles.filter((article) => article.videoUrl && sampleVideos.has(article.videoUrl));
  if (sample.length === 0) return { ...base, value, source: 'CMS', status: 'ok' };
  const slugs = [...new Set(sample.map((article) => article.slug))];
  return { ...base, value, source: 'CMS', status: 'fail', note: `sample video still linked: ${slugs.join(', ')}` };
}

/**
 * @param {Env} env @param {CmsEntries | null} cms @param {Samples} samples @returns {Item[]}
 */
export function content(env, cms, samples) {
  const sampleImages = new Set([...samples.team.images, ...samples.gallery.images].map(fileName));
  const teamNames = new Set(samples.team.names);
  const testimonialNames = new Set(samples.testimonials.names);
  const galleryAlts = new Set(samples.gallery.alts);
  const showTestimonials = flag(env.NEXT_PUBLIC_SHOW_TESTIMONIALS, true);

  /** @type {Item[]} */
  const items = [
    configured(env, 'safety-video', 'Safety video (about page)', ['NEXT_PUBLIC_SAFETY_VIDEO_URL']),
    articleVideos(cms, samples),
    cmsList({
      id: 'team',
      label: 'Team (doctors)',
      cms: cms !== null,
      count: cms?.doctors.length ?? 0,
      entries: (cms?.doctors ?? []).flatMap((doctor) => [doctor.name, ...(doctor.photo ? [doctor.photo] : [])]),
      sample: (entry) => teamNames.has(entry) || sampleImages.has(fileName(entry)),
    }),
  ];
  items.push(
    showTestimonials
      ? cmsList({
          id: 'testimonials',
          label: 'Testimonials',
          cms: cms !== null,
          count: cms?.testimonials.length ?? 0,
          entries: (cms?.testimonials ?? []).flatMap((entry) => (entry.name ? [entry.name] : [])),
          sample: (entry) => testimonialNames.has(entry),
        })
      : {
          id: 'testimonials',
          label: 'Testimonials',
          value: 'switched off',
          source: 'environment',
          status: 'ok',
          note: 'NEXT_PUBLIC_SHOW_TESTIMONIALS is off',
        },
    cmsList({
      id: 'gallery',
      label: 'Gallery photos',
      cms: cms !== null,
      count: cms?.galleryImages.length ?? 0,
      entries: (cms?.galleryImages ?? []).flatMap((image) => [...(image.image ? [image.image] : []), ...(image.alt ? [image.alt] : [])]),
      sample: (entry) => galleryAlts.has(entry) || sampleImages.has(fileName(entry)),
    }),
  );
  return items;
}

/** Before/after pictures, recognised by their alt text. */
const BEFORE_AFTER = /before|after|öncesi|sonrası/i;

/**
 * A warning while a section the promotion rules forbid is switched on (on by default).
 * @param {Env} env @param {string} variable @param {{ id: string, label: string, note: string }} item
 * @returns {Item[]}
 */
function shownClaim(env, variable, { id, label, note }) {
  if (!flag(env[variable], true)) return [];
  return [{ id, label, value: 'shown', source: present(env[variable]) ? 'environment' : 'default (sample)', status: 'warn', note }];
}

/**
 * Turkish health-care promotion rules (regulation of 12.11.2025): testimonials
 * and campaign language such as "free" are not allowed, and before/after images
 * need the notice the rules require. Warnings: the clinic and its counsel decide.
 * @param {Env} env @param {CmsEntries | null} cms @param {Samples} samples @returns {Item[]}
 */
export function turkishRules(env, cms, samples) {
  /** @type {Item[]} */
  const items = [
    ...shownClaim(env, 'NEXT_PUBLIC_SHOW_TESTIMONIALS', {
      id: 'rule-testimonials',
      label: 'Patient testimonials on Turkish pages',
      note: 'the health-care promotion regulation forbids testimonials: NEXT_PUBLIC_SHOW_TESTIMONIALS=false',
    }),
    ...shownClaim(env, 'NEXT_PUBLIC_SHOW_FREE_CONSULTATION', {
      id: 'rule-free',
      label: '"Free" consultation claim on Turkish pages',
      note: 'campaign language is forbidden: NEXT_PUBLIC_SHOW_FREE_CONSULTATION=false',
    }),
  ];
  const alts = cms ? cms.galleryImages.flatMap((image) => (image.alt ? [image.alt] : [])) : samples.gallery.alts;
  const beforeAfter = alts.filter((alt) => BEFORE_AFTER.test(alt));
  if (beforeAfter.length > 0) {
    items.push({
      id: 'rule-before-after',
      label: 'Before/after images',
      value: `${beforeAfter.length} image(s)`,
      source: cms ? 'CMS' : 'default (sample)',
      status: 'warn',
      note: `show them only with the notice the regulation requires, or remove them: ${beforeAfter.join(' | ')}`,
    });
  }
  return items;
}
