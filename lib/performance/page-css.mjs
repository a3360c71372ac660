/**
 * First paint without a stylesheet request: a prerendered page's HTML carries its stylesheets'
 * rules in one `<style>` in its head, and its `<link rel="stylesheet">` elements stay, disabled, so
 * the browser neither waits for nor downloads them (docs/performance.md, "First paint on a slow
 * network").
 *
 * On a slow mobile link every render-blocking request costs a round trip (over half a second on
 * Lighthouse's slow 4G) while the page's scripts share the same link: the stylesheets arrived
 * 1.1–1.4 s after the HTML. Next's own `experimental.inlineCss` inlines the same rules three times
 * (a `<style>` and twice in the flight data, vercel/next.js#95141); here they are in the page once,
 * and the flight data is left as it is.
 *
 * The disabled links are for React: it adopts a stylesheet it finds in the document by its address
 * (`link[rel="stylesheet"][href="…"]`) instead of inserting and loading it when it hydrates, and a
 * client navigation to another page then loads only that page's other stylesheets. Inlining only the
 * rules the first screen uses, with the files loaded after the first paint, was measured and not
 * kept: the second sheet restyled the whole page once it arrived (20–38 ms more main-thread CPU per
 * page on a fast machine).
 *
 * The fonts the page preloads are in that `<style>` too, as data URLs, so the first paint is in
 * the brand font: painted in the fallback, a line that breaks elsewhere in the web font moved the
 * content below it when the font came (CLS 0.020 on the Turkish services page on slow 4G), and on
 * Android, which has none of the fallback's metric-matched faces, any page could move. The
 * preloads stay in the head with `media="not all"`: the browser does not fetch them, and React,
 * which finds a preload by its address, does not add them again when the flight data names them.
 *
 * Plain JavaScript: lib/security/csp-cache-handler.mjs, which Next loads as is, applies it to the
 * pages it serves from its cache.
 */
import { readFileSync } from 'node:fs';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"[^>]*data-precedence="[^"]*"[^>]*\/>/g;
const MARKER = 'data-page-css';

/** `url(…)` references made absolute: relative ones resolve against the stylesheet's address, not the page's. */
export function absoluteUrls(css, href) {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, url) =>
    /^(data:|[a-z]+:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, `https://host${href}`).pathname}${quote})`,
  );
}

const FONT_PRELOAD = /<link rel="preload" href="(\/_next\/static\/media\/[^"?#]+\.woff2)" as="font"[^>]*\/>/g;
const NOINDEX = /<meta name="robots" content="[^"]*\bnoindex\b/;
const DATA_FACE = /@font-face\{[^}]*url\(data:font\/woff2;[^}]*\}/g;

/**
 * The rules with each preloaded font the page can read (`readFont(href)`: the file in base64, or
 * null) as a data URL; the head with those fonts' preloads switched off; and the data URLs'
 * own preloads, for `withPageCss` to put right before the `<style>`.
 *
 * Each data URL is in the page twice, in its preload and in its `@font-face`. Brotli sends the
 * second copy as a reference wherever it is; gzip only within 32 kB of the first, less than two
 * copies of the 22 kB face's 29 kB of base64 apart. So the faces lead the `<style>`, largest first,
 * and their preloads end the head before it, largest last: the largest face's copies are next to
 * each other (the home page 84 kB gzip with them apart, 61 kB so). Moving `@font-face` rules is
 * safe here: each face is a family of its own (app/fonts/index.ts), and order counts only within one.
 */
function withPreloadedFonts(css, head, readFont) {
  let rules = css;
  let newHead = head;
  const fonts = [];
  for (const [tag, href] of head.matchAll(FONT_PRELOAD)) {
    if (!rules.includes(`url(${href})`)) continue;
    const font = readFont(href);
    if (typeof font !== 'string') continue;
    rules = rules.split(`url(${href})`).join(`url(data:font/woff2;base64,${font})`);
    fonts.push(tag.replace(`href="${href}"`, `href="data:font/woff2;base64,${font}"`));
    newHead = newHead.replace(tag, () => tag.replace(/\/>$/, ' media="not all"/>'));
  }
  // The faces first, largest first (see above); an `@import` must stay the first rule.
  const faces = [];
  if (!/@import/i.test(rules)) {
    rules = rules.replace(DATA_FACE, (face) => {
      faces.push(face);
      return '';
    });
  }
  faces.sort((a, b) => b.length - a.length);
  // A face from a data URL is still decoded after the first layout: with `swap` (and with `block`,
  // which lays the text out in the fallback while it waits) the lines moved a few frames later on one
  // load in three. Chromium holds the first paint for a preloaded `optional` face, up to 100 ms: the
  // data URL's preload is done at once, so the first layout is in the brand font. Where it is not
  // (a face that fails to decode), `optional` keeps the fallback for the page's life instead of moving it.
  rules = `${faces.join('')}${rules}`.replace(DATA_FACE, (face) => face.replace('font-display:swap', 'font-display:optional'));
  const preloads = fonts.sort((a, b) => a.length - b.length).join('');
  return { rules, head: newHead, preloads };
}

/**
 * The page with its stylesheets' rules in one `<style>` where the first of them was, and each of
 * them disabled; with `readFont`, its preloaded fonts inside those rules. `readCss(href)` gives a
 * stylesheet's text, or null: then, as for a page without stylesheets or one done already, the
 * HTML is returned unchanged.
 */
export function withPageCss(html, readCss, readFont = () => null) {
  if (html.includes(MARKER)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const sheets = links.map(([, href]) => readCss(href));
  if (sheets.some((css) => typeof css !== 'string')) return html;
  // `</style` cannot occur in a stylesheet Next built (it would end the element early): refuse it anyway.
  if (sheets.some((css) => /<\/style/i.test(css))) return html;
  const css = sheets.map((sheet, index) => absoluteUrls(sheet, links[index][1])).join('\n');
  const { rules, head: fontHead, preloads } = withPreloadedFonts(css, head, readFont);
  const style = `${preloads}<style ${MARKER}="">${rules}</style>`;
  let newHead = fontHead;
  links.forEach(([tag], index) => {
    const disabled = tag.replace(/\/>$/, ' disabled=""/>');
    // A function, not a string: a `$&` or `$'` in a stylesheet is text, not a replacement pattern.
    newHead = newHead.replace(tag, () => (index === 0 ? `${style}${disabled}` : disabled));
  });
  return `${newHead}${html.slice(headEnd)}`;
}

/**
 * A file of the build's static folder, read once, as text in `encoding` (`<distDir>/static/…` for
 * `/_next/static/…`); null when it cannot be read: a deployment that serves /_next/static from
 * elsewhere, where the page keeps its links and preloads.
 */
const fileCache = new Map();
function readBuildFile(serverDistDir, href, encoding) {
  const file = `${serverDistDir}/../${href.replace(/^\/_next\//, '')}`;
  const key = `${encoding}:${file}`;
  if (!fileCache.has(key)) {
    try {
      fileCache.set(key, readFileSync(file).toString(encoding));
    } catch {
      fileCache.set(key, null);
    }
  }
  return fileCache.get(key);
}

/**
 * A page cache value (APP_PAGE with HTML) with its stylesheets inlined, changed in place as Next
 * serves that object. On by default: on a slow mobile link the page paints from its HTML alone, 0.7-1.2 s
 * earlier (docs/performance.md, "First paint on a slow network"). `INLINE_PAGE_CSS=0` in the server's
 * environment serves the pages as Next rendered them, each stylesheet a request of its own;
 * `INLINE_PAGE_FONTS=0` inlines the stylesheets and leaves the fonts as requests, as for a
 * not-found page.
 */
export function withInlinedPageCss(value, serverDistDir) {
  if (process.env.INLINE_PAGE_CSS === '0') return value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  // The page cache hands out the same entry on every request: done once, it is left as it is (without
  // reading the whole page again for the test below).
  if (value.html.includes(MARKER)) return value;
  // A not-found page keeps its fonts as files: it is what every made-up slug a scanner tries is
  // answered with (the proxy rewrites those to a cached page that asks not to be indexed), and its
  // 24 kB of fonts would double each such answer (e2e/site/scanner.spec.ts).
  const notFound = (value.status ?? 200) >= 400 || NOINDEX.test(value.html);
  const withFonts = process.env.INLINE_PAGE_FONTS !== '0' && !notFound;
  const readFont = withFonts ? (href) => readBuildFile(serverDistDir, href, 'base64') : undefined;
  value.html = withPageCss(value.html, (href) => readBuildFile(serverDistDir, href, 'utf8'), readFont);
  return value;
}
