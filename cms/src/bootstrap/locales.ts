import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'tr', name: 'Turkish (tr)' },
  { code: 'en', name: 'English (en)' },
];

/** The site speaks Turkish first: `tr` is the default locale, `en` the second one. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'tr') await locales.setDefaultLocale({ code: 'tr' });
}
