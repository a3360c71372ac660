import type {
  BlogPosting,
  BreadcrumbList,
  Dentist,
  EducationalOccupationalCredential,
  FAQPage,
  MedicalProcedure,
  MedicalWebPage,
  Person,
  ProfilePage,
  Thing,
  WithContext,
} from 'schema-dts';
import { language, otherLanguages, type Locale } from '@/i18n/routing';
import { clinicName, siteConfig } from '@/lib/config/site';

/**
 * schema.org objects for the JSON-LD scripts, typed with Google's schema-dts:
 * a property a type does not have, or a value of the wrong type, fails the
 * type check. The builders take absolute URLs and display texts from their
 * caller and read the clinic's facts from the site configuration, so they stay
 * pure and testable.
 */

/** A schema.org node as an object (schema-dts also allows a bare string for most types). */
type Node<T> = Exclude<T, string>;

/** One JSON-LD document: a node with its `@context`. */
export type JsonLdObject = WithContext<Node<Thing>>;

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

export function dentistSchema({ locale, url, description, image, logo }: DentistInput): WithContext<Node<Dentist>> {
  const { address, hours, phone } = siteConfig;
  return {
    '@context': CONTEXT,
    '@type': 'Dentist',
    '@id': clinicId(),
    name: clinicName(locale),
    // The name as the other languages write it (the same name twice only once).
    alternateName: [...new Set(otherLanguages(locale).map(({ code }) => clinicName(code)))].filter((name) => name !== clinicName(locale)),
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

/** The clinic as other nodes refer to it: its `@id`, name and home page. */
function clinicReference(locale: Locale, homeUrl: string): Node<Dentist> {
  return { '@type': 'Dentist', '@id': clinicId(), name: clinicName(locale), url: homeUrl };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageSchema(entries: FaqEntry[], locale: Locale): WithContext<Node<FAQPage>> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: language(locale).hreflang,
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

export function breadcrumbSchema(crumbs: Crumb[]): WithContext<Node<BreadcrumbList>> {
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

/** A dentist named by a page (author, reviewer): their page's address when they have one. */
export interface PersonInput {
  name: string;
  /** Their title in the page's language; empty: none. */
  jobTitle: string;
  /** Their page, absolute; null when they have none. */
  url: string | null;
}

/** The `@id` of a dentist's Person node: their page's address and `#person`. */
export function personId(url: string): string {
  return `${url}#person`;
}

/** A dentist as a Person who works at the clinic. */
export function personReference({ name, jobTitle, url }: PersonInput, worksFor: Node<Dentist>): Node<Person> {
  return {
    '@type': 'Person',
    ...(url && { '@id': personId(url), url }),
    name,
    ...(jobTitle && { jobTitle }),
    worksFor,
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
  /** The dentist who wrote it; none: the clinic is the author. */
  author: PersonInput | null;
  /** The dentist who checked its medical content, if any. */
  reviewer: PersonInput | null;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LIMIT = 110;

function headline(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= HEADLINE_LIMIT) return text;
  return `${characters
    .slice(0, HEADLINE_LIMIT - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * An article. schema.org puts `reviewedBy` on the web page, not on the article
 * itself, so the reviewer is named on `mainEntityOfPage`.
 */
export function blogPostingSchema(input: BlogPostingInput): WithContext<Node<BlogPosting>> {
  const clinic = clinicReference(input.locale, input.homeUrl);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: headline(input.headline),
    description: input.description,
    url: input.url,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': input.url,
      ...(input.reviewer && { reviewedBy: personReference(input.reviewer, clinic) }),
    },
    image: input.images,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: language(input.locale).hreflang,
    ...(input.sections && input.sections.length > 0 && { articleSection: input.sections }),
    author: input.author
      ? personReference(input.author, clinic)
      : { '@type': 'Organization', '@id': clinicId(), name: clinicName(input.locale), url: input.homeUrl },
    publisher: {
      '@type': 'Organization',
      '@id': clinicId(),
      name: clinicName(input.locale),
      logo: { '@type': 'ImageObject', url: input.logo },
    },
  };
}

interface MedicalProcedureInput {
  name: string;
  description: string;
  url: string;
  image?: string;
}

export function medicalProcedureSchema({ name, description, url, image }: MedicalProcedureInput): Node<MedicalProcedure> {
  return {
    '@type': 'MedicalProcedure',
    name,
    ...(description && { description }),
    url,
    ...(image && { image }),
  };
}

interface MedicalWebPageInput {
  locale: Locale;
  procedure: MedicalProcedureInput;
  homeUrl: string;
  /** The dentist who last checked the page and the day they did (YYYY-MM-DD); either may be missing. */
  reviewer: PersonInput | null;
  lastReviewed: string | null;
  dateModified: string;
}

/** A treatment page: a medical web page about the procedure, with who reviewed it and when. */
export function medicalWebPageSchema({
  locale,
  procedure,
  homeUrl,
  reviewer,
  lastReviewed,
  dateModified,
}: MedicalWebPageInput): WithContext<Node<MedicalWebPage>> {
  const subject = medicalProcedureSchema(procedure);
  return {
    '@context': CONTEXT,
    '@type': 'MedicalWebPage',
    '@id': procedure.url,
    url: procedure.url,
    name: procedure.name,
    ...(procedure.description && { description: procedure.description }),
    inLanguage: language(locale).hreflang,
    about: subject,
    mainEntity: subject,
    dateModified,
    ...(lastReviewed && { lastReviewed }),
    ...(reviewer && { reviewedBy: personReference(reviewer, clinicReference(locale, homeUrl)) }),
    isPartOf: { '@type': 'WebSite', url: homeUrl, name: clinicName(locale) },
  };
}

interface DentistProfileInput {
  locale: Locale;
  url: string;
  homeUrl: string;
  name: string;
  jobTitle: string;
  description: string;
  image: string | null;
  /** BCP 47 codes. */
  languages: string[];
  /** What they know and do: specialties and treatments, in the page's language. */
  knowsAbout: string[];
  education: string[];
  certificates: string[];
  /** Who registered the certificates: the Ministry of Health, named in the page's language. */
  certificatesRecognizedBy: string;
  dateModified: string;
}

function credential(name: string, category: string, recognizedBy?: string): EducationalOccupationalCredential {
  return {
    '@type': 'EducationalOccupationalCredential',
    name,
    credentialCategory: category,
    ...(recognizedBy && { recognizedBy: { '@type': 'GovernmentOrganization', name: recognizedBy } }),
  };
}

/** A dentist's page: a profile page whose subject is the dentist, who works at the clinic. */
export function dentistProfileSchema(input: DentistProfileInput): WithContext<Node<ProfilePage>> {
  const credentials = [
    ...input.education.map((line) => credential(line, 'degree')),
    ...input.certificates.map((line) => credential(line, 'certificate', input.certificatesRecognizedBy)),
  ];
  const person: Node<Person> = {
    '@type': 'Person',
    '@id': personId(input.url),
    name: input.name,
    url: input.url,
    ...(input.jobTitle && { jobTitle: input.jobTitle }),
    description: input.description,
    ...(input.image && { image: input.image }),
    ...(input.languages.length > 0 && { knowsLanguage: input.languages }),
    ...(input.knowsAbout.length > 0 && { knowsAbout: input.knowsAbout }),
    ...(credentials.length > 0 && { hasCredential: credentials }),
    worksFor: clinicReference(input.locale, input.homeUrl),
  };
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    '@id': input.url,
    url: input.url,
    inLanguage: language(input.locale).hreflang,
    ...(input.dateModified && { dateModified: input.dateModified }),
    mainEntity: person,
  };
}
