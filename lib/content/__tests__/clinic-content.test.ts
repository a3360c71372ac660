/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBuiltinSource } from '../builtin-source';
import { byOrder, isoDay, mapArticle, mapDoctor, mapFaq, mapGalleryImage, mapTestimonial, mapTreatment } from '../mappers';
import { articleSchema, doctorSchema, faqSchema, galleryImageSchema, testimonialSchema, treatmentSchema } from '../schemas';

/** The team, the questions, the testimonials and the gallery: schemas, mappers and the built-in files. */

const doctor = doctorSchema.parse({
  id: 7,
  documentId: 'doc7',
  name: ' Dr. Dt. Ada Yıldız ',
  locale: 'en',
  title: 'Specialist in Orthodontics',
  specialty: 'Clear aligners.',
  bio: 'Trained in Istanbul.',
  localizations: [{ locale: 'tr' }],
  photo: { url: '/uploads/ada_1a2b.jpg', width: 600, height: 700, alternativeText: null },
  order: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('mappers of the clinic content', () => {
  it('maps a doctor version as it is, with its language and the languages it exists in, CMS photos on the CMS origin', () => {
    expect(mapDoctor(doctor, 'en', 'http://cms.test')).toEqual({
      id: 7,
      documentId: 'doc7',
      locale: 'en',
      locales: ['en', 'tr'],
      name: 'Dr. Dt. Ada Yıldız',
      title: 'Specialist in Orthodontics',
      specialty: 'Clear aligners.',
      bio: 'Trained in Istanbul.',
      photo: { url: 'http://cms.test/uploads/ada_1a2b.jpg', width: 600, height: 700, alt: 'Dr. Dt. Ada Yıldız' },
      slug: null,
      education: [],
      specialties: [],
      certificates: [],
      languages: [],
      treatments: [],
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    // Asked for on a Turkish page (a fallback), it is still the English version, whole.
    expect(mapDoctor(doctor, 'tr', 'http://cms.test')).toMatchObject({ locale: 'en', title: 'Specialist in Orthodontics' });
  });

  it("maps a doctor's page: one entry a line, language codes, treatments by their titles", () => {
    const profile = doctorSchema.parse({
      ...doctor,
      locale: 'tr',
      slug: 'ada-yildiz',
      education: 'Diş Hekimliği Fakültesi (2010)\r\n\n Ortodonti doktorası (2015) ',
      specialties: 'Ortodonti',
      certificates: '',
      languages: 'tr, EN;de  <script>',
      treatments: [{ id: 1, documentId: 't1', title: 'Şeffaf plak', slug: 'seffaf-plak' }],
    });
    expect(mapDoctor(profile, 'tr', '')).toMatchObject({
      slug: 'ada-yildiz',
      education: ['Diş Hekimliği Fakültesi (2010)', 'Ortodonti doktorası (2015)'],
      specialties: ['Ortodonti'],
      certificates: [],
      languages: ['tr', 'en', 'de'],
      treatments: [{ slug: 'seffaf-plak', title: 'Şeffaf plak' }],
    });
    // A slug that is no path segment gives the doctor no page rather than a broken link.
    expect(mapDoctor(doctorSchema.parse({ ...doctor, slug: '../admin' }), 'tr', '').slug).toBeNull();
  });

  it('names the author and reviewer of an article and the reviewer of a treatment, with the review day', () => {
    const ref = {
      id: 7,
      documentId: 'doc7',
      name: ' Dr. Dt. Ada Yıldız ',
      slug: 'ada-yildiz',
      title: 'Orthodontist',
    };
    const article = articleSchema.parse({
      id: 1,
      documentId: 'a1',
      locale: 'en',
      title: 'T',
      slug: 't',
      author: ref,
      reviewer: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(mapArticle(article, 'en', '')).toMatchObject({
      author: { documentId: 'doc7', name: 'Dr. Dt. Ada Yıldız', title: 'Orthodontist', slug: 'ada-yildiz' },
      reviewer: null,
    });
    const treatment = treatmentSchema.parse({
      id: 2,
      documentId: 't2',
      title: 'Şeffaf plak',
      slug: 'seffaf-plak',
      reviewer: { ...ref, title: 'Ortodonti Uzmanı', slug: null },
      lastReviewed: '2026-11-03',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(mapTreatment(treatment, 'tr', '')).toMatchObject({
      reviewer: { name: 'Dr. Dt. Ada Yıldız', title: 'Ortodonti Uzmanı', slug: null },
      lastReviewed: '2026-11-03',
    });
    expect(mapTreatment({ ...treatment, reviewer: null }, 'tr', '').reviewer).toBeNull();
  });

  it('keeps a review date only when it is a day', () => {
    expect(isoDay('2026-11-03')).toBe('2026-11-03');
    expect(isoDay('2026-11-03T09:00:00.000Z')).toBe('2026-11-03');
    expect(isoDay('yesterday')).toBeNull();
    expect(isoDay('2026-13-45')).toBeNull();
    expect(isoDay(null)).toBeNull();
  });

  it('drops a doctor photo whose URL is not an image address', () => {
    const hostile = doctorSchema.parse({ ...doctor, photo: { url: 'javascript:alert(1)' } });
    expect(mapDoctor(hostile, 'tr', '').photo).toBeNull();
  });

  it('maps a question and its answer', () => {
    const raw = faqSchema.parse({
      id: 1,
      documentId: 'f1',
      locale: 'en',
      page: 'about',
      question: ' Why? ',
      answer: 'Because.\n',
      order: 1,
    });
    expect(mapFaq(raw, 'tr')).toEqual({ id: 1, documentId: 'f1', locale: 'en', question: 'Why?', answer: 'Because.' });
  });

  it('maps a testimonial with its rating clamped to 0–5 in halves, and none without a rating', () => {
    const raw = testimonialSchema.parse({
      id: 2,
      documentId: 't2',
      name: 'Ayşe K.',
      locale: 'tr',
      treatment: 'İmplant',
      comment: 'Çok iyi.',
      rating: 4.4,
    });
    expect(mapTestimonial(raw, 'en')).toEqual({
      id: 2,
      documentId: 't2',
      locale: 'tr',
      name: 'Ayşe K.',
      treatment: 'İmplant',
      comment: 'Çok iyi.',
      rating: 4.5,
    });
    expect(mapTestimonial({ ...raw, rating: 9 }, 'tr').rating).toBe(5);
    expect(mapTestimonial({ ...raw, rating: null }, 'tr').rating).toBeNull();
  });

  it('maps a gallery image with the alt text of its version (over the media library’s), and drops one without a usable image', () => {
    const raw = galleryImageSchema.parse({
      id: 3,
      documentId: 'g3',
      image: { url: '/uploads/room.jpg', width: 1200, height: 900, alternativeText: 'library text' },
      alt: 'View of a treatment room',
      caption: 'Treatment room',
    });
    expect(mapGalleryImage(raw, 'en', 'http://cms.test')).toEqual({
      id: 3,
      documentId: 'g3',
      locale: 'en',
      image: { url: 'http://cms.test/uploads/room.jpg', width: 1200, height: 900, alt: 'View of a treatment room' },
      caption: 'Treatment room',
    });
    expect(mapGalleryImage({ ...raw, image: null }, 'tr', '')).toBeNull();
  });

  it('orders by the clinic’s order, entries without one last, then by id', () => {
    const entries = [
      { id: 4, order: null },
      { id: 3, order: 2 },
      { id: 1, order: 2 },
      { id: 2, order: 1 },
    ];
    expect(byOrder(entries).map((entry) => entry.id)).toEqual([2, 1, 3, 4]);
  });

  it('rejects entries the site cannot show', () => {
    expect(doctorSchema.safeParse({ id: 1, documentId: 'd', name: '' }).success).toBe(false);
    expect(faqSchema.safeParse({ id: 1, documentId: 'f', question: 'Q?' }).success).toBe(false);
    expect(testimonialSchema.safeParse({ id: 1, documentId: 't', name: 'A', comment: 'B', rating: '5' }).success).toBe(false);
  });
});

describe('built-in clinic content (content/*.json): the texts the site has always shown', () => {
  const source = createBuiltinSource({ contentDir: 'content' });

  it('serves the four dentists in order, with portraits, in both languages', async () => {
    const turkish = await source.getDoctors('tr');
    expect(turkish.map((entry) => entry.name)).toEqual([
      'Dr. Dt. Elif Arslan',
      'Uzm. Dt. Can Öztürk',
      'Uzm. Dt. Deniz Kara',
      'Dr. Dt. Kemal Aydın',
    ]);
    expect(turkish[3]).toMatchObject({
      title: 'Ağız, Diş ve Çene Cerrahisi Uzmanı · Kurucu hekim',
      specialty: 'İmplant cerrahisi, gömülü yirmilik diş çekimi ve kemik tozu uygulamaları.',
      bio: '',
      photo: { url: '/images/team/dr-4.svg', width: 480, height: 560 },
    });
    const english = await source.getDoctors('en');
    expect(english[1]).toMatchObject({
      name: 'Uzm. Dt. Can Öztürk',
      title: 'Specialist in Endodontics',
      specialty: 'Root canal treatment, root canal retreatment and diagnosing toothache.',
    });
  });

  it("serves each dentist's page by slug, and the articles they wrote or reviewed", async () => {
    const doctor = await source.getDoctorBySlug('kemal-aydin', 'en');
    expect(doctor).toMatchObject({
      name: 'Dr. Dt. Kemal Aydın',
      education: [
        'Faculty of Dentistry, Istanbul University (2004)',
        'Doctoral programme in oral and maxillofacial surgery, Istanbul University (2010)',
      ],
      specialties: ['Oral and maxillofacial surgery'],
      languages: ['tr', 'en'],
    });
    expect(doctor?.treatments.map((treatment) => treatment.slug)).toEqual(['implant', 'all-on-four', 'dis-cekimi', 'yirmilik-dis-cekimi']);
    expect(await source.getDoctorBySlug('nobody', 'tr')).toBeNull();
    const articles = await source.getArticlesByDoctor('kemal-aydin', 'tr');
    expect(articles.map((article) => [article.slug, article.author?.slug, article.reviewer?.slug ?? null])).toEqual([
      ['implant-tedavisi-hakkinda-bilmeniz-gerekenler', 'kemal-aydin', 'elif-arslan'],
      ['dis-beyazlatma-guvenli-mi', 'elif-arslan', 'kemal-aydin'],
      ['yirmilik-dis-ne-zaman-cekilmeli', 'kemal-aydin', null],
      ['zirkonyum-kaplama-ve-porselen-lamina-farki', 'elif-arslan', 'kemal-aydin'],
      ['implant-sonrasi-bakim', 'kemal-aydin', 'elif-arslan'],
    ]);
  });

  it('serves the about page’s four questions in each language, in order', async () => {
    const english = await source.getFaqs('about', 'en');
    expect(english.map((entry) => entry.question)).toEqual([
      'What happens at the first examination?',
      'Can I come without an appointment?',
      'Is treatment painful?',
      'How can I pay?',
    ]);
    expect(english[3]?.answer).toBe(
      'You can pay in cash, by debit card or by credit card. For longer treatments we agree a payment plan with you before treatment begins.',
    );
    const turkish = await source.getFaqs('about', 'tr');
    expect(turkish[1]).toMatchObject({ question: 'Randevusuz gelebilir miyim?' });
  });

  it('serves the six testimonials with their ratings', async () => {
    const turkish = await source.getTestimonials('tr');
    expect(turkish.map((entry) => [entry.name, entry.rating])).toEqual([
      ['Ayşe K.', 5],
      ['Mehmet T.', 4.5],
      ['Elif D.', 5],
      ['Burak S.', 4],
      ['Zeynep A.', 5],
      ['Hakan Y.', 4.5],
    ]);
    expect((await source.getTestimonials('en'))[3]).toMatchObject({
      treatment: 'Scale and polish',
      comment: 'Being able to book an evening slot after work makes a real difference for me. The team is friendly and on time.',
    });
  });

  it('serves the six gallery pictures with captions and alt texts in both languages', async () => {
    const english = await source.getGalleryImages('en');
    expect(english.map((entry) => entry.caption)).toEqual([
      'Treatment room',
      'Reception',
      'Sterilisation area',
      'Smile design: before and after',
      'Waiting room',
      'Our home in Kadıköy',
    ]);
    expect(english[5]?.image).toEqual({
      url: '/images/gallery/6.svg',
      width: 800,
      height: 600,
      alt: 'Illustration of the Kadıköy waterfront with a ferry',
    });
    expect((await source.getGalleryImages('tr'))[0]?.image.alt).toBe(
      'Diş ünitesi, dolaplar ve ekranıyla aydınlık bir tedavi odası illüstrasyonu',
    );
  });

  it('leaves out testimonials switched off and orders by the files’ order', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const base = { treatment: 'Dolgu', comment: 'İyi.', rating: 5 };
    writeFileSync(
      path.join(dir, 'testimonials.json'),
      JSON.stringify([
        { id: 1, documentId: 'a', locale: 'tr', name: 'Off', enabled: false, order: 1, ...base },
        { id: 2, documentId: 'b', locale: 'tr', name: 'Second', enabled: true, order: 3, ...base },
        { id: 3, documentId: 'c', locale: 'tr', name: 'First', order: 2, ...base },
      ]),
    );
    const custom = createBuiltinSource({ contentDir: dir });
    expect((await custom.getTestimonials('tr')).map((entry) => entry.name)).toEqual(['First', 'Second']);
  });
});
