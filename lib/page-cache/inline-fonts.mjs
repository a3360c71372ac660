// @ts-check
/**
 * The page cache's font step: the fonts a page preloads go into its inlined stylesheet
 * (./inline-css.mjs) as data URLs, so the first paint is in the brand font. Painted in the
 * fallback, a line that breaks elsewhere in the web font moves the content below it when the font
 * comes, and Android has none of the fallback's metric-matched faces. The preloads stay in the head
 * with `media="not all"`: the browser does not fetch them, and React, which finds a preload by its
 * address, does not add them again when the flight data names them.
 */

const FONT_PRELOAD = /<link rel="preload" href="(\/_next\/static\/media\/[^"?#]+\.woff2)" as="font"[^>]*\/>/g;
const DATA_FACE = /@font-face\{[^}]*url\(data:font\/woff2;[^}]*\}/g;

/**
 * The rules with each preloaded font the page can read (`readFont(href)`: the file in base64, or
 * null) as a data URL; the head with those fonts' preloads switched off; and the data URLs'
 * own preloads, to go right before the `<style>`.
 *
 * Each data URL is in the page twice, in its preload and in its `@font-face`. Brotli sends the
 * second copy as a reference wherever it is; gzip only within 32 kB of the first. So the faces lead
 * the `<style>`, largest first, and their preloads end the head before it, largest last: the
 * largest face's copies are next to each other. Moving `@font-face` rules is safe here: each face
 * is a family of its own (app/fonts/index.ts), and order counts only within one.
 * @param {string} css
 * @param {string} head
 * @param {(href: string) => string | null} readFont
 * @returns {{ rules: string, head: string, preloads: string }}
 */
export function withPreloadedFonts(css, head, readFont) {
  let rules = css;
  let newHead = head;
  /** @type {string[]} */
  const fonts = [];
  for (const [tag, href = ''] of head.matchAll(FONT_PRELOAD)) {
    if (!rules.includes(`url(${href})`)) continue;
    const font = readFont(href);
    if (typeof font !== 'string') continue;
    rules = rules.split(`url(${href})`).join(`url(data:font/woff2;base64,${font})`);
    fonts.push(tag.replace(`href="${href}"`, `href="data:font/woff2;base64,${font}"`));
    newHead = newHead.replace(tag, () => tag.replace(/\/>$/, ' media="not all"/>'));
  }
  // The faces first, largest first (see above); an `@import` must stay the first rule.
  /** @type {string[]} */
  const faces = [];
  if (!/@import/i.test(rules)) {
    rules = rules.replace(DATA_FACE, (face) => {
      faces.push(face);
      return '';
    });
  }
  faces.sort((a, b) => b.length - a.length);
  // A face from a data URL is still decoded after the first layout: with `swap` (and `block`) the
  // lines could move a few frames later. Chromium holds the first paint for a preloaded `optional`
  // face, up to 100 ms, and the data URL's preload is done at once, so the first layout is in the
  // brand font; a face that fails to decode keeps the fallback for the page's life instead of moving it.
  rules = `${faces.join('')}${rules}`.replace(DATA_FACE, (face) => face.replace('font-display:swap', 'font-display:optional'));
  const preloads = fonts.sort((a, b) => a.length - b.length).join('');
  return { rules, head: newHead, preloads };
}
