import type { Locale } from '@/i18n/routing';
import { ALL_CATEGORIES, getArticleCategories, getArticles, getDoctors, getTreatmentCategories, getTreatments } from '@/lib/content';
import { readContentConfig } from '@/lib/content/config';
import { contentGeneration } from './content-generation';
import { LruMap } from './lru';

/**
 * What exists (slugs, categories, page counts), read from the content lists and
 * kept for as long as the content cache keeps them, or until the CMS's webhook
 * says the content changed (content-generation.ts). The proxy checks every
 * slug, category and page number against these sets, so a URL made up by a bot
 * never reaches the CMS: the number of content requests depends on the lists,
 * not on the number of different URLs asked for.
 *
 * When a list cannot be read again, the last good one stays in use (the site
 * keeps serving what it knows); a list never read successfully rejects, and the
 * callers then treat every value as unknown (they fail closed).
 */
interface Memo<T> {
  until: number;
  generation: string;
  value: Promise<T>;
  lastGood?: T;
}

/** A failed read is retried after this long, not on every request of an outage. */
const RETRY_AFTER_MS = 5000;
/**
 * At most this many lists are remembered (least recently used forgotten first).
 * The keys are the kinds, languages and known categories, a few dozen at most;
 * the cap holds whatever a request names.
 */
export const MAX_REMEMBERED_LISTS = 64;

const memos = new LruMap<string, Memo<unknown>>(MAX_REMEMBERED_LISTS);

function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const generation = contentGeneration(now);
  const memo = memos.get(key) as Memo<T> | undefined;
  if (memo && memo.until > now && memo.generation === generation) return memo.value;
  const lastGood = memo?.lastGood;
  const entry: Memo<T> = { until: now + readContentConfig().revalidateSeconds * 1000, generation, value: Promise.resolve() as Promise<T> };
  if (lastGood !== undefined) entry.lastGood = lastGood;
  entry.value = load().then(
    (value) => {
      entry.lastGood = value;
      return value;
    },
    (error: unknown) => {
      entry.until = Date.now() + RETRY_AFTER_MS;
      if (lastGood !== undefined) return lastGood;
      throw error;
    },
  );
  memos.set(key, entry);
  return entry.value;
}

/** How many lists are remembered (at most MAX_REMEMBERED_LISTS). */
export function rememberedLists(): number {
  return memos.size;
}

/** Forgets every list, the last good ones included (a test starts over). */
export function forgetKnownContent(): void {
  memos.clear();
}

/** Treatment slugs are the same in both languages. */
export function treatmentSlugs(): Promise<Set<string>> {
  return remembered('treatments', async () => new Set((await getTreatments('tr')).map((treatment) => treatment.slug)));
}

/** Dentist slugs are the same in both languages; a doctor without a slug has no page. */
export function dentistSlugs(): Promise<Set<string>> {
  return remembered('dentists', async () => new Set((await getDoctors('tr')).flatMap((doctor) => (doctor.slug ? [doctor.slug] : []))));
}

/** Every article slug of a language, read page by page from the blog list's own requests. */
export function articleSlugs(locale: Locale): Promise<Set<string>> {
  return remembered(`articles:${locale}`, async () => {
    const slugs = new Set<string>();
    const first = await getArticles(locale, 1);
    for (const article of first.articles) slugs.add(article.slug);
    for (let page = 2; page <= first.pageCount; page += 1) {
      for (const article of (await getArticles(locale, page)).articles) slugs.add(article.slug);
    }
    return slugs;
  });
}

/** The `?category=` values the treatment list knows: `all` and every category's identifier. */
export function treatmentCategorySlugs(): Promise<Set<string>> {
  return remembered('treatment-categories', async () => {
    const slugs = new Set<string>([ALL_CATEGORIES]);
    for (const category of await getTreatmentCategories('tr')) slugs.add(category.slug);
    for (const treatment of await getTreatments('tr')) slugs.add(treatment.categorySlug);
    return slugs;
  });
}

export function articleCategorySlugs(locale: Locale): Promise<Set<string>> {
  return remembered(
    `article-categories:${locale}`,
    async () => new Set((await getArticleCategories(locale)).map((category) => category.slug)),
  );
}

/** How many pages the blog list has, for a known category or none. */
export function articlePageCount(locale: Locale, category: string | undefined): Promise<number> {
  return remembered(`article-pages:${locale}:${category ?? ''}`, async () => (await getArticles(locale, 1, category)).pageCount);
}
