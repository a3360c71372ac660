import { defineRouting } from 'next-intl/routing';

/**
 * The one place that knows how URLs are localized. Turkish is served without a
 * prefix, English under /en; the language comes from the path alone, so no
 * cookie is set and Accept-Language is ignored (a shared link always opens in
 * the language it was shared in).
 */
export const routing = defineRouting({
  locales: ['tr', 'en'],
  defaultLocale: 'tr',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are in each page's <head>; the Link header would repeat long paths
  // into responses too large for reverse proxies.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/treatments': { tr: '/tedaviler', en: '/treatments' },
    '/treatment/[slug]': { tr: '/tedavi/[slug]', en: '/treatment/[slug]' },
    '/about': '/about',
    // A dentist's own page; the team cards on the about page link to it.
    '/dentist/[slug]': { tr: '/hekimlerimiz/[slug]', en: '/dentists/[slug]' },
    '/singleservice': '/singleservice',
    '/blogs': '/blogs',
    '/blog/[slug]': '/blog/[slug]',
    '/contact': '/contact',
    '/privacy': { tr: '/kvkk-aydinlatma-metni', en: '/privacy-notice' },
    '/terms': { tr: '/kullanim-kosullari', en: '/terms-of-use' },
  },
});

export type Locale = (typeof routing.locales)[number];
export type AppPathname = keyof typeof routing.pathnames;

export function isLocale(value: unknown): value is Locale {
  return routing.locales.includes(value as Locale);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'tr' ? 'en' : 'tr';
}
