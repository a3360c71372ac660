/** The page types the bench measures, with a built-in content slug where one is needed. */
export const TREATMENT_SLUG = 'implant';
export const DENTIST_SLUG = 'kemal-aydin';
export const ARTICLE_SLUG = { tr: 'implant-tedavisi-hakkinda-bilmeniz-gerekenler', en: 'everything-you-should-know-about-dental-implants' };

export const PAGE_TYPES = [
  { name: 'home', tr: '/', en: '/en' },
  { name: 'treatments', tr: '/tedaviler', en: '/en/treatments' },
  { name: 'treatment', tr: `/tedavi/${TREATMENT_SLUG}`, en: `/en/treatment/${TREATMENT_SLUG}` },
  { name: 'blogs', tr: '/blogs', en: '/en/blogs' },
  { name: 'article', tr: `/blog/${ARTICLE_SLUG.tr}`, en: `/en/blog/${ARTICLE_SLUG.en}` },
  { name: 'about', tr: '/about', en: '/en/about' },
  { name: 'dentist', tr: `/hekimlerimiz/${DENTIST_SLUG}`, en: `/en/dentists/${DENTIST_SLUG}` },
  { name: 'services', tr: '/singleservice', en: '/en/singleservice' },
  { name: 'contact', tr: '/contact', en: '/en/contact' },
];

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
