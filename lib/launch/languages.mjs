// @ts-check
/**
 * The languages' part of the go-live check: every language the site speaks (i18n/languages.json)
 * whose texts the clinic has not reviewed fails, and pages aimed at patients abroad carry what the
 * health-promotion rules ask of promotion aimed abroad, which only the clinic can supply
 * (docs/go-live.md, "Languages and patients from abroad").
 */

/**
 * @typedef {import('./values.mjs').Item} Item
 * @typedef {{ code: string; name: string; reviewed: boolean }} LanguageEntry
 * @typedef {{ defaultLocale: string; languages: LanguageEntry[] }} Languages
 */

/**
 * @param {Languages} config
 * @returns {Item[]}
 */
export function languageItems(config) {
  /** @type {Item[]} */
  const items = config.languages.map((language) =>
    language.reviewed
      ? {
          id: `language-${language.code}`,
          label: `Language ${language.code} (${language.name})`,
          value: 'reviewed by the clinic',
          source: 'built-in',
          status: 'ok',
        }
      : {
          id: `language-${language.code}`,
          label: `Language ${language.code} (${language.name})`,
          value: 'messages and content not reviewed by the clinic',
          source: 'default (sample)',
          status: 'fail',
          note: `a dentist who reads ${language.name} checks messages/${language.code}.json and the ${language.code} content in the CMS, then "reviewed": true in i18n/languages.json`,
        },
  );
  if (config.languages.some((language) => language.code !== config.defaultLocale)) {
    items.push({
      id: 'promotion-abroad',
      label: 'Promotion aimed abroad',
      value: 'HealthTürkiye authorisation, responsible editor, translated medical claims',
      source: 'to confirm',
      status: 'confirm',
      note: 'docs/go-live.md, "Languages and patients from abroad"',
    });
  }
  return items;
}

/**
 * i18n/languages.json of the project at `root`.
 * @param {string} root @returns {Promise<Languages>}
 */
export async function loadLanguages(root) {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  return JSON.parse(await readFile(path.join(root, 'i18n', 'languages.json'), 'utf8'));
}
