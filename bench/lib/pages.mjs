/** The page types the bench measures, with a built-in content slug where one is needed. */
export const TREATMENT_SLUG = 'implant';
export const DENTIST_SLUG = 'kemal-aydin';
export const ARTICLE_SLUG = { tr: 'implant-tedavisi-hakkinda-bilmeniz-gerekenler', en: 'everything-you-should-know-about-dental-implants' };

/** Arabic paths percent-encoded, as a browser sends them. */
const ar = (path) => encodeURI(`/ar${path}`);

export const PAGE_TYPES = [
  { name: 'home', tr: '/', en: '/en', de: '/de', ar: '/ar' },
  { name: 'treatments', tr: '/tedaviler', en: '/en/treatments', de: '/de/behandlungen', ar: ar('/العلاجات') },
  {
    name: 'treatment',
    tr: `/tedavi/${TREATMENT_SLUG}`,
    en: `/en/treatment/${TREATMENT_SLUG}`,
    de: `/de/behandlung/${TREATMENT_SLUG}`,
    ar: ar(`/علاج/${TREATMENT_SLUG}`),
  },
  { name: 'blogs', tr: '/blogs', en: '/en/blogs', de: '/de/ratgeber', ar: ar('/المدونة') },
  { name: 'article', tr: `/blog/${ARTICLE_SLUG.tr}`, en: `/en/blog/${ARTICLE_SLUG.en}` },
  { name: 'about', tr: '/about', en: '/en/about', de: '/de/ueber-uns', ar: ar('/من-نحن') },
  {
    name: 'dentist',
    tr: `/hekimlerimiz/${DENTIST_SLUG}`,
    en: `/en/dentists/${DENTIST_SLUG}`,
    de: `/de/zahnaerzte/${DENTIST_SLUG}`,
    ar: ar(`/أطباؤنا/${DENTIST_SLUG}`),
  },
  { name: 'services', tr: '/singleservice', en: '/en/singleservice', de: '/de/leistungen', ar: ar('/خدماتنا') },
  { name: 'contact', tr: '/contact', en: '/en/contact', de: '/de/kontakt', ar: ar('/اتصل-بنا') },
];

/** The languages measured unless `--locales=tr,ar` names others (a page type without a path in one is left out). */
export const LOCALES = ['tr', 'en'];

/**
 * The load test's pages: every page type, and the two lists as a visitor
 * filters and pages them (query URLs must be as cheap as the plain list).
 */
export const LOAD_PAGES = [
  ...PAGE_TYPES.map((type) => ({ name: type.name, path: type.tr })),
  { name: 'treatments by category', path: '/tedaviler?category=implant-tedavileri' },
  { name: 'blogs by category', path: '/en/blogs?category=implants' },
  { name: 'blogs page 2', path: '/blogs?page=2' },
];
