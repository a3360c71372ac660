/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';
import { createBuiltinSource } from '../builtin-source';
import { orderTreatmentCategories } from '../treatment-categories';

const source = createBuiltinSource({ contentDir: 'content' });

describe('built-in source', () => {
  it('serves at least 12 treatments, each with an image and all three block kinds in both languages', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const treatments = await source.getTreatments(locale);
      expect(treatments.length).toBeGreaterThanOrEqual(12);
      for (const treatment of treatments) {
        expect(treatment.image?.url).toMatch(/^\/images\//);
        expect(new Set(treatment.blocks.map((block) => block.kind))).toEqual(new Set(['subtitle', 'rich', 'content']));
      }
    }
  });

  it('has the four treatments the home page links to', async () => {
    const slugs = (await source.getTreatments('tr')).map((treatment) => treatment.slug);
    expect(slugs).toEqual(expect.arrayContaining(['protez', 'implant', 'beyazlatma', 'kanal-tedavisi']));
  });

  it('finds a treatment by slug in the visitor’s language', async () => {
    expect((await source.getTreatmentBySlug('implant', 'tr'))?.title).toMatch(/İmplant/);
    expect((await source.getTreatmentBySlug('implant', 'en'))?.title).toMatch(/Implant/);
    expect(await source.getTreatmentBySlug('yok-boyle-bir-tedavi', 'tr')).toBeNull();
  });

  it('covers the specified categories, ordered as the specification says', async () => {
    const ordered = orderTreatmentCategories(await source.getTreatmentCategories('tr')).map((category) => category.slug);
    expect(ordered.slice(0, 5)).toEqual(['estetik-dis-hekimligi', 'pedodonti', 'implant-tedavileri', 'ortodonti', 'agiz-cene-cerrahisi']);
    expect(ordered.length).toBeGreaterThanOrEqual(6);
  });

  it('pages articles by nine, newest first, in each language', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const first = await source.getArticles(locale, { page: 1 });
      expect(first.articles).toHaveLength(9);
      expect(first.total).toBeGreaterThanOrEqual(14);
      expect(first.pageCount).toBe(Math.ceil(first.total / 9));
      const dates = first.articles.map((article) => article.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await source.getArticles(locale, { page: 2 });
      expect(second.articles.length).toBe(first.total - 9);
      expect(second.articles.every((article) => article.locale === locale)).toBe(true);
    }
  });

  it('carries German and Arabic for what a visitor from abroad reads first: the five most-asked treatments, the categories, the dentists', async () => {
    for (const language of ['de', 'ar'] as unknown as Locale[]) {
      for (const slug of ['implant', 'zirkonyum-kaplama', 'beyazlatma', 'all-on-four', 'porselen-lamina']) {
        const treatment = await source.getTreatmentBySlug(slug, language);
        expect(treatment).toMatchObject({ locale: language, category: { locale: language } });
        expect(treatment?.locales).toEqual(expect.arrayContaining(['tr', 'en', language]));
      }
      expect((await source.getTreatmentCategories(language)).every((category) => category.locale === language)).toBe(true);
      expect((await source.getDoctors(language)).map((doctor) => doctor.locale)).toEqual([language, language, language, language]);
    }
  });

  it('filters articles by category and links translations', async () => {
    const { articles } = await source.getArticles('tr', { category: 'implant' });
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((article) => article.categories.some((category) => category.slug === 'implant'))).toBe(true);
    const article = await source.getArticleBySlug(articles[0]!.slug, 'tr');
    const english = article?.localizations.find((entry) => entry.locale === 'en');
    expect(english).toBeDefined();
    expect((await source.getArticleBySlug(english!.slug, 'en'))?.documentId).toBe(article?.documentId);
  });

  it('applies the same fallbacks as the Strapi source', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeFileSync(
      path.join(dir, 'treatments.json'),
      JSON.stringify([
        {
          id: 1,
          documentId: 'd1',
          locale: 'tr',
          title: 'Dolgu',
          slug: 'dolgu',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          treatmentCategory: null,
          tblocks: [{ id: 1, __component: 'shared.unknown' }],
        },
      ]),
    );
    writeFileSync(path.join(dir, 'treatment-categories.json'), JSON.stringify([{ id: 4, locale: 'tr', name: 'Adsız' }]));
    const custom = createBuiltinSource({ contentDir: dir });
    const [treatment] = await custom.getTreatments('tr');
    expect(treatment).toMatchObject({ categorySlug: 'genel', blocks: [] });
    expect(await custom.getTreatmentCategories('tr')).toEqual([{ id: 4, locale: 'tr', name: 'Adsız', slug: 'category-4' }]);
  });
});

/**
 * The fallback rule on the built-in files: entries of one document share `documentId`,
 * one a language; a language without a version shows the English one, then the Turkish.
 */
describe('built-in source: content without a version in the visitor’s language', () => {
  const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const treatment = (id: number, documentId: string, locale: string, title: string) => ({
    id,
    documentId,
    locale,
    title,
    slug: documentId,
    shortDesc: `${title} (${locale})`,
    tblocks: [{ id, __component: 'shared.t-subtitle-section', subtitle: `${title} subtitle` }],
    ...stamps,
  });
  const article = (id: number, documentId: string, locale: string, slug: string, publishedAt: string) => ({
    id,
    documentId,
    locale,
    slug,
    title: `${slug} title`,
    categories: [{ id: id + 100, documentId: 'health', locale, name: `health ${locale}`, slug: `health-${locale}` }],
    publishedAt,
    ...stamps,
  });
  // German: a language with no version of most of these (the rule holds for any language the site adds).
  const german = 'de' as Locale;
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  writeFileSync(
    path.join(dir, 'treatments.json'),
    JSON.stringify([
      treatment(1, 'implant', 'tr', 'İmplant'),
      treatment(2, 'kanal', 'tr', 'Kanal tedavisi'),
      treatment(3, 'botoks', 'tr', 'Botoks'),
      treatment(4, 'implant', 'en', 'Implant'),
      treatment(5, 'botoks', 'en', 'Botox'),
      treatment(6, 'implant', 'de', 'Implantat'),
    ]),
  );
  writeFileSync(
    path.join(dir, 'articles.json'),
    JSON.stringify([
      article(1, 'a1', 'tr', 'ilk', '2026-01-03T00:00:00.000Z'),
      article(2, 'a1', 'en', 'first', '2026-01-03T00:00:00.000Z'),
      article(3, 'a2', 'tr', 'ikinci', '2026-01-04T00:00:00.000Z'),
      article(4, 'a2', 'de', 'zweite', '2026-01-04T00:00:00.000Z'),
    ]),
  );
  writeFileSync(
    path.join(dir, 'article-categories.json'),
    JSON.stringify(
      ['tr', 'en', 'de'].map((locale, index) => ({
        id: 101 + index,
        documentId: 'health',
        locale,
        name: `health ${locale}`,
        slug: `health-${locale}`,
      })),
    ),
  );
  const custom = createBuiltinSource({ contentDir: dir });

  it('shows each item of a list in the visitor’s language, else English, else Turkish, each version whole', async () => {
    const list = await custom.getTreatments(german);
    expect(list.map((entry) => [entry.slug, entry.locale, entry.title, entry.shortDesc])).toEqual([
      ['implant', 'de', 'Implantat', 'Implantat (de)'],
      ['kanal', 'tr', 'Kanal tedavisi', 'Kanal tedavisi (tr)'],
      ['botoks', 'en', 'Botox', 'Botox (en)'],
    ]);
  });

  it('answers a detail page with the fallback version and the languages the entry exists in', async () => {
    const botox = await custom.getTreatmentBySlug('botoks', german);
    expect(botox).toMatchObject({ locale: 'en', title: 'Botox', blocks: [{ kind: 'subtitle', text: 'Botox subtitle' }] });
    expect(botox?.locales.sort()).toEqual(['en', 'tr']);
    expect(await custom.getTreatmentBySlug('kanal', german)).toMatchObject({ locale: 'tr', locales: ['tr'] });
    expect((await custom.getTreatmentBySlug('implant', german))?.locales.sort()).toEqual(['de', 'en', 'tr']);
  });

  it('lists articles with their fallbacks, newest first, and filters a category across its languages', async () => {
    const { articles, total } = await custom.getArticles(german, { category: 'health-de' });
    expect(total).toBe(2);
    expect(articles.map((entry) => [entry.slug, entry.locale])).toEqual([
      ['zweite', 'de'],
      ['first', 'en'],
    ]);
    expect(await custom.getArticleBySlug('first', german)).toMatchObject({ locale: 'en', localizations: [{ locale: 'tr', slug: 'ilk' }] });
    // The Turkish page of an English slug: Turkish exists, so it is not a fallback (the page redirects).
    expect(await custom.getArticleBySlug('first', 'tr')).toBeNull();
  });
});
