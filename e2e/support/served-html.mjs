// @ts-check
/**
 * How a page the page cache serves writes its text: React's escapes, and every character past
 * ASCII as a character reference (lib/page-cache/ascii-page.mjs). Plain JavaScript: the standalone
 * check (scripts/test-standalone.mjs) reads it too.
 */

const NAMED = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" });

/**
 * Markup with its character references read back into characters (`Kad&#305;k&#246;y` → `Kadıköy`):
 * for finding a text in a served page, not for checking its escaping.
 * @param {string} html
 * @returns {string}
 */
export function decodeReferences(html) {
  return html.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (reference, decimal, hex, name) =>
    decimal || hex ? String.fromCodePoint(Number.parseInt(decimal ?? hex, decimal ? 10 : 16)) : (NAMED[name.toLowerCase()] ?? reference),
  );
}

/**
 * A text as the served markup holds it: `&`, `<`, `>`, `"`, `'` as React writes them, the rest past ASCII as references.
 * @param {string} text
 * @returns {string}
 */
export function asServed(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replace(/[^\x00-\x7f]/gu, (character) => `&#${character.codePointAt(0)};`);
}
