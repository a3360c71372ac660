import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ARTICLE, ROUTE_PAIRS, ROUTES, SITE_LOCALES, TREATMENT } from '../support/routes';
import { decodeReferences } from '../support/served-html.mjs';

/**
 * What a crawler and a link preview see: titles, descriptions, sharing cards,
 * canonical and hreflang links, structured data, the sitemap and robots.txt.
 * Absolute URLs carry the configured public origin (NEXT_PUBLIC_SITE_URL),
 * which need not be this server: URLs are compared by path.
 */

function readContent<T>(name: string): T[] {
  return JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', name), 'utf8')) as T[];
}
const treatments = readContent<{ slug: string; updatedAt: string }>('treatments.json');
const articles = readContent<{ slug: string; locale: 'tr' | 'en'; documentId: string; updatedAt: string }>('articles.json');

const articlePath = (locale: 'tr' | 'en', slug: string) => (locale === 'tr' ? `/blog/${slug}` : `/en/blog/${slug}`);

/**
 * A page as the server sends it, which is what a crawler and a link preview
 * read: its head's tags with their attributes, and its markup. Read over HTTP,
 * so these tests open no browser.
 */
interface ServedPage {
  status: number;
  html: string;
  /** The head's <meta> and <link> tags, attributes decoded. */
  tags: { tag: string; attributes: Record<string, string> }[];
  title: string;
}

async function load(request: APIRequestContext, url: string): Promise<ServedPage> {
  const response = await request.get(url);
  const html = await response.text();
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map(([, tag = '', attributes = '']) => ({
    tag,
    attributes: Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), decodeReferences(value)]),
    ),
  }));
  const title = decodeReferences(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  return { status: response.status(), html, tags, title };
}

/** The head's tags a selector of the form `tag[name="value"]…` (or `[name]`) picks. */
function headTags(page: ServedPage, selector: string): Record<string, string>[] {
  const [, tag, conditions = ''] = /^(\w+)(.*)$/.exec(selector) ?? [];
  const wanted = [...conditions.matchAll(/\[([\w:-]+)(?:="([^"]*)")?\]/g)].map(([, name = '', value]) => [name, value] as const);
  return page.tags
    .filter(
      (entry) =>
        entry.tag === tag &&
        wanted.every(([name, value]) => (value === undefined ? name in entry.attributes : entry.attributes[name] === value)),
    )
    .map((entry) => entry.attributes);
}

/** The one head tag a selector picks, and one of its attributes. */
function headAttribute(page: ServedPage, selector: string, attribute: string): string | null {
  const found = headTags(page, selector);
  expect(found, selector).toHaveLength(1);
  return found[0]?.[attribute] ?? null;
}

function pathOf(url: string | null): string {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\//);
  const parsed = new URL(url as string);
  return decodeURIComponent(parsed.pathname + parsed.search);
}

function meta(page: ServedPage, selector: string): string | null {
  return headAttribute(page, selector, 'content');
}

const canonical = (page: ServedPage) => headAttribute(page, 'link[rel="canonical"]', 'href');

function alternates(page: ServedPage): Record<string, string> {
  const links = headTags(page, 'link[rel="alternate"][hreflang]').map((link) => [link.hreflang ?? '', link.href ?? ''] as const);
  return Object.fromEntries(links.map(([language, href]) => [language, pathOf(href)]));
}

type JsonLd = Record<string, unknown> & { '@type': string };

function structuredData(page: ServedPage): JsonLd[] {
  const texts = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

function ofType(data: JsonLd[], type: string): JsonLd {
  const found = data.find((entry) => entry['@type'] === type);
  expect(found, `JSON-LD of type ${type}`).toBeDefined();
  return found as JsonLd;
}

/** The server answers for the configured public origin's paths. */
async function fetchOwn(request: APIRequestContext, absolute: string) {
  return request.get(pathOf(absolute), { maxRedirects: 0 });
}

for (const pair of ROUTE_PAIRS) {
  test(`${pair.name}: metadata, sharing cards, alternates and structured data in both languages`, async ({ request }) => {
    const seen: Record<'tr' | 'en', { title: string; description: string | null }> = {} as never;
    for (const [locale, own, other] of [
      ['tr', pair.tr, pair.en],
      ['en', pair.en, pair.tr],
    ] as const) {
      const page = await load(request, own);
      expect(page.status, own).toBe(200);
      const title = page.title;
      const description = meta(page, 'meta[name="description"]');
      expect(title, own).not.toBe('');
      expect(description, own).toBeTruthy();
      seen[locale] = { title, description };
      // Outside scripts: the page's data for React names its tags without angle brackets.
      const markup = page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(markup.match(/<h1\b/g), own).toHaveLength(1);
      // Every link can be followed by a crawler (Lighthouse's crawlable-anchors): no <a> without an address.
      expect(markup.match(/<a\b(?![^>]*\shref=)[^>]*>/g), `${own} anchors without href`).toBeNull();

      expect(pathOf(canonical(page)), `${own} canonical`).toBe(own);
      // Every language the page exists in (all four, but for an article written in two).
      const versions = ROUTES.find((route) => route.name === pair.name)!.paths;
      const existing = SITE_LOCALES.filter((code) => versions[code] !== null);
      const languages = alternates(page);
      expect(languages, `${own} hreflang`).toEqual({
        ...Object.fromEntries(existing.map((code) => [code, versions[code]])),
        'x-default': pair.tr,
      });
      expect(languages[locale === 'tr' ? 'en' : 'tr']).toBe(other);

      expect(meta(page, 'meta[name="keywords"]'), `${own} keywords`).toBeTruthy();
      expect(meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(meta(page, 'meta[property="og:description"]')).toBe(description);
      expect(pathOf(meta(page, 'meta[property="og:url"]'))).toBe(own);
      expect(meta(page, 'meta[property="og:locale"]')).toBe(locale === 'tr' ? 'tr_TR' : 'en_US');
      const OG_LOCALE = { tr: 'tr_TR', en: 'en_US', de: 'de_DE', ar: 'ar_AR' } as const;
      expect(headTags(page, 'meta[property="og:locale:alternate"]').map((tag) => tag.content)).toEqual(
        existing.filter((code) => code !== locale).map((code) => OG_LOCALE[code]),
      );
      expect(meta(page, 'meta[property="og:site_name"]')).toBeTruthy();
      expect(meta(page, 'meta[property="og:type"]')).toBe(pair.name === 'blog article' ? 'article' : 'website');
      expect(meta(page, 'meta[property="og:image:width"]')).toBe('1200');
      expect(meta(page, 'meta[property="og:image:height"]')).toBe('630');
      expect(meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
      const image = meta(page, 'meta[property="og:image"]');
      const card = await fetchOwn(request, image as string);
      expect(card.status(), `${own} og:image ${image}`).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');

      expect(meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(meta(page, 'meta[name="twitter:title"]')).toBe(title);
      expect(meta(page, 'meta[name="twitter:description"]')).toBe(description);
      expect(meta(page, 'meta[name="twitter:image"]')).toBe(image);

      const data = structuredData(page);
      const dentist = ofType(data, 'Dentist');
      expect(dentist).toMatchObject({
        '@context': 'https://schema.org',
        address: { '@type': 'PostalAddress', addressLocality: 'Kadıköy', addressRegion: 'İstanbul' },
        geo: { '@type': 'GeoCoordinates' },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '23:00' },
        ],
      });
      expect(JSON.stringify(dentist.address)).toContain('Osmanağa');
      for (const field of ['name', 'url', 'telephone', 'image', 'logo', 'sameAs']) expect(dentist[field], `Dentist.${field}`).toBeTruthy();
      expect(pathOf(dentist.url as string)).toBe(locale === 'tr' ? '/' : '/en');

      if (pair.name === 'about') {
        const faq = ofType(data, 'FAQPage');
        const questions = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
        expect(questions.length).toBeGreaterThanOrEqual(4);
        for (const question of questions) {
          expect(question['@type']).toBe('Question');
          expect(question.name).toBeTruthy();
          expect(question.acceptedAnswer.text).toBeTruthy();
        }
      }
      if (pair.name === 'treatment detail' || pair.name === 'blog article' || pair.name === 'dentist') {
        const crumbs = ofType(data, 'BreadcrumbList').itemListElement as { position: number; item: string }[];
        expect(crumbs[0]).toMatchObject({ position: 1 });
        expect(pathOf(crumbs[0]?.item ?? null)).toBe(locale === 'tr' ? '/' : '/en');
        expect(pathOf(crumbs.at(-1)?.item ?? null)).toBe(own);
      }
      if (pair.name === 'treatment detail') {
        // The page is a MedicalWebPage, reviewed by a dentist on a day; the procedure is its subject.
        const webPage = ofType(data, 'MedicalWebPage');
        const procedure = webPage.mainEntity as Record<string, unknown>;
        expect(procedure).toEqual(webPage.about);
        expect(procedure['@type']).toBe('MedicalProcedure');
        expect(procedure.name).toBeTruthy();
        expect(procedure.description).toBeTruthy();
        expect(pathOf(procedure.url as string)).toBe(own);
        expect(webPage.lastReviewed).toBe('2026-06-03');
        expect(webPage.reviewedBy).toMatchObject({ '@type': 'Person', name: 'Dr. Dt. Kemal Aydın' });
        expect(pathOf((webPage.reviewedBy as { url: string }).url)).toBe(
          locale === 'tr' ? '/hekimlerimiz/kemal-aydin' : '/en/dentists/kemal-aydin',
        );
      }
      if (pair.name === 'blog article') {
        const posting = ofType(data, 'BlogPosting');
        expect(posting).toMatchObject({
          inLanguage: locale,
          author: { '@type': 'Person', name: 'Dr. Dt. Kemal Aydın' },
          mainEntityOfPage: { '@type': 'WebPage', reviewedBy: { '@type': 'Person', name: 'Dr. Dt. Elif Arslan' } },
          publisher: { '@type': 'Organization' },
        });
        for (const field of ['headline', 'datePublished', 'dateModified', 'image'])
          expect(posting[field], `BlogPosting.${field}`).toBeTruthy();
        expect(pathOf((posting.mainEntityOfPage as { '@id': string })['@id'])).toBe(own);
        expect(pathOf((posting.author as { url: string }).url)).toBe(
          locale === 'tr' ? '/hekimlerimiz/kemal-aydin' : '/en/dentists/kemal-aydin',
        );
      }
      if (pair.name === 'dentist') {
        const profile = ofType(data, 'ProfilePage');
        const person = profile.mainEntity as Record<string, unknown>;
        expect(person).toMatchObject({ '@type': 'Person', name: 'Dr. Dt. Kemal Aydın', worksFor: { '@type': 'Dentist' } });
        expect(pathOf(person.url as string)).toBe(own);
        expect(pathOf((person.worksFor as { url: string }).url)).toBe(locale === 'tr' ? '/' : '/en');
      }
    }
    expect(seen.tr.title).not.toBe(seen.en.title);
    expect(seen.tr.description).not.toBe(seen.en.description);
  });
}

test('the dictionary treatment pages take their titles from the dictionary, the others from the content', async ({ request }) => {
  for (const locale of ['tr', 'en'] as const) {
    const messages = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'));
    const entry = messages.metadata.treatmentPages[TREATMENT] as { title: string; description: string };
    const page = await load(request, locale === 'tr' ? `/tedavi/${TREATMENT}` : `/en/treatment/${TREATMENT}`);
    const title = page.title;
    expect(title.startsWith(`${entry.title} | `), `${locale}: ${title}`).toBe(true);
    expect(meta(page, 'meta[name="description"]')).toBe(entry.description);
  }
  expect((await load(request, '/tedavi/zirkonyum-kaplama')).title).toMatch(/^Zirkonyum/);
});

test('the treatment list is canonical without its query; blog list page 2 is canonical to itself', async ({ request }) => {
  expect(pathOf(canonical(await load(request, '/tedaviler?category=ortodonti')))).toBe('/tedaviler');

  const second = await load(request, '/blogs?page=2');
  expect(pathOf(canonical(second))).toBe('/blogs?page=2');
  expect(second.title).toMatch(/\b2\b/);
  // Every language's list has a page 2: those without their own articles list the English ones.
  expect(alternates(second)).toEqual({
    tr: '/blogs?page=2',
    en: '/en/blogs?page=2',
    de: '/de/ratgeber?page=2',
    ar: '/ar/المدونة?page=2',
    'x-default': '/blogs?page=2',
  });
  expect(pathOf(canonical(await load(request, '/en/blogs?page=2')))).toBe('/en/blogs?page=2');
});

test('a filtered blog list is canonical to the whole list; a page past the last redirects to the list', async ({ request }) => {
  const filtered = await load(request, '/blogs?category=implant');
  expect(pathOf(canonical(filtered))).toBe('/blogs');
  expect(headTags(filtered, 'meta[name="robots"]')).toHaveLength(0);

  // Redirected by the proxy, so search engines never index an empty page and bots never reach the CMS.
  const pastTheLast: [string, string][] = [
    ['/blogs?page=99', '/blogs'],
    ['/en/blogs?page=3', '/en/blogs'],
    ['/blogs?category=implant&page=2', '/blogs?category=implant'],
    ['/blogs?category=yok', '/blogs'],
  ];
  for (const [path, list] of pastTheLast) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()['location'], path).toBe(list);
  }
});

test('a URL in the wrong form redirects permanently to the page’s one address', async ({ request }) => {
  const moved: [string, string][] = [
    ['/tr/about', '/about'],
    ['/treatments', '/tedaviler'],
    ['/en/tedaviler', '/en/treatments'],
    ['/en/tedavi/implant', '/en/treatment/implant'],
    ['/en/kvkk-aydinlatma-metni', '/en/privacy-notice'],
    ['/blog/everything-you-should-know-about-dental-implants', '/blog/implant-tedavisi-hakkinda-bilmeniz-gerekenler'],
  ];
  for (const [from, to] of moved) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    // Next.js repeats the same Location header when it renders a redirect on request (a cached
    // redirect has one); browsers accept identical copies, so each must name the page.
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(locations.length, from).toBeGreaterThan(0);
    for (const { value } of locations) expect(new URL(value, 'http://localhost').pathname, from).toBe(to);
  }
});

test('every article description is at most 156 characters and ends with the ellipsis when cut', async ({ request }) => {
  for (const article of articles) {
    const url = articlePath(article.locale, article.slug);
    const html = await (await request.get(url)).text();
    const match = html.match(/<meta name="description" content="([^"]*)"/);
    expect(match, url).not.toBeNull();
    const description = decodeReferences(match?.[1] ?? '');
    expect(Array.from(description).length, url).toBeLessThanOrEqual(156);
    // The built-in articles are all longer than 155 characters, so every one is cut.
    expect(description.endsWith('…'), url).toBe(true);
    expect(description).not.toMatch(/\s…$/);
  }
});

test('the sitemap lists every page and every built-in treatment and article in both languages, with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: pathOf(decodeReferences(body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '')),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language = '', href = '']) => [
        language,
        pathOf(decodeReferences(href)),
      ]),
    ),
    lastmod: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  }));
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));

  for (const { paths } of ROUTES) {
    for (const own of SITE_LOCALES.map((code) => paths[code]).filter((path) => path !== null)) {
      expect(byLoc.has(own), `sitemap lists ${own}`).toBe(true);
    }
  }
  for (const treatment of treatments) {
    const tr = byLoc.get(`/tedavi/${treatment.slug}`);
    const en = byLoc.get(`/en/treatment/${treatment.slug}`);
    expect(tr, treatment.slug).toBeDefined();
    expect(en, treatment.slug).toBeDefined();
    expect(tr?.alternates).toEqual({
      tr: `/tedavi/${treatment.slug}`,
      en: `/en/treatment/${treatment.slug}`,
      de: `/de/behandlung/${treatment.slug}`,
      ar: `/ar/علاج/${treatment.slug}`,
      'x-default': `/tedavi/${treatment.slug}`,
    });
    expect(en?.alternates).toEqual(tr?.alternates);
    expect(tr?.lastmod).toBe(treatment.updatedAt);
  }
  for (const article of articles) {
    const own = articlePath(article.locale, article.slug);
    const entry = byLoc.get(own);
    expect(entry, own).toBeDefined();
    for (const translation of articles.filter((other) => other.documentId === article.documentId)) {
      expect(entry?.alternates[translation.locale], own).toBe(articlePath(translation.locale, translation.slug));
    }
    expect(entry?.lastmod, own).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  }
  // Every entry says when it last changed.
  expect(entries.filter((entry) => !entry.lastmod).map((entry) => entry.loc)).toEqual([]);
  // Every listed page names all its language versions, reciprocally: the four languages, or the
  // two an article (and the blog list's later pages) is written in.
  for (const entry of entries) {
    const languages = Object.keys(entry.alternates).sort();
    expect(
      [
        ['ar', 'de', 'en', 'tr', 'x-default'],
        ['en', 'tr', 'x-default'],
      ],
      entry.loc,
    ).toContainEqual(languages);
    for (const version of languages.filter((language) => language !== 'x-default').map((language) => entry.alternates[language])) {
      expect(byLoc.get(version ?? '')?.alternates, `${entry.loc} ⇄ ${version}`).toEqual(entry.alternates);
    }
  }
});

test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  const sitemap = text.match(/^Sitemap: (\S+)$/m)?.[1] ?? null;
  expect(pathOf(sitemap)).toBe('/sitemap.xml');
});

test('the web app manifest, icons and theme colour', async ({ request }) => {
  const page = await load(request, '/');
  expect(headAttribute(page, 'meta[name="theme-color"]', 'content')).toBe('#0f766e');
  const manifestHref = headAttribute(page, 'link[rel="manifest"]', 'href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({
    start_url: '/',
    display: 'standalone',
    lang: 'tr',
    theme_color: '#0f766e',
    background_color: '#ffffff',
  });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  const sizes = (manifest.icons as { src: string; sizes: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = headTags(page, selector)[0]?.href ?? null;
    expect((await request.get(href ?? '')).status(), selector).toBe(200);
  }
});

test('a missing page is not indexed', async ({ request }) => {
  const page = await load(request, '/en/treatment/no-such-treatment');
  expect(page.status).toBe(404);
  expect(headAttribute(page, 'meta[name="robots"]', 'content')).toMatch(/noindex/);
});

test('the generated cards of a treatment and an article are 1200×630 PNGs in both languages', async ({ request }) => {
  for (const url of [`/tedavi/${TREATMENT}`, `/en/treatment/${TREATMENT}`, `/blog/${ARTICLE.tr}`, `/en/blog/${ARTICLE.en}`]) {
    const page = await load(request, url);
    const image = meta(page, 'meta[property="og:image"]');
    const response = await fetchOwn(request, image as string);
    expect(response.status(), image ?? url).toBe(200);
    const png = await response.body();
    // PNG header: width and height are the big-endian words at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }
});

test('an Arabic treatment shares the treatment list’s card drawn in Arabic, which the generated card’s Latin fonts cannot write', async ({
  request,
}) => {
  const page = await load(request, encodeURI(`/ar/علاج/${TREATMENT}`));
  expect(page.status).toBe(200);
  const image = meta(page, 'meta[property="og:image"]');
  const response = await fetchOwn(request, image as string);
  expect(response.status(), image ?? 'og:image').toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const expected = readFileSync(path.join(process.cwd(), 'public/og/treatments-ar.png'));
  expect(Buffer.compare(await response.body(), expected), 'the Arabic treatment card is public/og/treatments-ar.png').toBe(0);
});
