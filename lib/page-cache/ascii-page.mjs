// @ts-check
/**
 * The page cache's encoding step: a cached page is served as ASCII, every character past it
 * written as the escape its place in the document reads as that same character.
 *
 * Next sends a cached page as a JavaScript string, which Node encodes to UTF-8 on every answer.
 * One character past Latin-1 (ğ, ş, ı, any Arabic letter) makes the whole page a two-byte string
 * in V8, whose encoding cost several times what sending the same page in ASCII does
 * (docs/performance.md, "A cached page sent as ASCII"). The escapes cost bytes only where the
 * text is not ASCII.
 *
 * - markup (text, attribute values, `<title>`): a character reference, `&#351;`;
 * - `<script>` (JavaScript, JSON, JSON-LD): `\u015f`, read the same inside a string, a template,
 *   a regular expression or a name (the framework's scripts are escaped before they are hashed:
 *   ./script-hashes.mjs runs after this step);
 * - `<style>`: the CSS escape `\15f ` (the space ends it and is not part of the text).
 * A character already escaped by a backslash (`\ş`, which reads as `ş`) loses that backslash.
 */

const NOT_ASCII = /[^\x00-\x7f]/;
// The text of a script or style element up to its end tag, as the HTML parser reads raw text.
const RAW_TEXT = /(<(script|style)(?=[\s/>])[^>]*>)([\s\S]*?)(?=<\/\2[\s/>])/gi;

/**
 * @param {string} slashes the backslashes right before the character
 * @param {string} escape
 */
function afterSlashes(slashes, escape) {
  // An odd run ends in a backslash that escapes the character itself: the escape replaces both.
  return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escape;
}

/** @param {string} text */
function markupEscaped(text) {
  return text.replace(/[^\x00-\x7f]/gu, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

/** @param {string} text One UTF-16 unit at a time: a pair of surrogates is what JavaScript and JSON read for a character past U+FFFF. */
function scriptEscaped(text) {
  return text.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, unit) =>
    afterSlashes(slashes, `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/** @param {string} text */
function styleEscaped(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/gu, (_, slashes, character) =>
    afterSlashes(slashes, `\\${(character.codePointAt(0) ?? 0).toString(16)} `),
  );
}

/**
 * The page with every character past ASCII escaped (unchanged when it has none).
 * @param {string} html
 * @returns {string}
 */
export function asciiPage(html) {
  if (!NOT_ASCII.test(html)) return html;
  let escaped = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [, startTag = '', name = '', text = ''] = match;
    escaped += markupEscaped(html.slice(from, match.index)) + startTag;
    escaped += name.toLowerCase() === 'script' ? scriptEscaped(text) : styleEscaped(text);
    from = (match.index ?? 0) + match[0].length;
  }
  escaped += markupEscaped(html.slice(from));
  // Built from slices of a two-byte string, the result is two-byte too: copied into a fresh
  // one-byte string, it is sent as ASCII.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

/**
 * A cached page's HTML as ASCII, changed in place.
 * @param {import('./good-answers.mjs').CacheValue | null | undefined} value
 */
export function withAsciiPage(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  value.html = asciiPage(value.html);
  return value;
}
