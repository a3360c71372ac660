/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentUnavailableError } from '../errors';
import { createStrapiSource } from '../strapi-source';
import articleBySlug from './fixtures/article-tr-by-slug.json';
import articlesEn from './fixtures/articles-en.json';
import categoriesTr from './fixtures/categories-tr.json';
import treatmentBySlug from './fixtures/treatment-by-slug.json';
import treatmentCategories from './fixtures/treatment-categories.json';
import treatments from './fixtures/treatments.json';

/** A stand-in Strapi on 127.0.0.1 answering the recorded Strapi 5 responses. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler;
let server: Server;
let origin: string;
const requests: string[] = [];

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const source = (timeoutMs = 1000) =>
  createStrapiSource({ apiUrl: origin, apiToken: null, timeoutMs, revalidateSeconds: 60, contentDir: 'content' });

describe('Strapi source: the requests the site makes', () => {
  it('reads treatment categories sorted by id', async () => {
    handler = json(treatmentCategories);
    const categories = await source().getTreatmentCategories();
    expect(requests).toEqual(['/api/treatment-categories?populate=*&sort=id%3Aasc']);
    expect(categories.map((category) => category.slug)).toEqual(['estetik', 'dis']);
  });

  it('reads all treatments', async () => {
    handler = json(treatments);
    const list = await source().getTreatments('tr');
    expect(requests).toEqual(['/api/treatments?populate=*']);
    expect(list.map((treatment) => treatment.slug)).toEqual(['botoks', 'implant']);
  });

  it('reads one treatment by slug', async () => {
    handler = json(treatmentBySlug);
    const treatment = await source().getTreatmentBySlug('botoks', 'tr');
    expect(requests).toEqual(['/api/treatments?filters[slug][$eq]=botoks&populate=*']);
    expect(treatment?.title).toBe('Botoks');
  });

  it('answers null for an unknown treatment slug', async () => {
    handler = json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    expect(await source().getTreatmentBySlug('yok', 'tr')).toBeNull();
  });

  it('reads a page of articles, newest first, nine a page, with an optional category filter', async () => {
    handler = json(articlesEn);
    const page = await source().getArticles('en', { page: 2, category: 'health' });
    expect(requests).toEqual([
      '/api/articles?locale=en&pagination[page]=2&pagination[pageSize]=9&populate=*&sort=publishedAt%3Adesc&filters[categories][slug][$eq]=health',
    ]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.articles.map((article) => article.slug)).toEqual(['second-post', 'first-post']);
  });

  it('reads one article by slug in a locale', async () => {
    handler = json(articleBySlug);
    const article = await source().getArticleBySlug('ilk-yazi', 'tr');
    expect(requests).toEqual(['/api/articles?locale=tr&filters[slug][$eq]=ilk-yazi&populate=*']);
    expect(article?.localizations).toEqual([{ locale: 'en', slug: 'first-post' }]);
  });

  it('reads one doctor by slug, and the articles of one language a doctor wrote or reviewed, newest first', async () => {
    handler = json({ data: [] });
    expect(await source().getDoctorBySlug('ada-yildiz', 'tr')).toBeNull();
    expect(await source().getArticlesByDoctor('ada-yildiz', 'en')).toEqual([]);
    expect(requests).toEqual([
      '/api/doctors?filters[slug][$eq]=ada-yildiz&populate=*',
      '/api/articles?locale=en&filters[$or][0][author][slug][$eq]=ada-yildiz&filters[$or][1][reviewer][slug][$eq]=ada-yildiz&populate=*&sort=publishedAt%3Adesc&pagination[pageSize]=100',
    ]);
  });

  it('reads article categories in a locale', async () => {
    handler = json(categoriesTr);
    const categories = await source().getArticleCategories('tr');
    expect(requests).toEqual(['/api/categories?locale=tr&populate=*']);
    expect(categories.map((category) => category.slug)).toEqual(['saglik', 'guzellik']);
  });

  it('encodes slug values so a hostile slug cannot add parameters', async () => {
    handler = json({ data: [] });
    await source().getTreatmentBySlug('a&populate=secret', 'tr');
    expect(requests).toEqual(['/api/treatments?filters[slug][$eq]=a%26populate%3Dsecret&populate=*']);
  });

  it('sends the JSON content type and the token when one is configured', async () => {
    let headers: IncomingMessage['headers'] = {};
    handler = (request, response) => {
      headers = request.headers;
      json(treatments)(request, response);
    };
    await createStrapiSource({
      apiUrl: origin,
      apiToken: 'secret-token',
      timeoutMs: 1000,
      revalidateSeconds: 60,
      contentDir: 'content',
    }).getTreatments('tr');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer secret-token');
  });
});

describe('Strapi source: failures', () => {
  it('turns a 500 into ContentUnavailableError and logs it', async () => {
    handler = json({ error: { status: 500 } }, 500);
    await expect(source().getTreatments('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('ends a hanging request at the timeout', async () => {
    handler = () => {}; // never answers
    const started = Date.now();
    await expect(source(300).getTreatments('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects a response that is not JSON or breaks the schema', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>maintenance</html>');
    };
    await expect(source().getTreatments('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
    handler = json({ data: [{ id: 'x' }] });
    await expect(source().getTreatments('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('serves the last good answer while the CMS fails, and logs the outage once', async () => {
    const cms = source();
    handler = json(treatments);
    await cms.getTreatments('tr');
    handler = json({}, 503);
    expect((await cms.getTreatments('tr')).map((treatment) => treatment.slug)).toEqual(['botoks', 'implant']);
    expect((await cms.getTreatments('en')).map((treatment) => treatment.slug)).toEqual(['botoks', 'implant']);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});

/** Strapi 5's answer for a small collection (flat entries, as recorded from Strapi 5.54 for these types). */
const collection = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
const stamps = { createdAt: '2026-11-24T10:01:28.918Z', updatedAt: '2026-11-24T10:01:28.918Z', publishedAt: '2026-11-24T10:01:28.933Z' };

describe('Strapi source: the team, the questions, the testimonials and the gallery', () => {
  it('reads the doctors in the clinic’s order, photos on the CMS origin', async () => {
    handler = json(
      collection([
        {
          id: 4,
          documentId: 'd2',
          name: 'Uzm. Dt. Can Öztürk',
          title: 'Endodonti Uzmanı',
          titleEn: 'Specialist in Endodontics',
          specialty: 'Kanal tedavisi.',
          specialtyEn: null,
          bio: null,
          bioEn: null,
          order: 2,
          photo: null,
          ...stamps,
        },
        {
          id: 2,
          documentId: 'd1',
          name: 'Dr. Dt. Elif Arslan',
          title: 'Protetik Diş Tedavisi Uzmanı',
          titleEn: null,
          specialty: null,
          specialtyEn: null,
          bio: 'Kısa özgeçmiş.',
          bioEn: 'Short biography.',
          order: 1,
          photo: {
            id: 31,
            documentId: 'm1',
            name: 'dr-1.svg',
            alternativeText: null,
            width: 480,
            height: 560,
            formats: null,
            url: '/uploads/dr_1_6bb6f55275.svg',
          },
          ...stamps,
        },
      ]),
    );
    const doctors = await source().getDoctors('en');
    expect(requests).toEqual(['/api/doctors?populate=*&sort=order%3Aasc&pagination[pageSize]=100']);
    expect(doctors.map((doctor) => [doctor.name, doctor.title, doctor.bio])).toEqual([
      ['Dr. Dt. Elif Arslan', 'Protetik Diş Tedavisi Uzmanı', 'Short biography.'],
      ['Uzm. Dt. Can Öztürk', 'Specialist in Endodontics', ''],
    ]);
    expect(doctors[0]?.photo?.url).toBe(`${origin}/uploads/dr_1_6bb6f55275.svg`);
  });

  it('reads one page’s questions in one language, and reads further pages when there are more', async () => {
    handler = (request, response) => {
      const page = new URL(request.url ?? '/', origin).searchParams.get('pagination[page]') ?? '1';
      const entry = {
        id: Number(page),
        documentId: `f${page}`,
        locale: 'en',
        page: 'about',
        question: `Question ${page}?`,
        answer: `Answer ${page}.`,
        order: Number(page),
        ...stamps,
      };
      json({ data: [entry], meta: { pagination: { page: Number(page), pageSize: 100, pageCount: 2, total: 2 } } })(request, response);
    };
    const faqs = await source().getFaqs('about', 'en');
    expect(requests).toEqual([
      '/api/faqs?locale=en&filters[page][$eq]=about&sort=order%3Aasc&pagination[pageSize]=100',
      '/api/faqs?locale=en&filters[page][$eq]=about&sort=order%3Aasc&pagination[pageSize]=100&pagination[page]=2',
    ]);
    expect(faqs.map((faq) => faq.question)).toEqual(['Question 1?', 'Question 2?']);
  });

  it('reads only the testimonials switched on, and drops any the CMS returns switched off', async () => {
    handler = json(
      collection([
        {
          id: 2,
          documentId: 't1',
          name: 'Ayşe K.',
          treatment: 'İmplant',
          treatmentEn: 'Implant',
          comment: 'Her aşama anlatıldı.',
          commentEn: 'Every stage was explained.',
          rating: 4.5,
          enabled: true,
          order: 1,
          ...stamps,
        },
        {
          id: 4,
          documentId: 't2',
          name: 'Off',
          treatment: null,
          treatmentEn: null,
          comment: 'Kapalı.',
          commentEn: null,
          rating: 5,
          enabled: false,
          order: 2,
          ...stamps,
        },
      ]),
    );
    const testimonials = await source().getTestimonials('en');
    expect(requests).toEqual(['/api/testimonials?filters[enabled][$eq]=true&sort=order%3Aasc&pagination[pageSize]=100']);
    expect(testimonials).toEqual([
      { id: 2, documentId: 't1', name: 'Ayşe K.', treatment: 'Implant', comment: 'Every stage was explained.', rating: 4.5 },
    ]);
  });

  it('reads the gallery, leaving out entries without an image', async () => {
    handler = json(
      collection([
        {
          id: 2,
          documentId: 'g1',
          alt: 'Tedavi odası illüstrasyonu',
          altEn: 'Treatment room illustration',
          caption: 'Tedavi odası',
          captionEn: 'Treatment room',
          order: 1,
          image: { id: 35, url: '/uploads/1_16a86c0b6e.svg', width: 800, height: 600, alternativeText: null, formats: null },
          ...stamps,
        },
        { id: 4, documentId: 'g2', alt: 'Boş', altEn: null, caption: null, captionEn: null, order: 2, image: null, ...stamps },
      ]),
    );
    const gallery = await source().getGalleryImages('tr');
    expect(requests).toEqual(['/api/gallery-images?populate=*&sort=order%3Aasc&pagination[pageSize]=100']);
    expect(gallery).toEqual([
      {
        id: 2,
        documentId: 'g1',
        caption: 'Tedavi odası',
        image: { url: `${origin}/uploads/1_16a86c0b6e.svg`, width: 800, height: 600, alt: 'Tedavi odası illüstrasyonu' },
      },
    ]);
  });

  it('follows the treatments’ failure rules: last good answer while the CMS fails, ContentUnavailableError without one', async () => {
    const cms = source(300);
    handler = json(collection([{ id: 1, documentId: 'd1', name: 'Dr. Dt. Elif Arslan', order: 1, ...stamps }]));
    await cms.getDoctors('tr');
    handler = () => {}; // hangs
    expect((await cms.getDoctors('tr')).map((doctor) => doctor.name)).toEqual(['Dr. Dt. Elif Arslan']);
    handler = json({ data: [{ id: 1, documentId: 'f', question: 42 }] });
    await expect(cms.getFaqs('about', 'tr')).rejects.toBeInstanceOf(ContentUnavailableError);
    handler = json({}, 500);
    await expect(cms.getTestimonials('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(cms.getGalleryImages('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});
