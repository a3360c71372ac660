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

/**
 * The page with its stylesheets' rules in one `<style>` where the first of them was, and each of
 * them disabled. `readCss(href)` gives a stylesheet's text, or null: then, as for a page without
 * stylesheets or one done already, the HTML is returned unchanged.
 */
export function withPageCss(html, readCss) {
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
  const style = `<style ${MARKER}="">${sheets.map((css, index) => absoluteUrls(css, links[index][1])).join('\n')}</style>`;
  let newHead = head;
  links.forEach(([tag], index) => {
    const disabled = tag.replace(/\/>$/, ' disabled=""/>');
    newHead = newHead.replace(tag, index === 0 ? `${style}${disabled}` : disabled);
  });
  return `${newHead}${html.slice(headEnd)}`;
}

/** The stylesheets of a build, read once: `<distDir>/static/…` for `/_next/static/…`. */
const sheetCache = new Map();
function readBuildCss(serverDistDir, href) {
  const file = `${serverDistDir}/../${href.replace(/^\/_next\//, '')}`;
  if (!sheetCache.has(file)) {
    try {
      sheetCache.set(file, readFileSync(file, 'utf8'));
    } catch {
      // A deployment that serves /_next/static from elsewhere: the page keeps its links.
      sheetCache.set(file, null);
    }
  }
  return sheetCache.get(file);
}

/**
 * A page cache value (APP_PAGE with HTML) with its stylesheets inlined, changed in place as Next
 * serves that object. On by default: on a slow mobile link the page paints from its HTML alone, 0.7-1.2 s
 * earlier (docs/performance.md, "First paint on a slow network"). `INLINE_PAGE_CSS=0` in the server's
 * environment serves the pages as Next rendered them, each stylesheet a request of its own.
 */
export function withInlinedPageCss(value, serverDistDir) {
  if (process.env.INLINE_PAGE_CSS === '0') return value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  value.html = withPageCss(value.html, (href) => readBuildCss(serverDistDir, href));
  return value;
}
