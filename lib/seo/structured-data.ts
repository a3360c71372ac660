import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';

/**
 * schema.org objects for the JSON-LD scripts. The builders take absolute URLs
 * and display texts from their caller and read the clinic's facts from the
 * site configuration, so they stay pure and testable.
 */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

/** A stable identifier for the clinic, so pages can refer to one entity. */
export function clinicId(): string {
  return `${siteConfig.siteUrl}/#dentist`;
}

/** Inside a `<script>`, "</script>" or "<!--" in a text would end or bend the element. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface DentistInput {
  locale: Locale;
  /** The home page in this language. */
  url: string;
  description: string;
  image: string;
  logo: string;
}

export function dentistSchema({ locale, url, description, image, logo }: DentistInput): JsonLdObject {
  const { address, hours, phone } = siteConfig;
  return {
    '@context': CONTEXT,
    '@type': 'Dentist',
    '@id': clinicId(),
    name: siteConfig.name[locale],
    alternateName: siteConfig.name[locale === 'tr' ? 'en' : 'tr'],
    description,
    url,
    image,
    logo,
    telephone: phone.e164,
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.neighbourhood}`,
      addressLocality: address.district,
      addressRegion: address.city,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes },
    ],
    sameAs: [siteConfig.social.profileUrl],
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageSchema(entries: FaqEntry[], locale: Locale): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbSchema(crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

interface BlogPostingInput {
  locale: Locale;
  headline: string;
  description: string;
  url: string;
  images: string[];
  datePublished: string;
  dateModified: string;
  /** The home page in this language. */
  homeUrl: string;
  logo: string;
  sections?: string[];
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LIMIT = 110;

export function blogPostingSchema(input: BlogPostingInput): JsonLdObject {
  const clinic = { '@type': 'Organization', '@id': clinicId(), name: siteConfig.name[input.locale], url: input.homeUrl };
  const headline = Array.from(input.headline);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline:
      headline.length > HEADLINE_LIMIT
        ? `${headline
            .slice(0, HEADLINE_LIMIT - 1)
            .join('')
            .trimEnd()}…`
        : input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    image: input.images,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: input.locale,
    ...(input.sections && input.sections.length > 0 && { articleSection: input.sections }),
    author: clinic,
    publisher: { ...clinic, logo: { '@type': 'ImageObject', url: input.logo } },
  };
}

interface MedicalProcedureInput {
  name: string;
  description: string;
  url: string;
  image?: string;
}

export function medicalProcedureSchema({ name, description, url, image }: MedicalProcedureInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalProcedure',
    name,
    description,
    url,
    ...(image && { image }),
  };
}
