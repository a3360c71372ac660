#!/usr/bin/env node
/**
 * A stand-in Strapi 5 for the failure and load tests: it answers the site's six
 * content requests (treatments, categories, articles) and the team, FAQ, testimonial and gallery requests in
 * the recorded Strapi 5 shape (flat entries, `{data, meta: {pagination}}`),
 * built from the built-in content in content/.
 * Media of articles, doctors and the gallery are moved to `/uploads/…` as Strapi returns them, and
 * served from public/images, so pages load images from the CMS's origin.
 *
 * A control endpoint switches what the /api answers at runtime:
 *   ok         the content
 *   hostile    the content plus entries whose every rich field carries attacks
 *              (see hostile-content.mjs)
 *   error500   500 with Strapi's error body
 *   notJson    200 with an HTML page
 *   badSchema  200 JSON that breaks the schema
 *   hang       never answers
 *
 *   POST /__control {"mode": "hang"}   switch (also GET /__control?mode=hang)
 *   GET  /__control                    {mode, requests, recent}
 *
 * Usage:
 *   node e2e/support/fake-strapi.mjs [--port 3390] [--mode ok]   serve
 *   node e2e/support/fake-strapi.mjs mode <mode> [--port 3390]    switch a running one
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileArticles, hostileArticleCategories, hostileTreatmentCategories, hostileTreatments } from './hostile-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MODES = ['ok', 'hostile', 'error500', 'notJson', 'badSchema', 'hang'];
const DEFAULT_PAGE_SIZE = 25;

function readJson(name, contentDir) {
  return JSON.parse(readFileSync(path.join(contentDir, name), 'utf8'));
}

/** `/images/blog/x.svg` → `/uploads/blog__x.svg`: a Strapi upload URL, relative to the CMS origin. */
export function toUploadUrl(url) {
  return typeof url === 'string' && url.startsWith('/images/') ? `/uploads/${url.slice('/images/'.length).replaceAll('/', '__')}` : url;
}

function withUploads(media) {
  return media && typeof media === 'object' ? { ...media, url: toUploadUrl(media.url) } : media;
}

/** The built-in content as a Strapi database would hold it. */
export function loadContent(contentDir = path.join(root, 'content')) {
  const articles = readJson('articles.json', contentDir).map((article) => ({
    ...article,
    cover: withUploads(article.cover),
    image: withUploads(article.image),
    image2: withUploads(article.image2),
  }));
  // The team, questions, testimonials and gallery: absent from an older or generated content folder.
  const optional = (name) => {
    try {
      return readJson(name, contentDir);
    } catch {
      return [];
    }
  };
  return {
    treatmentCategories: readJson('treatment-categories.json', contentDir),
    treatments: readJson('treatments.json', contentDir),
    articles,
    articleCategories: readJson('article-categories.json', contentDir),
    doctors: optional('doctors.json').map((doctor) => ({ ...doctor, photo: withUploads(doctor.photo) })),
    faqs: optional('faqs.json'),
    testimonials: optional('testimonials.json'),
    galleryImages: optional('gallery-images.json').map((entry) => ({ ...entry, image: withUploads(entry.image) })),
  };
}

function hostileContent(content) {
  return {
    ...content,
    treatmentCategories: [...content.treatmentCategories, ...hostileTreatmentCategories],
    treatments: [...hostileTreatments, ...content.treatments],
    articles: [...hostileArticles, ...content.articles],
    articleCategories: [...content.articleCategories, ...hostileArticleCategories],
  };
}

function paginate(entries, params) {
  const page = Math.max(1, Number.parseInt(params.get('pagination[page]') ?? '1', 10) || 1);
  const pageSize = Math.max(1, Number.parseInt(params.get('pagination[pageSize]') ?? String(DEFAULT_PAGE_SIZE), 10) || DEFAULT_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(entries.length / pageSize));
  return {
    data: entries.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: { page, pageSize, pageCount, total: entries.length } },
  };
}

/** Strapi adds the other translations of a localized entry as `localizations`. */
function localized(entry, all) {
  return {
    ...entry,
    localizations: all
      .filter((other) => other.documentId === entry.documentId && other.locale !== entry.locale)
      .map(({ id, documentId, title, slug, locale, createdAt, updatedAt, publishedAt }) => ({
        id,
        documentId,
        title,
        slug,
        locale,
        createdAt,
        updatedAt,
        publishedAt,
      })),
  };
}

/** `sort=order:asc`, as the site asks for the small collections. */
function byOrder(entries) {
  return [...entries].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id - b.id);
}

/** The documentIds of `filters[<relation>][documentId][$in][i]`, or null without that filter. */
function documentIdsFilter(params, relation) {
  const ids = [...params.entries()].filter(([key]) => key.startsWith(`filters[${relation}][documentId][$in]`)).map(([, value]) => value);
  return ids.length > 0 ? new Set(ids) : null;
}

/** The answer of the content API for one request, or null for an unknown route. Every type is localized, as Strapi's i18n answers. */
export function answer(content, pathname, params) {
  const locale = params.get('locale') ?? 'tr';
  const slug = params.get('filters[slug][$eq]');
  /** One language's versions of a collection, each with its other versions as `localizations`. */
  const inLocale = (entries) => entries.filter((entry) => entry.locale === locale).map((entry) => localized(entry, entries));
  switch (pathname) {
    case '/api/treatment-categories':
      return paginate(
        inLocale(content.treatmentCategories).sort((a, b) => a.id - b.id),
        params,
      );
    case '/api/treatments':
      return paginate(
        inLocale(content.treatments).filter((entry) => slug === null || entry.slug === slug),
        params,
      );
    case '/api/articles': {
      const categories = documentIdsFilter(params, 'categories');
      // A dentist's articles: `filters[$or][0][author][slug][$eq]=x&filters[$or][1][reviewer][slug][$eq]=x`.
      const byDoctor = params.get('filters[$or][0][author][slug][$eq]');
      const entries = inLocale(content.articles)
        .filter((entry) => slug === null || entry.slug === slug)
        .filter((entry) => categories === null || (entry.categories ?? []).some((c) => categories.has(c.documentId)))
        .filter((entry) => byDoctor === null || entry.author?.slug === byDoctor || entry.reviewer?.slug === byDoctor)
        .sort((a, b) => String(b.publishedAt ?? b.createdAt).localeCompare(String(a.publishedAt ?? a.createdAt)));
      return paginate(entries, params);
    }
    case '/api/categories':
      return paginate(inLocale(content.articleCategories), params);
    case '/api/doctors':
      return paginate(byOrder(inLocale(content.doctors).filter((entry) => slug === null || entry.slug === slug)), params);
    case '/api/faqs': {
      const page = params.get('filters[page][$eq]');
      return paginate(byOrder(inLocale(content.faqs).filter((entry) => page === null || entry.page === page)), params);
    }
    case '/api/testimonials':
      return paginate(
        byOrder(inLocale(content.testimonials).filter((entry) => params.get('filters[enabled][$eq]') !== 'true' || entry.enabled)),
        params,
      );
    case '/api/gallery-images':
      return paginate(byOrder(inLocale(content.galleryImages)), params);
    default:
      return null;
  }
}

/** A 200 JSON answer that no schema of the site accepts. */
const BAD_SCHEMA = { data: [{ id: 'not-a-number', title: 42, slug: null, tblocks: 'none', locale: 7 }], meta: 'broken' };
const NOT_JSON = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>';

export function startFakeStrapi({ port = 3390, host = '127.0.0.1', mode = 'ok', contentDir, log = false } = {}) {
  const content = loadContent(contentDir);
  const hostile = hostileContent(content);
  const state = { mode, requests: 0, recent: [] };
  const hung = new Set();
  const sockets = new Set();

  const send = (response, status, body, type = 'application/json; charset=utf-8') => {
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  async function control(request, response, url) {
    let requested = url.searchParams.get('mode');
    if (request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      try {
        requested = JSON.parse(body || '{}').mode ?? requested;
      } catch {
        return send(response, 400, { error: 'body must be JSON' });
      }
    }
    if (requested !== null && requested !== undefined) {
      if (!MODES.includes(requested)) return send(response, 400, { error: `mode must be one of ${MODES.join(', ')}` });
      state.mode = requested;
      if (log) console.log(`[fake-strapi] mode ${requested}`);
    }
    return send(response, 200, { mode: state.mode, requests: state.requests, recent: state.recent });
  }

  async function uploads(response, pathname) {
    const name = decodeURIComponent(pathname.slice('/uploads/'.length));
    if (!/^[a-z0-9_.-]+$/i.test(name) || name.includes('..')) return send(response, 404, { error: 'not found' });
    const file = path.join(root, 'public/images', name.replaceAll('__', '/'));
    try {
      const body = await readFile(file);
      const type = file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=60' });
      response.end(body);
    } catch {
      send(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (url.pathname === '/__control') return void control(request, response, url);
    if (url.pathname.startsWith('/uploads/')) return void uploads(response, url.pathname);
    if (!url.pathname.startsWith('/api/')) return send(response, 404, { error: 'not found' });

    state.requests += 1;
    state.recent = [...state.recent.slice(-49), `${state.mode} ${request.url}`];
    if (log) console.log(`[fake-strapi] ${state.mode} ${request.method} ${request.url}`);

    switch (state.mode) {
      case 'hang':
        hung.add(response);
        response.on('close', () => hung.delete(response));
        return undefined;
      case 'error500':
        return send(response, 500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } });
      case 'notJson':
        return send(response, 200, NOT_JSON, 'text/html; charset=utf-8');
      case 'badSchema':
        return send(response, 200, BAD_SCHEMA);
      default: {
        const body = answer(state.mode === 'hostile' ? hostile : content, url.pathname, url.searchParams);
        return body === null
          ? send(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } })
          : send(response, 200, body);
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        server,
        state,
        origin: `http://${host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

async function main(args) {
  const port = Number(option(args, 'port', process.env.FAKE_STRAPI_PORT ?? '3390'));
  if (args[0] === 'mode') {
    const mode = args[1];
    const response = await fetch(`http://127.0.0.1:${port}/__control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
    const body = await response.json();
    console.log(JSON.stringify({ mode: body.mode, requests: body.requests }));
    process.exit(response.ok ? 0 : 1);
  }
  const mode = option(args, 'mode', 'ok');
  if (!MODES.includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
  const fake = await startFakeStrapi({ port, mode, log: args.includes('--log') });
  console.log(`[fake-strapi] listening on ${fake.origin} (mode ${mode})`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
