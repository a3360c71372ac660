// @ts-check
/**
 * The page cache's script step: a returning visitor's page paints before its chunks run. Next
 * writes a page's chunks as `<script src="/_next/static/…" async="">` (most in the head, the app's
 * entry at the end of the body), some with a `<link rel="preload" as="script">`. A returning
 * visitor has them all in the browser's cache, so the browser reads and runs them while it is still
 * parsing the cached page, and its first frame waits for them: home painted 85–130 ms later than
 * without them (docs/performance-log.md, "2026-11-29 night"). Merely deferred (`defer`, or inserted
 * after the first frame but still preloaded) they cost as much.
 *
 * So their addresses move into a data block, and one fixed loader (LOADER, allowed by its hash on
 * every page: lib/security/script-sources.mjs) inserts them, in the order Next wrote them, once the
 * HTML is parsed (DOMContentLoaded) or the browser reports the first contentful paint, whichever
 * comes first. A returning visitor's page is parsed from the cache at once, and its frame comes
 * before the chunks are read back; on a first visit the paint comes with the first part of the
 * HTML, so the chunks start about when the parser would have found them. Inserted before `load`,
 * they hold it as before. The inline scripts (the flight data, Turbopack's chunk list) stay where
 * they are: the chunks read what was pushed before them, as when a chunk arrives before the rest
 * of a streamed page.
 */

/** The data block with the page's chunk addresses, read by LOADER. */
export const CHUNK_LIST_ID = 'page-chunks';
const CHUNK_LIST = `<script type="application/json" id="${CHUNK_LIST_ID}">`;

/** Inserts the listed chunks once the page is parsed or has painted (the text every page's policy allows by its hash). */
export const LOADER = [
  '(function(){',
  // The list is the element right before the loader: an element of the content with the same id cannot stand in for it.
  'var d=document,l=JSON.parse(d.currentScript.previousElementSibling.textContent),s=0;',
  'function go(){if(s)return;s=1;l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}',
  'd.addEventListener("DOMContentLoaded",go);',
  'try{new PerformanceObserver(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){}',
  '})()',
].join('');

const CHUNK = /<script src="(\/_next\/static\/[^"?#]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^>]*href="(\/_next\/static\/[^"?#]+\.js)"[^>]*\/>/g;

/**
 * The page with its async chunks loaded by LOADER once it is parsed or has painted, or unchanged
 * when it has none or is done already. The list and the loader stand where the first chunk was.
 * @param {string} html
 * @returns {string}
 */
export function withScriptsAfterPaint(html) {
  if (html.includes(CHUNK_LIST)) return html;
  const chunks = [...html.matchAll(CHUNK)];
  const first = chunks[0];
  if (!first) return html;
  const sources = chunks.map(([, src]) => src);
  // `<` escaped: the list cannot end its element early whatever an address holds.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const loader = `${CHUNK_LIST}${list}</script><script>${LOADER}</script>`;
  const listed = new Set(sources);
  const moved = html.slice(0, first.index) + loader + html.slice(first.index).replace(CHUNK, '');
  return moved.replace(PRELOAD, (tag, src) => (listed.has(src) ? '' : tag));
}

/**
 * The chunk addresses a page lists for LOADER, in order; none when it lists none.
 * @param {string} html
 * @returns {string[]}
 */
export function listedChunks(html) {
  const start = html.indexOf(CHUNK_LIST);
  if (start === -1) return [];
  const text = html.slice(start + CHUNK_LIST.length, html.indexOf('</script>', start));
  return /** @type {string[]} */ (JSON.parse(text));
}

/**
 * A page cache value (APP_PAGE with HTML) with its chunks loaded once it is parsed or has painted,
 * changed in place as Next serves that object.
 * @template {import('./good-answers.mjs').CacheValue | null | undefined} T
 * @param {T} value
 * @returns {T}
 */
export function withPageScriptsAfterPaint(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  value.html = withScriptsAfterPaint(value.html);
  return value;
}
