// @ts-check
/**
 * The page cache's CSS step: first paint without a stylesheet request. A stored page's HTML carries
 * the rules of its stylesheets that can style what it holds (`used-rules.mjs`) in one `<style>` in
 * its head, and its `<link rel="stylesheet">` elements stay, disabled, so the browser neither waits
 * for nor downloads them before the first paint. On a slow mobile link every render-blocking
 * request costs a round trip while the page's scripts share the same link (docs/performance.md).
 * Once the page has hydrated, components/layout/PageStylesheets.tsx switches on the links of the
 * stylesheets that are only partly inline: the whole stylesheets (from the browser's cache after the
 * first visit) then style what the visitor's actions add.
 *
 * Next's own `experimental.inlineCss` inlines the same rules three times (a `<style>` and twice in
 * the flight data, vercel/next.js#95141); here they are in the page once, and the flight data is
 * left as it is.
 *
 * The disabled links are for React: it adopts a stylesheet it finds in the document by its address
 * (`link[rel="stylesheet"][href="…"]`) instead of inserting and loading it when it hydrates, and a
 * client navigation to another page then loads only that page's other stylesheets. The inline rules
 * come before the links, so once the links apply, every rule's last copy stands where it stood in
 * the stylesheets and the cascade is theirs.
 *
 * Fonts stay files, preloaded as Next renders them: immutable, so the browser fetches them once for
 * every page and visit after, where fonts inside each page's HTML (as data URLs) were sent again
 * with every page, and cost the origin on every request. The faces are `optional` (app/fonts/index.ts),
 * so the first paint does not wait for them and nothing moves when they come.
 */
import { readBuildFile } from './build-files.mjs';
import { pageClasses, usedRules } from './used-rules.mjs';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"[^>]*data-precedence="[^"]*"[^>]*\/>/g;
const MARKER = 'data-page-css';
/** On a disabled link whose stylesheet is only partly inline: components/layout/PageStylesheets.tsx switches it on. */
export const LATER = 'data-page-css-later';

/**
 * `url(…)` references made absolute: relative ones resolve against the stylesheet's address, not the page's.
 * @param {string} css
 * @param {string} href
 * @returns {string}
 */
export function absoluteUrls(css, href) {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, url) =>
    /^(data:|[a-z]+:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, `https://host${href}`).pathname}${quote})`,
  );
}

/**
 * The page with its stylesheets' rules in one `<style>` where the first of them was, and each of
 * them disabled. `readCss(href)` gives a stylesheet's text, or null: then, as for a page without
 * stylesheets or one done already, the HTML is returned unchanged.
 * @param {string} html
 * @param {(href: string) => string | null} readCss
 * @returns {string}
 */
export function withPageCss(html, readCss) {
  if (html.includes(MARKER)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const sheets = links.map(([, href = '']) => readCss(href));
  if (!sheets.every((css) => typeof css === 'string')) return html;
  // `</style` cannot occur in a stylesheet Next built (it would end the element early): refuse it anyway.
  if (sheets.some((css) => /<\/style/i.test(css))) return html;
  const classes = pageClasses(html);
  const inlined = sheets.map((sheet, index) => {
    const whole = absoluteUrls(sheet, links[index]?.[1] ?? '');
    // A stylesheet declaring fonts goes in whole and its link is never switched on: the same faces
    // declared again would be new faces, and an `optional` one that had missed the first paint would
    // then draw the page in the brand font after all, moving its lines.
    if (/@font-face/i.test(whole)) return { css: whole, later: false };
    const used = usedRules(whole, classes);
    return { css: used, later: used !== whole };
  });
  const style = `<style ${MARKER}="">${inlined.map(({ css }) => css).join('\n')}</style>`;
  let newHead = head;
  links.forEach(([tag], index) => {
    const disabled = tag.replace(/\/>$/, inlined[index]?.later ? ` disabled="" ${LATER}=""/>` : ' disabled=""/>');
    // A function, not a string: a `$&` or `$'` in a stylesheet is text, not a replacement pattern.
    newHead = newHead.replace(tag, () => (index === 0 ? `${style}${disabled}` : disabled));
  });
  return `${newHead}${html.slice(headEnd)}`;
}

/**
 * A page cache value (APP_PAGE with HTML) with its stylesheets inlined, changed in place as Next
 * serves that object. `INLINE_PAGE_CSS=0` in the server's environment serves the pages as Next
 * rendered them, each stylesheet a request of its own (the design `npm run bench -- --network`
 * measures beside this one).
 * @template {import('./good-answers.mjs').CacheValue | null | undefined} T
 * @param {T} value
 * @param {string} serverDistDir
 * @returns {T}
 */
export function withInlinedPageCss(value, serverDistDir) {
  if (process.env.INLINE_PAGE_CSS === '0') return value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  // The page cache hands out the same entry on every request: done once, it is left as it is (without
  // reading the whole page again for the test below).
  if (value.html.includes(MARKER)) return value;
  value.html = withPageCss(value.html, (href) => readBuildFile(serverDistDir, href, 'utf8'));
  return value;
}
