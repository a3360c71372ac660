#!/usr/bin/env node
/**
 * Writes a large content set for the built-in source, for the scale benchmark:
 * 2,000 articles per language and 300 treatments, made by repeating the
 * committed entries under new slugs and dates. Serve it with
 * `CONTENT_DIR=<folder>` (build and start).
 *
 *   node scripts/generate-scale-content.mjs [folder] [--articles=2000] [--treatments=300]
 *
 * The folder defaults to bench/.scale-content (ignored by git).
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { out: path.join(root, 'bench', '.scale-content'), articles: 2000, treatments: 300 };
  for (const arg of argv) {
    const match = /^--(articles|treatments)=(\d+)$/.exec(arg);
    if (match) options[match[1]] = Number(match[2]);
    else if (!arg.startsWith('--')) options.out = path.resolve(arg);
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const readJson = async (name) => JSON.parse(await readFile(path.join(root, 'content', name), 'utf8'));

/** One day apart, newest first, ending at the newest committed article. */
function dateFor(index, newest) {
  return new Date(newest - index * 86_400_000).toISOString();
}

/**
 * Articles: the committed translations repeated in rounds; round 0 keeps the
 * original slugs (so links in the committed copy still resolve), later rounds
 * get a numeric suffix. Translations keep sharing a documentId.
 */
export function scaleArticles(originals, perLocale) {
  const locales = [...new Set(originals.map((entry) => entry.locale))];
  const documents = [...new Set(originals.map((entry) => entry.documentId))];
  const newest = Math.max(...originals.map((entry) => Date.parse(entry.publishedAt ?? entry.createdAt)));
  const out = [];
  let id = 1;
  for (let index = 0; index < perLocale; index += 1) {
    const round = Math.floor(index / documents.length);
    const documentId = documents[index % documents.length];
    const date = dateFor(index, newest);
    for (const locale of locales) {
      const original = originals.find((entry) => entry.documentId === documentId && entry.locale === locale);
      if (!original) continue;
      const suffix = round === 0 ? '' : `-${round + 1}`;
      out.push({
        ...original,
        id: id++,
        documentId: `${documentId}${suffix}`,
        slug: `${original.slug}${suffix}`,
        title: round === 0 ? original.title : `${original.title} (${round + 1})`,
        createdAt: date,
        updatedAt: date,
        publishedAt: date,
      });
    }
  }
  return out;
}

/**
 * Treatments: the committed documents repeated, each with all its language versions
 * (which keep sharing a documentId); round 0 keeps the original slugs.
 */
export function scaleTreatments(originals, count) {
  const documents = [...new Set(originals.map((entry) => entry.documentId))];
  const out = [];
  let id = 1;
  for (let index = 0; index < count; index += 1) {
    const round = Math.floor(index / documents.length);
    const documentId = documents[index % documents.length];
    const suffix = round === 0 ? '' : `-${round + 1}`;
    for (const original of originals.filter((entry) => entry.documentId === documentId)) {
      out.push({
        ...original,
        id: id++,
        documentId: `${documentId}${suffix}`,
        slug: `${original.slug}${suffix}`,
        title: round === 0 ? original.title : `${original.title} ${round + 1}`,
      });
    }
  }
  return out;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await mkdir(options.out, { recursive: true });
  const [articles, treatments] = await Promise.all([readJson('articles.json'), readJson('treatments.json')]);
  const scaledArticles = scaleArticles(articles, options.articles);
  const scaledTreatments = scaleTreatments(treatments, options.treatments);
  await Promise.all([
    writeFile(path.join(options.out, 'articles.json'), JSON.stringify(scaledArticles)),
    writeFile(path.join(options.out, 'treatments.json'), JSON.stringify(scaledTreatments)),
    copyFile(path.join(root, 'content', 'article-categories.json'), path.join(options.out, 'article-categories.json')),
    copyFile(path.join(root, 'content', 'treatment-categories.json'), path.join(options.out, 'treatment-categories.json')),
  ]);
  console.log(
    `${options.out}: ${scaledArticles.length} articles (${options.articles} per language), ${scaledTreatments.length} treatment versions (${options.treatments} per language)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
