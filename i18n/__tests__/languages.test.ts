/** @jest-environment node */
import config from '../languages.json';
import { parseLanguageConfig } from '../language-config';
import { DEFAULT_LOCALE, language, LOCALES, otherLanguages, ROUTES } from '../locales';
import { routing } from '../routing';

const clone = () => JSON.parse(JSON.stringify(config)) as typeof config;
const problems = (raw: unknown) => {
  try {
    parseLanguageConfig(raw);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('i18n/languages.json', () => {
  it('is valid: four languages, Turkish the default, German and Arabic not yet reviewed', () => {
    expect(problems(config)).toBe('');
    expect(LOCALES).toEqual(['tr', 'en', 'de', 'ar']);
    expect(DEFAULT_LOCALE).toBe('tr');
    expect(config.languages.filter((entry) => !entry.reviewed).map((entry) => entry.code)).toEqual(['de', 'ar']);
    expect(language('ar')).toMatchObject({ dir: 'rtl', ogLocale: 'ar_AR', hreflang: 'ar', prefix: '/ar' });
    expect(language('de')).toMatchObject({ dir: 'ltr', ogLocale: 'de_DE', intlLocale: 'de-DE' });
    expect(otherLanguages('de').map((entry) => entry.code)).toEqual(['tr', 'en', 'ar']);
  });

  it('names a path for every route in every language', () => {
    for (const entry of config.languages) expect(Object.keys(entry.paths).sort()).toEqual([...ROUTES].sort());
  });

  it('refuses what would break routing, naming the value', () => {
    const missingRoute = clone();
    delete (missingRoute.languages[2]!.paths as Partial<Record<string, string>>)['/contact'];
    expect(problems(missingRoute)).toMatch(/languages\.2\.paths\.\/contact/);

    const lostSlug = clone();
    lostSlug.languages[2]!.paths['/treatment/[slug]'] = '/behandlung';
    expect(problems(lostSlug)).toMatch(/must keep the dynamic segments of \/treatment\/\[slug\]/);

    const twice = clone();
    twice.languages[2]!.paths['/terms'] = '/datenschutz';
    expect(problems(twice)).toMatch(/same path as \/privacy/);

    const prefix = clone();
    prefix.languages[1]!.prefix = '/english';
    expect(problems(prefix)).toMatch(/prefix: must be "\/en"/);

    const duplicate = clone();
    duplicate.languages[3]!.code = 'de';
    expect(problems(duplicate)).toMatch(/listed twice/);

    const direction = clone();
    (direction.languages[3] as { dir: string }).dir = 'right';
    expect(problems(direction)).toMatch(/languages\.3\.dir/);

    const noDefault = clone();
    noDefault.defaultLocale = 'fr';
    expect(problems(noDefault)).toMatch(/defaultLocale: not one of the languages/);
  });
});

describe('the routing built from it', () => {
  it("gives next-intl every language and each route's path in each", () => {
    expect(routing.locales).toEqual(['tr', 'en', 'de', 'ar']);
    expect(routing.defaultLocale).toBe('tr');
    expect(routing.localePrefix).toBe('as-needed');
    expect(routing.pathnames['/treatments']).toEqual({ tr: '/tedaviler', en: '/treatments', de: '/behandlungen', ar: '/العلاجات' });
    expect(routing.pathnames['/privacy']).toEqual({
      tr: '/kvkk-aydinlatma-metni',
      en: '/privacy-notice',
      de: '/datenschutz',
      ar: '/سياسة-الخصوصية',
    });
  });
});
