#!/usr/bin/env node
/**
 * Draws the committed raster images of search and sharing:
 *   public/og/<page>-<locale>.png   the fixed 1200×630 sharing card of each dictionary page
 *   public/icons/icon-{192,512}.png, icon-maskable-512.png, app/apple-icon.png, app/icon.svg
 *                                   the app icons, from public/images/logo.svg
 * Usage: node scripts/og-images.mjs   (rerun after changing a page title, the clinic name or the logo)
 *
 * Texts come from messages/*.json (metadata.<page>) and lib/config/site.ts, one card per page and
 * language of i18n/languages.json, so the cards follow the dictionary and the clinic's configuration.
 * Cards in Latin script are drawn by sharp (libvips, Pango). A language in another script (Arabic)
 * is drawn by Chromium from the same layout, mirrored for a right-to-left language: sharp's fonts
 * here are Plus Jakarta Sans alone, and its Pango cannot read the WOFF2 files the Arabic face ships
 * in, so it would draw unshaped, left-to-right boxes. Colours
 * come from lib/seo/brand-colors.mjs, shared with lib/seo/og-card.tsx (the
 * generated cards of treatments and articles).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { BRAND_COLORS as BRAND } from '../lib/seo/brand-colors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const PAGES = ['home', 'about', 'services', 'treatments', 'blogs', 'contact', 'privacy', 'terms'];
const LANGUAGES = JSON.parse(readFileSync(path.join(root, 'i18n/languages.json'), 'utf8')).languages;
/** Latin letters (with Turkish and German ones), digits, punctuation, symbols and spaces: what Plus Jakarta Sans draws. */
const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\s]*$/u;
const WIDTH = 1200;
const HEIGHT = 630;
// Fontsource's files name each weight beyond bold as a family of its own.
const FONT = 'Plus Jakarta Sans';
const FONT_HEAVY = 'Plus Jakarta Sans ExtraBold';

/**
 * sharp's libvips finds fonts through its own fontconfig, which cannot read
 * Fontsource's WOFF files: unpack them to TrueType (WOFF 1.0 is the same
 * tables, each zlib-compressed) in a temporary folder that a private
 * fontconfig file names. This has to happen before sharp is loaded.
 */
function woffToTrueType(woff) {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entries = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = header.length;
  const tables = entries.map((entry, index) => {
    const stored = woff.subarray(entry.offset, entry.offset + entry.compLength);
    const data = entry.compLength < entry.origLength ? inflateSync(stored) : stored;
    const at = 12 + index * 16;
    header.writeUInt32BE(entry.tag, at);
    header.writeUInt32BE(entry.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(entry.origLength, at + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...tables]);
}

function installFonts(dir) {
  const fontDir = path.join(dir, 'fonts');
  mkdirSync(fontDir);
  const source = path.join(root, 'node_modules/@fontsource/plus-jakarta-sans/files');
  for (const subset of ['latin', 'latin-ext']) {
    for (const weight of [400, 800]) {
      const name = `plus-jakarta-sans-${subset}-${weight}-normal`;
      writeFileSync(path.join(fontDir, `${name}.ttf`), woffToTrueType(readFileSync(path.join(source, `${name}.woff`))));
    }
  }
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${fontDir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = config;
}

/**
 * lib/config/site.ts is TypeScript: transpile it on the fly so environment overrides apply here
 * too, with the modules it imports by relative path (./analytics, ./phone, ./read-env, the languages).
 */
function loadSiteConfig() {
  const ts = require('typescript');
  const loaded = new Map();
  const load = (file) => {
    if (loaded.has(file)) return loaded.get(file).exports;
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    });
    const cjsModule = { exports: {} };
    loaded.set(file, cjsModule);
    const localRequire = (specifier) => {
      if (!specifier.startsWith('.')) return require(specifier);
      const target = path.resolve(path.dirname(file), specifier);
      return target.endsWith('.json') ? require(target) : load(`${target}.ts`);
    };
    new Function('exports', 'module', 'require', 'process', outputText)(cjsModule.exports, cjsModule, localRequire, process);
    return cjsModule.exports;
  };
  return load(path.join(root, 'lib/config/site.ts')).siteConfig;
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The logo as a nested <svg> placed in a box, keeping its own viewBox and stroke settings. */
function placedLogo(logo, x, y, size) {
  return logo
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
}

function cardBackground({ logo, clinicName, place, hours }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND.deep}"/>
      <stop offset="1" stop-color="${BRAND.accent}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1090" cy="110" r="230" fill="${BRAND.white}" fill-opacity="0.05"/>
  <circle cx="1090" cy="110" r="150" fill="${BRAND.white}" fill-opacity="0.05"/>
  <rect x="80" y="60" width="64" height="64" rx="16" fill="${BRAND.white}"/>
  ${placedLogo(logo, 84, 64, 56)}
  <text x="164" y="104" font-family="${FONT_HEAVY}" font-size="34" fill="${BRAND.white}">${escapeXml(clinicName)}</text>
  <rect x="80" y="551" width="64" height="6" rx="3" fill="${BRAND.warm}"/>
  <text x="168" y="564" font-family="${FONT}" font-size="26" fill="${BRAND.inverseMuted}">${escapeXml(place)}</text>
  <text x="1120" y="564" text-anchor="end" font-family="${FONT}" font-size="26" fill="${BRAND.inverseMuted}">${escapeXml(hours)}</text>
</svg>`;
}

function titleSize(title) {
  const length = Array.from(title).length;
  if (length <= 24) return 76;
  if (length <= 40) return 64;
  return 54;
}

async function textBlock(sharp, text, { size, family, colour, width, spacing }) {
  const markup = `<span foreground="${colour}">${escapeXml(text)}</span>`;
  return sharp({ text: { text: markup, font: `${family}, ${size}`, width, wrap: 'word', rgba: true, dpi: 72, spacing } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function drawCard(sharp, { background, title, description }) {
  const heading = await textBlock(sharp, title, {
    size: titleSize(title),
    family: FONT_HEAVY,
    colour: BRAND.white,
    width: 1040,
    spacing: 6,
  });
  const lead = await textBlock(sharp, description, { size: 30, family: FONT, colour: BRAND.soft, width: 980, spacing: 10 });
  const gap = 28;
  // The title and description sit together in the middle band, between the clinic name and the footer line.
  const top = Math.round(150 + (380 - (heading.info.height + gap + lead.info.height)) / 2);
  return sharp(Buffer.from(background))
    .composite([
      { input: heading.data, left: 80, top },
      { input: lead.data, left: 80, top: top + heading.info.height + gap },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer();
}

/** Debian's Chromium, as the tests use it (e2e/support/chromium.ts), off the network. */
async function launchChromium() {
  const { chromium } = require('playwright-core');
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  const { existsSync } = await import('node:fs');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

const fontFace = (family, file, weight) =>
  `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${readFileSync(path.join(root, 'node_modules', file)).toString('base64')}) format('woff2');font-weight:${weight}}`;

/**
 * The card of a language in another script, in Chromium: the layout of `cardBackground` and
 * `drawCard` in HTML, mirrored for a right-to-left language (logo and name from the right, the
 * footer's place on the right and hours on the left), with the site's Arabic face for its letters.
 */
async function drawCardInChromium(browser, { logo, clinicName, place, hours, locale, dir, title, description }) {
  const fonts = [
    ...[400, 800].flatMap((weight) =>
      ['latin', 'latin-ext'].map((subset) =>
        fontFace('Jakarta', `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff2`, weight),
      ),
    ),
    fontFace('Noto Sans Arabic', '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', '100 900'),
  ].join('');
  const size = titleSize(title);
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><style>${fonts}
    *{margin:0;box-sizing:border-box}
    html{overflow:hidden}
    body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden;font-family:Jakarta,'Noto Sans Arabic',sans-serif;color:${BRAND.white};
      background:linear-gradient(135deg,${BRAND.deep},${BRAND.accent});position:relative}
    .rings{position:absolute;inset:0;overflow:hidden}
    .ring{position:absolute;top:-120px;inset-inline-end:-120px;width:460px;height:460px;border-radius:50%;background:rgba(255,255,255,.05)}
    .ring.inner{top:-40px;inset-inline-end:-40px;width:300px;height:300px}
    header{position:absolute;top:60px;inset-inline:80px;display:flex;align-items:center;gap:20px}
    .logo{width:64px;height:64px;border-radius:16px;background:${BRAND.white};display:grid;place-items:center}
    .logo svg{width:56px;height:56px}
    .name{font-size:34px;font-weight:800}
    main{position:absolute;top:150px;height:380px;inset-inline:80px;display:flex;flex-direction:column;justify-content:center;gap:28px}
    h1{font-size:${size}px;font-weight:800;line-height:1.25;max-width:1040px}
    p{font-size:30px;line-height:1.45;color:${BRAND.soft};max-width:980px}
    footer{position:absolute;bottom:60px;inset-inline:80px;display:flex;align-items:center;gap:24px;font-size:26px;color:${BRAND.inverseMuted}}
    .bar{width:64px;height:6px;border-radius:3px;background:${BRAND.warm}}
    .hours{margin-inline-start:auto}
    bdi{unicode-bidi:isolate}
  </style></head><body>
    <div class="rings"><div class="ring"></div><div class="ring inner"></div></div>
    <header><div class="logo">${logo.replace(/<\?xml[^>]*>\s*/, '')}</div><div class="name">${escapeXml(clinicName)}</div></header>
    <main><h1>${escapeXml(title)}</h1><p>${escapeXml(description)}</p></main>
    <footer><div class="bar"></div><bdi dir="ltr">${escapeXml(place)}</bdi><div class="hours">${escapeXml(hours)}</div></footer>
  </body></html>`;
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

function iconSvg(logo, size, { padding, radius }) {
  const inner = Math.round(size * (1 - 2 * padding));
  const offset = Math.round((size - inner) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${Math.round(size * radius)}" fill="${BRAND.white}"/>${placedLogo(logo, offset, offset, inner)}</svg>`;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'og-images-'));
  try {
    installFonts(work);
    const { default: sharp } = await import('sharp');
    const site = loadSiteConfig();
    const logo = readFileSync(path.join(root, 'public/images/logo.svg'), 'utf8').trim();

    mkdirSync(path.join(root, 'public/og'), { recursive: true });
    /** @type {import('playwright-core').Browser | null} */
    let browser = null;
    try {
      for (const { code: locale, dir, clinicName } of LANGUAGES) {
        const messages = JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), 'utf8'));
        const card = {
          logo,
          clinicName: site.name[locale] ?? clinicName,
          place: `${site.address.neighbourhood} · ${site.address.district}, ${site.address.city}`,
          hours: messages.common.hoursShort,
        };
        const texts = [
          card.clinicName,
          card.hours,
          ...PAGES.flatMap((page) => [messages.metadata[page].title, messages.metadata[page].description]),
        ];
        const latin = texts.every((text) => LATIN_ONLY.test(text));
        if (!latin) browser ??= await launchChromium();
        const background = cardBackground(card);
        for (const page of PAGES) {
          const { title, description } = messages.metadata[page];
          const file = path.join(root, 'public/og', `${page}-${locale}.png`);
          const png = latin
            ? await drawCard(sharp, { background, title, description })
            : await sharp(await drawCardInChromium(browser, { ...card, locale, dir, title, description }))
                .png({ compressionLevel: 9, palette: true, quality: 95 })
                .toBuffer();
          writeFileSync(file, png);
          console.log(path.relative(root, file));
        }
      }
    } finally {
      await browser?.close();
    }

    // Icons: the logo on white, with a rounded square for browsers and room for
    // the mask of Android's adaptive icons (safe zone: the middle 80 %).
    mkdirSync(path.join(root, 'public/icons'), { recursive: true });
    const icons = [
      { file: 'public/icons/icon-192.png', size: 192, padding: 0.06, radius: 0.22 },
      { file: 'public/icons/icon-512.png', size: 512, padding: 0.06, radius: 0.22 },
      { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.18, radius: 0 },
      // iOS rounds the corners itself and shows transparency as black.
      { file: 'app/apple-icon.png', size: 180, padding: 0.1, radius: 0 },
    ];
    for (const { file, size, padding, radius } of icons) {
      await sharp(Buffer.from(iconSvg(logo, size, { padding, radius })))
        .png({ compressionLevel: 9 })
        .toFile(path.join(root, file));
      console.log(file);
    }
    writeFileSync(path.join(root, 'app/icon.svg'), `${iconSvg(logo, 64, { padding: 0.04, radius: 0.22 })}\n`);
    console.log('app/icon.svg');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
