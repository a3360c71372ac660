/** @jest-environment node */
import { applyEnglish, exportEnglish } from '../migrate-locales.mjs';

/**
 * The two steps of `npm run cms:migrate-locales` against a stand-in Strapi: the old schema's
 * entries (one per document, English copy in `…En` fields) are exported, then written as the
 * English versions of the same documents into the new schema, each linked to its related
 * documents' English versions.
 */

const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', publishedAt: '2026-01-01T00:00:00.000Z' };

/** The old CMS, as its REST API answered `populate=*` (flat Strapi 5 entries). */
const OLD: Record<string, Record<string, unknown>[]> = {
  'treatment-categories': [
    { id: 1, documentId: 'c1', name: 'Estetik', nameEn: 'Cosmetic dentistry', identifier: 'estetik', ...stamps },
    { id: 2, documentId: 'c2', name: 'Cerrahi', nameEn: null, identifier: 'cerrahi', ...stamps },
  ],
  doctors: [
    {
      id: 1,
      documentId: 'd1',
      name: 'Dr. Dt. Elif Arslan',
      slug: 'elif-arslan',
      title: 'Protez Uzmanı',
      titleEn: 'Prosthodontist',
      specialty: 'Kaplamalar.',
      specialtyEn: 'Crowns.',
      bio: 'Kısa.',
      bioEn: null,
      languages: 'tr, en',
      order: 1,
      photo: { id: 31, url: '/uploads/elif.svg' },
      treatments: [{ id: 5, documentId: 't1', title: 'Beyazlatma', slug: 'beyazlatma' }],
      ...stamps,
    },
  ],
  testimonials: [
    {
      id: 1,
      documentId: 'q1',
      name: 'Ayşe K.',
      treatment: 'İmplant',
      treatmentEn: 'Implant',
      comment: 'Çok iyi.',
      commentEn: 'Very good.',
      rating: 5,
      enabled: true,
      order: 1,
      ...stamps,
    },
    {
      id: 2,
      documentId: 'q2',
      name: 'Ali V.',
      treatment: 'Dolgu',
      treatmentEn: 'Filling',
      comment: 'İyi.',
      commentEn: '',
      rating: 4,
      enabled: true,
      order: 2,
      ...stamps,
    },
  ],
  'gallery-images': [
    {
      id: 1,
      documentId: 'g1',
      alt: 'Oda',
      altEn: 'Room',
      caption: 'Tedavi odası',
      captionEn: 'Treatment room',
      order: 1,
      image: { id: 40, url: '/uploads/1.svg' },
      ...stamps,
    },
  ],
  treatments: [
    {
      id: 5,
      documentId: 't1',
      title: 'Beyazlatma',
      titleEn: 'Teeth whitening',
      slug: 'beyazlatma',
      shortDesc: 'Kısa',
      shortDescEn: 'Short',
      imageUrl: '/images/treatments/beyazlatma.svg',
      heroImage: null,
      treatmentCategory: { id: 1, documentId: 'c1', name: 'Estetik', identifier: 'estetik' },
      reviewer: { id: 1, documentId: 'd1', name: 'Dr. Dt. Elif Arslan' },
      lastReviewed: '2026-03-12',
      tblocks: [{ id: 1, __component: 'shared.t-subtitle-section', subtitle: 'Nedir?' }],
      tblocksEn: [{ id: 7, __component: 'shared.t-subtitle-section', subtitle: 'What is it?' }],
      ...stamps,
    },
    {
      id: 6,
      documentId: 't2',
      title: 'Dolgu',
      titleEn: null,
      slug: 'dolgu',
      shortDescEn: 'Only a summary',
      tblocksEn: [],
      treatmentCategory: null,
      reviewer: null,
      ...stamps,
    },
  ],
};

type Call = { method: string; path: string; body?: unknown };

/** A stand-in Strapi answering GET lists (old entries, or the new schema's English versions) and recording PUTs. */
function fakeStrapi(english: Record<string, string[]> = {}) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const type = url.pathname.split('/')[2]!;
    if (method === 'PUT') return Response.json({ data: { documentId: url.pathname.split('/')[3] } });
    const data =
      url.searchParams.get('locale') === 'en'
        ? (english[type] ?? []).map((documentId) => ({ id: 99, documentId, locale: 'en' }))
        : (OLD[type] ?? []);
    return Response.json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const CMS = 'http://cms.test';

describe('npm run cms:migrate-locales', () => {
  it('exports every entry’s English copy, shared fields, media and related documents with the read token', async () => {
    const old = fakeStrapi();
    const exported = await exportEnglish({ url: CMS, token: 'read-token', fetch: old.fetch });
    expect(old.calls.every((call) => call.method === 'GET')).toBe(true);
    expect(exported.types.treatments?.[0]).toEqual({
      documentId: 't1',
      english: {
        title: 'Teeth whitening',
        shortDesc: 'Short',
        tblocks: [{ __component: 'shared.t-subtitle-section', subtitle: 'What is it?' }],
      },
      shared: { slug: 'beyazlatma', imageUrl: '/images/treatments/beyazlatma.svg', lastReviewed: '2026-03-12' },
      media: { heroImage: null },
      relations: { treatmentCategory: ['c1'], reviewer: ['d1'] },
    });
    expect(exported.types.doctors?.[0]).toMatchObject({ media: { photo: 31 }, relations: { treatments: ['t1'] } });
  });

  it('writes each English version once, linked to the English versions of its relations; entries without their required English copy stay Turkish (and are named), those without any are left alone', async () => {
    const exported = await exportEnglish({ url: CMS, token: null, fetch: fakeStrapi().fetch });
    const cms = fakeStrapi();
    const report = await applyEnglish(JSON.parse(JSON.stringify(exported)), { url: CMS, token: 'write-token', fetch: cms.fetch });
    const puts = cms.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path)).toEqual([
      '/api/treatment-categories/c1?locale=en',
      '/api/doctors/d1?locale=en',
      '/api/testimonials/q1?locale=en',
      '/api/gallery-images/g1?locale=en',
      '/api/treatments/t1?locale=en',
      // Once the treatments' English versions exist: the doctor's treatments.
      '/api/doctors/d1?locale=en',
    ]);
    expect(puts[4]!.body).toEqual({
      data: {
        slug: 'beyazlatma',
        imageUrl: '/images/treatments/beyazlatma.svg',
        lastReviewed: '2026-03-12',
        heroImage: null,
        treatmentCategory: 'c1',
        reviewer: 'd1',
        title: 'Teeth whitening',
        shortDesc: 'Short',
        tblocks: [{ __component: 'shared.t-subtitle-section', subtitle: 'What is it?' }],
      },
    });
    expect(puts[1]!.body).toEqual({
      data: {
        name: 'Dr. Dt. Elif Arslan',
        slug: 'elif-arslan',
        languages: 'tr, en',
        order: 1,
        photo: 31,
        title: 'Prosthodontist',
        specialty: 'Crowns.',
      },
    });
    expect(puts[5]!.body).toEqual({ data: { treatments: ['t1'] } });
    expect(report.written).toEqual({ 'treatment-categories': 1, doctors: 1, testimonials: 1, 'gallery-images': 1, treatments: 1 });
    expect(report.skipped).toEqual([
      'testimonials q2: no English comment: its Turkish version is shown whole',
      'treatments t2: no English title: its Turkish version is shown whole',
    ]);
  });

  it('links only to related documents that have an English version, and applying twice writes the same', async () => {
    const exported = await exportEnglish({ url: CMS, token: null, fetch: fakeStrapi().fetch });
    exported.types['treatment-categories'] = [];
    exported.types.doctors = [];
    const first = fakeStrapi();
    await applyEnglish(exported, { url: CMS, token: null, fetch: first.fetch });
    const treatment = first.calls.find((call) => call.path === '/api/treatments/t1?locale=en')!;
    expect(treatment.body).toMatchObject({ data: { treatmentCategory: null, reviewer: null } });
    // A second run, with the category's English version now in the CMS: the same write, now linked.
    const second = fakeStrapi({ 'treatment-categories': ['c1'] });
    await applyEnglish(exported, { url: CMS, token: null, fetch: second.fetch });
    expect(second.calls.find((call) => call.path === '/api/treatments/t1?locale=en')!.body).toMatchObject({
      data: { treatmentCategory: 'c1', title: 'Teeth whitening' },
    });
  });

  it('refuses a file that is not an export', async () => {
    await expect(applyEnglish({}, { url: CMS, token: null, fetch: fakeStrapi().fetch })).rejects.toThrow(/not an export/);
  });
});
