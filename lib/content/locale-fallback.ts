import { isLocale, type Locale } from '@/i18n/routing';

/**
 * Which language a visitor reads when content has no version in theirs: English,
 * then Turkish (the clinic's own language, in which every entry exists). The one
 * place that knows the order; a new language needs nothing here.
 */
export const CONTENT_FALLBACK_ORDER = ['en', 'tr'] as const satisfies readonly Locale[];

/** The languages to look in, best first: the visitor's own, then the fallback order. */
export function fallbackChain(locale: Locale): Locale[] {
  return [locale, ...CONTENT_FALLBACK_ORDER.filter((other) => other !== locale)];
}

/** An entry of a localized type as both sources return it: one language version of a document. */
export interface LocalizedEntry {
  id: number;
  documentId?: string | null;
  locale?: string | null;
  localizations?: readonly { locale: string }[] | null;
}

/** One document as the visitor sees it: the version shown, and every language the document exists in. */
export interface Chosen<T> {
  entry: T;
  locale: Locale;
  locales: Locale[];
  /** The smallest id among the document's versions: a tie-break that does not depend on the language shown. */
  firstId: number;
}

function documentKey(entry: LocalizedEntry): string {
  return entry.documentId ?? `id-${entry.id}`;
}

/** The languages an entry's document exists in, as far as this entry and its siblings tell. */
export function localesOf(entries: readonly LocalizedEntry[]): Locale[] {
  const found = new Set<Locale>();
  for (const entry of entries) {
    if (isLocale(entry.locale)) found.add(entry.locale);
    for (const other of entry.localizations ?? []) if (isLocale(other.locale)) found.add(other.locale);
  }
  return [...found];
}

/**
 * One version per document, in the first language of `chain` that has one (never
 * a field from one version and a field from another). Documents with no version in
 * the chain are left out. The result keeps the order in which documents first
 * appear in `entries`; callers sort it.
 */
export function chooseVersions<T extends LocalizedEntry>(entries: readonly T[], chain: readonly Locale[]): Chosen<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const key = documentKey(entry);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const chosen: Chosen<T>[] = [];
  for (const versions of groups.values()) {
    for (const locale of chain) {
      const entry = versions.find((version) => version.locale === locale);
      if (entry) {
        chosen.push({ entry, locale, locales: localesOf(versions), firstId: Math.min(...versions.map((version) => version.id)) });
        break;
      }
    }
  }
  return chosen;
}

/**
 * Whether a version found in `found` may stand in for the visitor's language: only when
 * the document has no version in a language the chain prefers (else that one is the page).
 */
export function isBestVersion(found: Locale, locales: readonly string[], chain: readonly Locale[]): boolean {
  const rank = chain.indexOf(found);
  return rank !== -1 && !chain.slice(0, rank).some((better) => locales.includes(better));
}

/** The clinic's order first (entries without one last), then the document's first id, so the order is stable in every language. */
export function byOrderChosen<T extends LocalizedEntry & { order?: number | null }>(chosen: readonly Chosen<T>[]): Chosen<T>[] {
  const rank = (item: Chosen<T>) => item.entry.order ?? Number.MAX_SAFE_INTEGER;
  return [...chosen].sort((a, b) => rank(a) - rank(b) || a.firstId - b.firstId);
}

/**
 * The slug of the version a visitor of `target` reads (their language's, else the fallback's):
 * what a link to the article from a `target` page carries. Null when no version is in the chain.
 */
export function articleSlugIn(
  article: { locale: Locale; slug: string; localizations: readonly { locale: Locale; slug: string }[] },
  target: Locale,
): string | null {
  const versions = [{ locale: article.locale, slug: article.slug }, ...article.localizations];
  for (const language of fallbackChain(target)) {
    const version = versions.find((candidate) => candidate.locale === language);
    if (version) return version.slug;
  }
  return null;
}
