/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locale } from '@/i18n/routing';
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

/** The requests of one read, in a stable order (the languages of the fallback chain are read in parallel). */
const sorted = () => [...requests].sort();
/** Lists leave out the blocks (only a detail page shows them). */
const TREATMENT_LIST = 'populate[0]=heroImage&populate[1]=treatmentCategory&populate[2]=localizations';
const ARTICLE_LIST = ['cover', 'image', 'image2', 'categories', 'author', 'reviewer', 'localizations']
  .map((field, index) => `populate[${index}]=${field}`)
  .join('&');
const all = (path: string, query = '', sort = 'order%3Aasc') => `${path}?${query}&sort=${sort}&pagination[pageSize]=100`.replace('?&', '?');

describe('Strapi source: the requests the site makes', () => {
  it('reads treatment categories sorted by id, in the visitor’s language and the fallback’s', async () => {
    handler = json(treatmentCategories);
    const categories = await source().getTreatmentCategories('tr');
    expect(sorted()).toEqual([
      all('/api/treatment-categories', 'locale=en&populate=*', 'id%3Aasc'),
      all('/api/treatment-categories', 'locale=tr&populate=*', 'id%3Aasc'),
    ]);
    expect(categories.map((category) => [category.slug, category.locale])).toEqual([
      ['estetik', 'tr'],
      ['dis', 'tr'],
    ]);
  });

  it('reads all treatments', async () => {
    handler = json(treatments);
    const list = await source().getTreatments('tr');
    expect(sorted()).toEqual([
      all('/api/treatments', `locale=en&${TREATMENT_LIST}`, 'id%3Aasc'),
      all('/api/treatments', `locale=tr&${TREATMENT_LIST}`, 'id%3Aasc'),
    ]);
    expect(list.map((treatment) => treatment.slug)).toEqual(['botoks', 'implant']);
  });

  it('reads one treatment by slug in the visitor’s language', async () => {
    handler = json(treatmentBySlug);
    const treatment = await source().getTreatmentBySlug('botoks', 'tr');
    expect(requests).toEqual(['/api/treatments?locale=tr&filters[slug][$eq]=botoks&populate=*']);
    expect(treatment).toMatchObject({ title: 'Botoks', locale: 'tr', locales: ['tr'] });
  });

  it('answers null for an unknown treatment slug, after asking every language of the chain', async () => {
    handler = json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    expect(await source().getTreatmentBySlug('yok', 'tr')).toBeNull();
    expect(requests).toEqual([
      '/api/treatments?locale=tr&filters[slug][$eq]=yok&populate=*',
      '/api/treatments?locale=en&filters[slug][$eq]=yok&populate=*',
    ]);
  });

  it('reads the articles of the chain, newest first, and cuts pages of nine after merging; a category filters by its documents', async () => {
    handler = (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname === '/api/categories') return json(categoriesTr)(request, response);
      return json(url.searchParams.get('locale') === 'en' ? articlesEn : { data: [] })(request, response);
    };
    const page = await source().getArticles('en', { page: 1, category: 'saglik' });
    expect(sorted()).toEqual([
      all(
        '/api/articles',
        `locale=en&filters[categories][documentId][$in][0]=buzoiyu9mr5d994wdq5tsydy&${ARTICLE_LIST}`,
        'publishedAt%3Adesc',
      ),
      all(
        '/api/articles',
        `locale=tr&filters[categories][documentId][$in][0]=buzoiyu9mr5d994wdq5tsydy&${ARTICLE_LIST}`,
        'publishedAt%3Adesc',
      ),
      all('/api/categories', 'locale=en&populate=*', 'id%3Aasc'),
      all('/api/categories', 'locale=tr&populate=*', 'id%3Aasc'),
    ]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.articles.map((article) => article.slug)).toEqual(['second-post', 'first-post']);
  });

  it('reads one article by slug in a locale', async () => {
    handler = json(articleBySlug);
    const article = await source().getArticleBySlug('ilk-yazi', 'tr');
    expect(requests).toEqual(['/api/articles?locale=tr&filters[slug][$eq]=ilk-yazi&populate=*']);
    expect(article?.localizations).toEqual([{ locale: 'en', slug: 'first-post' }]);
    expect(article?.locales.sort()).toEqual(['en', 'tr']);
  });

  it('reads one doctor by slug, and the articles a doctor wrote or reviewed, newest first', async () => {
    handler = json({ data: [] });
    expect(await source().getDoctorBySlug('ada-yildiz', 'tr')).toBeNull();
    expect(requests).toEqual([
      '/api/doctors?locale=tr&filters[slug][$eq]=ada-yildiz&populate=*',
      '/api/doctors?locale=en&filters[slug][$eq]=ada-yildiz&populate=*',
    ]);
    requests.length = 0;
    expect(await source().getArticlesByDoctor('ada-yildiz', 'en')).toEqual([]);
    const query = `filters[$or][0][author][slug][$eq]=ada-yildiz&filters[$or][1][reviewer][slug][$eq]=ada-yildiz&${ARTICLE_LIST}`;
    expect(sorted()).toEqual([
      all('/api/articles', `locale=en&${query}`, 'publishedAt%3Adesc'),
      all('/api/articles', `locale=tr&${query}`, 'publishedAt%3Adesc'),
    ]);
  });

  it('reads article categories in a locale', async () => {
    handler = json(categoriesTr);
    const categories = await source().getArticleCategories('tr');
    expect(sorted()).toEqual([
      all('/api/categories', 'locale=en&populate=*', 'id%3Aasc'),
      all('/api/categories', 'locale=tr&populate=*', 'id%3Aasc'),
    ]);
    expect(categories.map((category) => category.slug)).toEqual(['saglik', 'guzellik']);
  });

  it('encodes slug values so a hostile slug cannot add parameters', async () => {
    handler = json({ data: [] });
    await source().getTreatmentBySlug('a&populate=secret', 'tr');
    expect(requests[0]).toBe('/api/treatments?locale=tr&filters[slug][$eq]=a%26populate%3Dsecret&populate=*');
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
    // One line for each URL read (the Turkish list and the English one).
    expect(console.error).toHaveBeenCalledTimes(2);
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
    // Once for each language's URL, not once a read.
    expect(console.error).toHaveBeenCalledTimes(2);
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
          specialty: 'Kanal tedavisi.',
          bio: null,
          order: 2,
          photo: null,
          ...stamps,
        },
        {
          id: 2,
          documentId: 'd1',
          name: 'Dr. Dt. Elif Arslan',
          title: 'Protetik Diş Tedavisi Uzmanı',
          specialty: null,
          bio: 'Kısa özgeçmiş.',
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
    const doctors = await source().getDoctors('tr');
    expect(sorted()).toEqual([all('/api/doctors', 'locale=en&populate=*'), all('/api/doctors', 'locale=tr&populate=*')]);
    expect(doctors.map((doctor) => [doctor.name, doctor.title, doctor.bio])).toEqual([
      ['Dr. Dt. Elif Arslan', 'Protetik Diş Tedavisi Uzmanı', 'Kısa özgeçmiş.'],
      ['Uzm. Dt. Can Öztürk', 'Endodonti Uzmanı', ''],
    ]);
    expect(doctors[0]?.photo?.url).toBe(`${origin}/uploads/dr_1_6bb6f55275.svg`);
  });

  it('reads one page’s questions in one language, and reads further pages when there are more', async () => {
    handler = (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      if (url.searchParams.get('locale') !== 'en') return json(collection([]))(request, response);
      const page = url.searchParams.get('pagination[page]') ?? '1';
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
    expect(sorted()).toEqual([
      '/api/faqs?locale=en&filters[page][$eq]=about&sort=order%3Aasc&pagination[pageSize]=100',
      '/api/faqs?locale=en&filters[page][$eq]=about&sort=order%3Aasc&pagination[pageSize]=100&pagination[page]=2',
      '/api/faqs?locale=tr&filters[page][$eq]=about&sort=order%3Aasc&pagination[pageSize]=100',
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
          comment: 'Her aşama anlatıldı.',
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
          comment: 'Kapalı.',
          rating: 5,
          enabled: false,
          order: 2,
          ...stamps,
        },
      ]),
    );
    const testimonials = await source().getTestimonials('tr');
    expect(sorted()).toEqual([
      all('/api/testimonials', 'locale=en&filters[enabled][$eq]=true'),
      all('/api/testimonials', 'locale=tr&filters[enabled][$eq]=true'),
    ]);
    expect(testimonials).toEqual([
      { id: 2, documentId: 't1', locale: 'tr', name: 'Ayşe K.', treatment: 'İmplant', comment: 'Her aşama anlatıldı.', rating: 4.5 },
    ]);
  });

  it('reads the gallery, leaving out entries without an image', async () => {
    handler = json(
      collection([
        {
          id: 2,
          documentId: 'g1',
          alt: 'Tedavi odası illüstrasyonu',
          caption: 'Tedavi odası',
          order: 1,
          image: { id: 35, url: '/uploads/1_16a86c0b6e.svg', width: 800, height: 600, alternativeText: null, formats: null },
          ...stamps,
        },
        { id: 4, documentId: 'g2', alt: 'Boş', altEn: null, caption: null, captionEn: null, order: 2, image: null, ...stamps },
      ]),
    );
    const gallery = await source().getGalleryImages('tr');
    expect(sorted()).toEqual([all('/api/gallery-images', 'locale=en&populate=*'), all('/api/gallery-images', 'locale=tr&populate=*')]);
    expect(gallery).toEqual([
      {
        id: 2,
        documentId: 'g1',
        locale: 'tr',
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

/**
 * The fallback rule against Strapi's i18n: a stand-in CMS answering `locale=…` with that
 * language's versions only, as Strapi does (each with its `localizations`).
 */
describe('Strapi source: content without a version in the visitor’s language', () => {
  const treatment = (id: number, documentId: string, locale: string, title: string, others: string[]) => ({
    id,
    documentId,
    locale,
    title,
    slug: documentId,
    shortDesc: `${title} (${locale})`,
    tblocks: [{ id, __component: 'shared.t-subtitle-section', subtitle: `${title} subtitle` }],
    localizations: others.map((other) => ({ locale: other })),
    ...stamps,
  });
  // `implant` exists in Turkish, English and Arabic; `botoks` in Turkish and English; `kanal` in Turkish only.
  const versions: Record<string, ReturnType<typeof treatment>[]> = {
    tr: [
      treatment(1, 'implant', 'tr', 'İmplant', ['en', 'ar']),
      treatment(2, 'botoks', 'tr', 'Botoks', ['en']),
      treatment(3, 'kanal', 'tr', 'Kanal tedavisi', []),
    ],
    en: [treatment(4, 'implant', 'en', 'Implant', ['tr', 'ar']), treatment(5, 'botoks', 'en', 'Botox', ['tr'])],
    ar: [treatment(6, 'implant', 'ar', 'زراعة الأسنان', ['tr', 'en'])],
  };
  beforeEach(() => {
    handler = (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const slug = url.searchParams.get('filters[slug][$eq]');
      const data = (versions[url.searchParams.get('locale') ?? ''] ?? []).filter((entry) => !slug || entry.slug === slug);
      json(collection(data))(request, response);
    };
  });
  // German: a language with no version of these entries (the rule holds for any language the site adds).
  const asked = 'de' as Locale;

  it('shows each treatment of a list in the visitor’s language, else in English, else in Turkish, each whole', async () => {
    const list = await source().getTreatments(asked);
    const shown = Object.fromEntries(list.map((entry) => [entry.slug, [entry.locale, entry.title, entry.shortDesc]]));
    expect(shown.botoks).toEqual(['en', 'Botox', 'Botox (en)']);
    expect(shown.kanal).toEqual(['tr', 'Kanal tedavisi', 'Kanal tedavisi (tr)']);
    expect(list.map((entry) => entry.slug)).toEqual(['implant', 'botoks', 'kanal']);
  });

  it('answers a detail page with the English version, naming the languages the entry exists in', async () => {
    const found = await source().getTreatmentBySlug('botoks', asked);
    expect(found).toMatchObject({ locale: 'en', title: 'Botox', shortDesc: 'Botox (en)' });
    expect(found?.blocks).toEqual([expect.objectContaining({ text: 'Botox subtitle' })]);
    expect(found?.locales.sort()).toEqual(['en', 'tr']);
    const turkishOnly = await source().getTreatmentBySlug('kanal', asked);
    expect(turkishOnly).toMatchObject({ locale: 'tr', title: 'Kanal tedavisi', locales: ['tr'] });
  });

  it('never stands a fallback in for a version the visitor’s language has', async () => {
    // An English article slug on the Turkish site: Turkish exists, so no English page there (the page redirects).
    handler = (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const english = { ...treatment(7, 'yazi', 'en', 'Post', ['tr']), slug: 'post', blocks: [] };
      json(collection(url.searchParams.get('locale') === 'en' ? [english] : []))(request, response);
    };
    expect(await source().getArticleBySlug('post', 'tr')).toBeNull();
    expect((await source().getArticleBySlug('post', 'en'))?.locale).toBe('en');
  });
});
