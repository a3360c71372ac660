import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Article, Treatment } from '@/lib/content';
import { absoluteUrl, localizedPaths } from './alternates';
import { articleDescriptionText } from './content-metadata';
import { generatedCardPath, staticSharingImagePath } from './sharing-image';
import {
  blogPostingSchema,
  breadcrumbSchema,
  dentistSchema,
  faqPageSchema,
  medicalProcedureSchema,
  type FaqEntry,
  type JsonLdObject,
} from './structured-data';
import { truncateDescription } from './describe';

/** The PNG icon the manifest lists; search engines want a raster logo. */
export const LOGO_PATH = '/icons/icon-512.png';

function pageUrl(href: Parameters<typeof localizedPaths>[0], locale: Locale): string {
  return absoluteUrl(localizedPaths(href)[locale] ?? '/');
}

export async function clinicStructuredData(locale: Locale): Promise<JsonLdObject> {
  const t = await getTranslations({ locale, namespace: 'metadata.home' });
  return dentistSchema({
    locale,
    url: pageUrl('/', locale),
    description: t('description'),
    image: absoluteUrl(staticSharingImagePath('home', locale)),
    logo: absoluteUrl(LOGO_PATH),
  });
}

export async function treatmentStructuredData(treatment: Treatment, locale: Locale): Promise<JsonLdObject[]> {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const url = pageUrl({ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }, locale);
  return [
    medicalProcedureSchema({
      name: treatment.title,
      description: truncateDescription(treatment.shortDesc),
      url,
      image: absoluteUrl(generatedCardPath('/treatment/[slug]', treatment.slug, locale)),
    }),
    // The same trail as the page's visible breadcrumb.
    breadcrumbSchema([
      { name: nav('home'), url: pageUrl('/', locale) },
      { name: nav('treatments'), url: pageUrl('/treatments', locale) },
      { name: treatment.title, url },
    ]),
  ];
}

export async function articleStructuredData(article: Article): Promise<JsonLdObject[]> {
  const { locale } = article;
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const url = pageUrl({ pathname: '/blog/[slug]', params: { slug: article.slug } }, locale);
  const homeUrl = pageUrl('/', locale);
  const images = [absoluteUrl(generatedCardPath('/blog/[slug]', article.slug, locale))];
  // Search engines take raster images only: an SVG cover is left to the generated card.
  if (article.cover && !/\.svg(\?|$)/i.test(article.cover.url))
    images.push(article.cover.url.startsWith('/') ? absoluteUrl(article.cover.url) : article.cover.url);
  return [
    blogPostingSchema({
      locale,
      headline: article.title,
      description: articleDescriptionText(article),
      url,
      images,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      homeUrl,
      logo: absoluteUrl(LOGO_PATH),
      sections: article.categories.map((category) => category.name),
    }),
    breadcrumbSchema([
      { name: nav('home'), url: homeUrl },
      { name: nav('blogs'), url: pageUrl('/blogs', locale) },
      { name: article.title, url },
    ]),
  ];
}

/** The about page's questions as a FAQPage; none, no structured data. */
export function faqStructuredData(entries: FaqEntry[], locale: Locale): JsonLdObject | null {
  return entries.length > 0 ? faqPageSchema(entries, locale) : null;
}
