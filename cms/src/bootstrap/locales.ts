import type { Core } from '@strapi/strapi';

/**
 * The languages the site publishes, Turkish first (the default). Every content
 * type is localized: a document has one version per language, and a language
 * without a version shows the English one on the site (then the Turkish).
 * A new language of the site is one more entry here (and its texts in the CMS).
 */
export const LOCALES = [
  { code: 'tr', name: 'Turkish (tr)' },
  { code: 'en', name: 'English (en)' },
  { code: 'de', name: 'German (de)' },
  { code: 'ar', name: 'Arabic (ar)' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** Creates the locales the CMS lacks and makes `tr` the default, on every start (idempotent). */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'tr') await locales.setDefaultLocale({ code: 'tr' });
}
