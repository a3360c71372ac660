/** Every page type of the site in every language, with built-in content slugs. */
export const TREATMENT = 'implant';
export const DENTIST = 'kemal-aydin';
export const ARTICLE = { tr: 'implant-tedavisi-hakkinda-bilmeniz-gerekenler', en: 'everything-you-should-know-about-dental-implants' };

export type SiteLocale = 'tr' | 'en' | 'de' | 'ar';
export const SITE_LOCALES: SiteLocale[] = ['tr', 'en', 'de', 'ar'];
export const DIRECTION: Record<SiteLocale, 'ltr' | 'rtl'> = { tr: 'ltr', en: 'ltr', de: 'ltr', ar: 'rtl' };

/** A path as the browser sends it (Arabic path names percent-encoded). */
export const encoded = (path: string) => encodeURI(path);

/**
 * One page type in each language: its visible path, or null where the page does not exist in that
 * language (the built-in articles are Turkish and English; the menu then leads to that language's list).
 */
export interface RouteSet {
  name: string;
  paths: Record<SiteLocale, string | null>;
}

export const ROUTES: RouteSet[] = [
  { name: 'home', paths: { tr: '/', en: '/en', de: '/de', ar: '/ar' } },
  { name: 'treatment list', paths: { tr: '/tedaviler', en: '/en/treatments', de: '/de/behandlungen', ar: '/ar/العلاجات' } },
  {
    name: 'treatment detail',
    paths: { tr: `/tedavi/${TREATMENT}`, en: `/en/treatment/${TREATMENT}`, de: `/de/behandlung/${TREATMENT}`, ar: `/ar/علاج/${TREATMENT}` },
  },
  { name: 'about', paths: { tr: '/about', en: '/en/about', de: '/de/ueber-uns', ar: '/ar/من-نحن' } },
  {
    name: 'dentist',
    paths: { tr: `/hekimlerimiz/${DENTIST}`, en: `/en/dentists/${DENTIST}`, de: `/de/zahnaerzte/${DENTIST}`, ar: `/ar/أطباؤنا/${DENTIST}` },
  },
  { name: 'services', paths: { tr: '/singleservice', en: '/en/singleservice', de: '/de/leistungen', ar: '/ar/خدماتنا' } },
  { name: 'blog list', paths: { tr: '/blogs', en: '/en/blogs', de: '/de/ratgeber', ar: '/ar/المدونة' } },
  { name: 'blog article', paths: { tr: `/blog/${ARTICLE.tr}`, en: `/en/blog/${ARTICLE.en}`, de: null, ar: null } },
  { name: 'contact', paths: { tr: '/contact', en: '/en/contact', de: '/de/kontakt', ar: '/ar/اتصل-بنا' } },
  {
    name: 'privacy notice',
    paths: { tr: '/kvkk-aydinlatma-metni', en: '/en/privacy-notice', de: '/de/datenschutz', ar: '/ar/سياسة-الخصوصية' },
  },
  { name: 'terms', paths: { tr: '/kullanim-kosullari', en: '/en/terms-of-use', de: '/de/nutzungsbedingungen', ar: '/ar/شروط-الاستخدام' } },
];

/** The Turkish and English page of each type, for the checks that need two languages only. */
export const ROUTE_PAIRS: { name: string; tr: string; en: string }[] = ROUTES.map(({ name, paths }) => ({
  name,
  tr: paths.tr!,
  en: paths.en!,
}));
