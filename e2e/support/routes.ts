/** The eight route pairs of the site (plus the legal pages), with built-in content slugs. */
export const TREATMENT = 'implant';
export const DENTIST = 'kemal-aydin';
export const ARTICLE = { tr: 'implant-tedavisi-hakkinda-bilmeniz-gerekenler', en: 'everything-you-should-know-about-dental-implants' };

export const ROUTE_PAIRS: { name: string; tr: string; en: string }[] = [
  { name: 'home', tr: '/', en: '/en' },
  { name: 'treatment list', tr: '/tedaviler', en: '/en/treatments' },
  { name: 'treatment detail', tr: `/tedavi/${TREATMENT}`, en: `/en/treatment/${TREATMENT}` },
  { name: 'about', tr: '/about', en: '/en/about' },
  { name: 'dentist', tr: `/hekimlerimiz/${DENTIST}`, en: `/en/dentists/${DENTIST}` },
  { name: 'services', tr: '/singleservice', en: '/en/singleservice' },
  { name: 'blog list', tr: '/blogs', en: '/en/blogs' },
  { name: 'blog article', tr: `/blog/${ARTICLE.tr}`, en: `/en/blog/${ARTICLE.en}` },
  { name: 'contact', tr: '/contact', en: '/en/contact' },
  { name: 'privacy notice', tr: '/kvkk-aydinlatma-metni', en: '/en/privacy-notice' },
  { name: 'terms', tr: '/kullanim-kosullari', en: '/en/terms-of-use' },
];
