/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { JsonLd } from '@/components/seo/JsonLd';
import { createBuiltinSource } from '@/lib/content/builtin-source';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import {
  articleStructuredData,
  clinicStructuredData,
  dentistStructuredData,
  faqStructuredData,
  treatmentStructuredData,
} from '../page-structured-data';
import type { JsonLdObject } from '../structured-data';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'tr' | 'en'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'tr' ? tr : en, namespace: namespace as never }),
}));

/**
 * The JSON-LD each page type renders, from the built-in content, read back from
 * the script element the page writes: the types, the properties search engines
 * require of each, absolute URLs and no empty values anywhere.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Properties each type must have (Google's required and recommended ones the site can fill). */
const REQUIRED: Record<string, string[]> = {
  Dentist: ['@id', 'name', 'url', 'telephone', 'address', 'image'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  BlogPosting: ['headline', 'description', 'url', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'mainEntityOfPage'],
  MedicalWebPage: ['@id', 'url', 'name', 'about', 'mainEntity', 'lastReviewed', 'reviewedBy', 'dateModified'],
  MedicalProcedure: ['name', 'url'],
  ProfilePage: ['@id', 'url', 'mainEntity', 'dateModified'],
  Person: ['name', 'url', 'worksFor'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  EducationalOccupationalCredential: ['name', 'credentialCategory'],
};

/** Inside another node, the clinic is a reference to the Dentist every page describes in full. */
const REQUIRED_INSIDE: Record<string, string[]> = { Dentist: ['@id', 'name', 'url'] };

const URL_KEYS = new Set(['url', '@id', 'item', 'image', 'logo', 'sameAs']);
const DATE_KEYS = new Set(['datePublished', 'dateModified', 'lastReviewed']);

/** Every problem in a document, as `path: what`. */
function problems(value: Json, path = '$', key = ''): string[] {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [`${path}: empty`];
  if (typeof value === 'string') {
    if (URL_KEYS.has(key) && !/^https?:\/\/[^\s]+$/.test(value)) return [`${path}: not an absolute URL (${value})`];
    if (DATE_KEYS.has(key) && Number.isNaN(Date.parse(value))) return [`${path}: not a date (${value})`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => problems(item, `${path}[${index}]`, key));
  if (typeof value !== 'object') return [];
  const found: string[] = [];
  const type = value['@type'];
  if (typeof type !== 'string') found.push(`${path}: no @type`);
  else {
    const required = (path === '$' ? REQUIRED[type] : (REQUIRED_INSIDE[type] ?? REQUIRED[type])) ?? [];
    for (const property of required) if (!(property in value)) found.push(`${path} (${type}): no ${property}`);
  }
  for (const [property, child] of Object.entries(value)) found.push(...problems(child, `${path}.${property}`, property));
  return found;
}

/** The documents as the page writes them: one script element, parsed back. */
function rendered(data: JsonLdObject | JsonLdObject[]): Json[] {
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  const text = html.match(/^<script type="application\/ld\+json">([\s\S]*)<\/script>$/)?.[1] ?? '';
  const parsed = JSON.parse(text) as Json;
  return Array.isArray(parsed) ? parsed : [parsed];
}

function expectValid(documents: Json[]) {
  for (const document of documents) {
    expect(document).toMatchObject({ '@context': 'https://schema.org' });
    expect(problems(document)).toEqual([]);
  }
}

const types = (documents: Json[]) => documents.map((document) => (document as { '@type': string })['@type']);
const source = createBuiltinSource({ contentDir: 'content' });

describe.each(['tr', 'en'] as const)('the JSON-LD of each page type (%s)', (locale) => {
  it('every page: the clinic as a Dentist', async () => {
    const documents = rendered(await clinicStructuredData(locale));
    expect(types(documents)).toEqual(['Dentist']);
    expectValid(documents);
  });

  it('about page: its questions as an FAQPage', async () => {
    const faqs = await source.getFaqs('about', locale);
    const documents = rendered(faqStructuredData(faqs, locale)!);
    expect(types(documents)).toEqual(['FAQPage']);
    expectValid(documents);
  });

  it('treatment page: a MedicalWebPage about its MedicalProcedure, reviewed by a dentist on a day, and its breadcrumb', async () => {
    for (const treatment of await source.getTreatments(locale)) {
      const documents = rendered(await treatmentStructuredData(treatment, locale));
      expect(types(documents)).toEqual(['MedicalWebPage', 'BreadcrumbList']);
      expectValid(documents);
      const page = documents[0] as { about: { '@type': string }; mainEntity: unknown; reviewedBy: { '@type': string } };
      expect(page.about['@type']).toBe('MedicalProcedure');
      expect(page.mainEntity).toEqual(page.about);
      expect(page.reviewedBy['@type']).toBe('Person');
    }
  });

  it('article page: a BlogPosting by a dentist (reviewed, where one reviewed it, on its WebPage) and its breadcrumb', async () => {
    const { articles } = await source.getArticles(locale, { page: 1 });
    for (const article of articles) {
      const documents = rendered(await articleStructuredData(article));
      expect(types(documents)).toEqual(['BlogPosting', 'BreadcrumbList']);
      expectValid(documents);
      const posting = documents[0] as { author: { '@type': string }; mainEntityOfPage: { reviewedBy?: { name: string } } };
      expect(posting.author['@type']).toBe('Person');
      expect(posting.mainEntityOfPage.reviewedBy?.name).toBe(article.reviewer?.name);
    }
  });

  it('dentist page: a ProfilePage whose subject is a Person working at the clinic, and its breadcrumb', async () => {
    for (const doctor of await source.getDoctors(locale)) {
      const documents = rendered(await dentistStructuredData({ ...doctor, slug: doctor.slug! }, locale));
      expect(types(documents)).toEqual(['ProfilePage', 'BreadcrumbList']);
      expectValid(documents);
      const person = (documents[0] as { mainEntity: { worksFor: { '@type': string; '@id': string } } }).mainEntity;
      expect(person.worksFor).toMatchObject({ '@type': 'Dentist', '@id': expect.stringMatching(/\/#dentist$/) });
    }
  });
});

describe('the JSON-LD check itself', () => {
  it('finds a missing property, an empty value and a relative URL', () => {
    expect(problems({ '@type': 'Person', name: '', url: '/hekimlerimiz/x' } as Json)).toEqual([
      '$ (Person): no worksFor',
      '$.name: empty',
      '$.url: not an absolute URL (/hekimlerimiz/x)',
    ]);
    expect(problems({ '@context': 'https://schema.org', '@type': 'Person', name: 'A' } as Json)).toEqual([
      '$ (Person): no url',
      '$ (Person): no worksFor',
    ]);
  });
});
