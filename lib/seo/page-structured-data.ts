import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Article, Doctor, DoctorRef, Treatment } from '@/lib/content';
import { absoluteUrl, localizedPaths } from './alternates';
import { articleDescriptionText, dentistDescription } from './content-metadata';
import { generatedCardPath, staticSharingImagePath } from './sharing-image';
import {
  blogPostingSchema,
  breadcrumbSchema,
  dentistProfileSchema,
  dentistSchema,
  faqPageSchema,
  medicalWebPageSchema,
  type FaqEntry,
  type JsonLdObject,
  type PersonInput,
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

/** The address of a dentist's page in a language. */
export function dentistPageUrl(slug: string, locale: Locale): string {
  return pageUrl({ pathname: '/dentist/[slug]', params: { slug } }, locale);
}

/** A dentist another page names, linked to their page when they have one. */
function person(doctor: DoctorRef | null, locale: Locale): PersonInput | null {
  return doctor && { name: doctor.name, jobTitle: doctor.title, url: doctor.slug ? dentistPageUrl(doctor.slug, locale) : null };
}

/** A site path (`/images/…`) made absolute; http(s) URLs stay as they are. */
function absoluteMedia(url: string): string {
  return url.startsWith('/') ? absoluteUrl(url) : url;
}

export async function treatmentStructuredData(treatment: Treatment, locale: Locale): Promise<JsonLdObject[]> {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const url = pageUrl({ pathname: '/treatment/[slug]', params: { slug: treatment.slug } }, locale);
  return [
    medicalWebPageSchema({
      locale,
      procedure: {
        name: treatment.title,
        description: truncateDescription(treatment.shortDesc),
        url,
        image: absoluteUrl(generatedCardPath('/treatment/[slug]', treatment.slug, locale)),
      },
      homeUrl: pageUrl('/', locale),
      reviewer: person(treatment.reviewer, locale),
      lastReviewed: treatment.lastReviewed,
      dateModified: treatment.updatedAt,
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
  if (article.cover && !/\.svg(\?|$)/i.test(article.cover.url)) images.push(absoluteMedia(article.cover.url));
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
      author: person(article.author, locale),
      reviewer: person(article.reviewer, locale),
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

/** A dentist's page: the profile (a Person who works at the clinic) and the breadcrumb the page shows. */
export async function dentistStructuredData(doctor: Doctor & { slug: string }, locale: Locale): Promise<JsonLdObject[]> {
  const t = await getTranslations({ locale, namespace: 'dentist' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const url = dentistPageUrl(doctor.slug, locale);
  const homeUrl = pageUrl('/', locale);
  return [
    dentistProfileSchema({
      locale,
      url,
      homeUrl,
      name: doctor.name,
      jobTitle: doctor.title,
      description: dentistDescription(doctor, t),
      image: doctor.photo ? absoluteMedia(doctor.photo.url) : null,
      languages: doctor.languages,
      knowsAbout: [...doctor.specialties, ...doctor.treatments.map((treatment) => treatment.title)],
      education: doctor.education,
      certificates: doctor.certificates,
      certificatesRecognizedBy: t('ministry'),
      dateModified: doctor.updatedAt,
    }),
    breadcrumbSchema([
      { name: nav('home'), url: homeUrl },
      { name: nav('about'), url: pageUrl('/about', locale) },
      { name: doctor.name, url },
    ]),
  ];
}
