import config from './languages.json';

/**
 * The languages the site speaks, as `i18n/languages.json` lists them (this module is not named
 * after the file: `require('./languages')`, how next.config.ts is loaded, would find the JSON): everything a language has
 * that is not a text of `messages/<code>.json` (its prefix, direction, names, locales for Open
 * Graph, hreflang and Intl, its path names, whether the clinic has reviewed it). A new language is
 * an entry there and a messages file; no code names a language.
 *
 * The file is checked against its schema (`./language-config.ts`, zod) when the build starts
 * (next.config.ts) and by its tests. This module, which the browser loads too (for the localized
 * links), only reads it: the schema's code stays out of every page's scripts.
 */

/** The routes of the app folder; each language names a path for every one (`paths`). Adding one is code: a page. */
export const ROUTES = [
  '/',
  '/treatments',
  '/treatment/[slug]',
  '/about',
  // A dentist's own page; the team cards on the about page link to it.
  '/dentist/[slug]',
  '/singleservice',
  '/blogs',
  '/blog/[slug]',
  '/contact',
  '/privacy',
  '/terms',
] as const;

export type AppPathname = (typeof ROUTES)[number];

/**
 * A language's code (`tr`, `en`, `de`, `ar` …): one of languages.json, so a plain string to the
 * compiler. Values from outside (a URL segment, a CMS entry) are narrowed with `isLocale`.
 */
export type Locale = string;

export interface Language {
  code: Locale;
  /** `''` for the default language (no prefix), `/<code>` for the others. */
  prefix: string;
  dir: 'ltr' | 'rtl';
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  /** Two letters on the menu's trigger. */
  short: string;
  /** The sprite symbol of its flag, or none: a language spoken in many countries (Arabic) has no one flag. */
  flag: string | null;
  /** `og:locale` (`tr_TR`). */
  ogLocale: string;
  /** The `hreflang` of its pages' alternates and sitemap entries. */
  hreflang: string;
  /** The locale of its dates and numbers (`Intl`). */
  intlLocale: string;
  /** The clinic's name as written in the language. */
  clinicName: string;
  /** Whether the clinic has reviewed its texts (messages and content); `npm run check:launch` lists those that are not. */
  reviewed: boolean;
  /** The visible path of each route, without the prefix. */
  paths: Record<AppPathname, string>;
}

export interface LanguageConfig {
  defaultLocale: Locale;
  languages: Language[];
}

export const languageConfig = config as LanguageConfig;

export const LOCALES: readonly Locale[] = languageConfig.languages.map((language) => language.code);
export const DEFAULT_LOCALE: Locale = languageConfig.defaultLocale;

const BY_CODE = new Map(languageConfig.languages.map((language) => [language.code, language]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** A language's entry; the default language's for a code the site does not speak. */
export function language(locale: Locale): Language {
  return BY_CODE.get(locale) ?? BY_CODE.get(DEFAULT_LOCALE)!;
}

/** Every language but this one, in the config's order. */
export function otherLanguages(locale: Locale): Language[] {
  return languageConfig.languages.filter((entry) => entry.code !== locale);
}
