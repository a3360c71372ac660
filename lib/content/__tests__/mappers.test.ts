/** @jest-environment node */
import treatmentsResponse from './fixtures/treatments.json';
import articleResponse from './fixtures/article-tr-by-slug.json';
import { mapArticle, mapTreatment, mapTreatmentCategory } from '../mappers';
import { articleSchema, collectionSchema, treatmentSchema } from '../schemas';

const CMS = 'http://127.0.0.1:1337';
const treatments = collectionSchema(treatmentSchema).parse(treatmentsResponse).data;
const [article] = collectionSchema(articleSchema).parse(articleResponse).data;

describe('mapTreatment', () => {
  const botox = treatments[0]!;

  it('maps a Strapi 5 treatment to the site shape', () => {
    const treatment = mapTreatment(botox, 'tr', CMS);
    expect(treatment).toMatchObject({
      id: 3,
      documentId: 'rrstryztexukegk138f4n82u',
      slug: 'botoks',
      title: 'Botoks',
      shortDesc: 'Kısa açıklama botoks',
      categorySlug: 'estetik',
      category: { id: 3, locale: 'tr', name: 'Estetik', slug: 'estetik' },
      locale: 'tr',
      locales: ['tr'],
    });
    expect(treatment.image).toEqual({ url: 'https://example.com/botox.jpg', width: null, height: null, alt: 'Botoks' });
    expect(treatment.heroImage).toEqual({ url: `${CMS}/uploads/hero_15041f1a0e.png`, width: 64, height: 48, alt: 'Hero image' });
  });

  it('keeps the three block kinds in order and turns Strapi blocks into rich-text nodes', () => {
    const { blocks } = mapTreatment(botox, 'tr', CMS);
    expect(blocks.map((block) => block.kind)).toEqual(['subtitle', 'rich', 'content']);
    expect(blocks[0]).toMatchObject({ kind: 'subtitle', text: 'Botoks nedir?' });
    expect(blocks[1]).toMatchObject({ kind: 'rich', markdown: '## Markdown başlık\n\n**Kalın** metin.' });
    expect(blocks[2]).toMatchObject({
      kind: 'content',
      nodes: [
        { type: 'paragraph', children: [{ type: 'text', text: 'Blocks paragraf 1' }] },
        { type: 'heading', level: 3, children: [{ type: 'text', text: 'Alt başlık' }] },
      ],
    });
  });

  it('drops unknown block kinds and unknown rich-text nodes', () => {
    const raw = treatmentSchema.parse({
      ...botox,
      tblocks: [
        { id: 1, __component: 'shared.video-embed', url: 'x' },
        {
          id: 2,
          __component: 'shared.t-sub-content',
          content: [
            { type: 'image', image: {} },
            { type: 'paragraph', children: [{ type: 'text', text: 'Kalan' }] },
          ],
        },
      ],
    });
    expect(mapTreatment(raw, 'tr', CMS).blocks).toEqual([
      { kind: 'content', id: 'shared.t-sub-content-2-1', nodes: [{ type: 'paragraph', children: [{ type: 'text', text: 'Kalan' }] }] },
    ]);
  });

  it("falls back to 'genel' when the treatment has no category", () => {
    const raw = treatmentSchema.parse({ ...botox, treatmentCategory: null });
    const treatment = mapTreatment(raw, 'tr', CMS);
    expect(treatment.categorySlug).toBe('genel');
    expect(treatment.category).toBeNull();
  });

  it('shows one version as it is: its own language, its localizations as the languages it exists in', () => {
    const english = treatmentSchema.parse({
      ...botox,
      locale: 'en',
      title: 'Botox',
      shortDesc: 'Short botox text',
      tblocks: [{ id: 9, __component: 'shared.t-subtitle-section', subtitle: 'What is botox?' }],
      localizations: [{ locale: 'tr' }],
    });
    // Asked for on a Turkish page (the fallback case), the entry still says it is English.
    expect(mapTreatment(english, 'tr', CMS)).toMatchObject({
      locale: 'en',
      title: 'Botox',
      shortDesc: 'Short botox text',
      blocks: [{ kind: 'subtitle', text: 'What is botox?' }],
    });
    expect(mapTreatment(english, 'tr', CMS).locales.sort()).toEqual(['en', 'tr']);
  });

  it('uses the hero image as the card image when imageUrl is empty', () => {
    const raw = treatmentSchema.parse({ ...botox, imageUrl: null });
    expect(mapTreatment(raw, 'tr', CMS).image?.url).toBe(`${CMS}/uploads/hero_15041f1a0e.png`);
  });
});

describe('mapTreatmentCategory', () => {
  it("gives a category without identifier the slug 'category-{id}'", () => {
    expect(mapTreatmentCategory({ id: 7, name: 'Diğer', identifier: null }, 'tr')).toEqual({
      id: 7,
      locale: 'tr',
      name: 'Diğer',
      slug: 'category-7',
    });
  });
});

describe('mapArticle', () => {
  it('maps a localized article with its translation, categories, cover and blocks', () => {
    const mapped = mapArticle(article!, 'tr', CMS);
    expect(mapped).toMatchObject({
      documentId: 'zywhrrhvczpb04roava9207t',
      locale: 'tr',
      slug: 'ilk-yazi',
      title: 'İlk yazı',
      excerpt: 'Özet 1',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      categories: [{ id: 6, name: 'Sağlık', slug: 'saglik' }],
      localizations: [{ locale: 'en', slug: 'first-post' }],
      publishedAt: '2026-11-21T08:18:42.016Z',
    });
    expect(mapped.cover).toEqual({ url: `${CMS}/uploads/cover_00d66173ac.png`, width: 64, height: 48, alt: 'Cover image' });
    expect(mapped.blocks.map((block) => block.kind)).toEqual(['text', 'subtitle']);
  });
});

describe('resolveMediaUrl', () => {
  it('keeps http(s) URLs and site paths, prefixes Strapi uploads and drops everything else', async () => {
    const { resolveMediaUrl } = await import('../mappers');
    expect(resolveMediaUrl('https://cdn.example.com/a.png', CMS)).toBe('https://cdn.example.com/a.png');
    expect(resolveMediaUrl('/images/logo.svg', '')).toBe('/images/logo.svg');
    expect(resolveMediaUrl('/uploads/x.png', CMS)).toBe(`${CMS}/uploads/x.png`);
    for (const hostile of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      'x.png',
      '/a b.png',
    ]) {
      expect(resolveMediaUrl(hostile, CMS)).toBeNull();
    }
  });
});
