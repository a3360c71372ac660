/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    const ordered = orderTreatmentCategories(await source.getTreatmentCategories()).map((category) => category.slug);
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
          title: 'Dolgu',
          slug: 'dolgu',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          treatmentCategory: null,
          tblocks: [{ id: 1, __component: 'shared.unknown' }],
        },
      ]),
    );
    writeFileSync(path.join(dir, 'treatment-categories.json'), JSON.stringify([{ id: 4, name: 'Adsız' }]));
    const custom = createBuiltinSource({ contentDir: dir });
    const [treatment] = await custom.getTreatments('tr');
    expect(treatment).toMatchObject({ categorySlug: 'genel', blocks: [] });
    expect(await custom.getTreatmentCategories()).toEqual([{ id: 4, name: 'Adsız', nameEn: 'Adsız', slug: 'category-4' }]);
  });
});
