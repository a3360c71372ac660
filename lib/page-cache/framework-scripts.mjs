// @ts-check
/**
 * Whether an inline script is one the framework writes into a page, recognised by its shape
 * (issue 33). The page cache hashes only these (./script-hashes.mjs); any other inline script in a
 * cached page (an injection that slipped past the sanitiser) gets no hash and stays blocked.
 *
 * The shapes, each of which runs no code of its own but the framework's:
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push([0])` (the bootstrap, optionally
 *   followed by one more push) and `self.__next_f.push([1,"…"])`, whose argument must be JSON;
 * - Turbopack's chunk list: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…})`,
 *   its argument JSON too;
 * - React's streaming instructions: its runtime functions (`$RB=[];$RV=function…`, `$RC=function…`,
 *   exactly as the installed React writes them) followed by calls such as `$RC("B:0","S:0")`
 *   whose arguments are JSON.
 * JSON-LD and other data blocks are no scripts to the browser and need no hash.
 * Plain JavaScript: Next loads the page cache as is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Whether `text` parses as JSON of the kind `check` accepts.
 * @param {string} text
 * @param {(value: unknown) => boolean} [check]
 */
function isJson(text, check = () => true) {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const FLIGHT_BOOTSTRAP = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\((\[[\s\S]*\])\))?$/;
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
const REACT_CALL = /^\$R[A-Z]\(([\s\S]*)\)$/;

/** @param {unknown} value */
const isFlightChunk = (value) => Array.isArray(value) && typeof value[0] === 'number';
/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {string} text */
function isNextScript(text) {
  const push = FLIGHT_PUSH.exec(text);
  if (push) return isJson(push[1] ?? '', isFlightChunk);
  const bootstrap = FLIGHT_BOOTSTRAP.exec(text);
  if (bootstrap) return bootstrap[1] === undefined || isJson(bootstrap[1], isFlightChunk);
  const chunks = TURBOPACK_CHUNKS.exec(text);
  return chunks ? isJson(chunks[1] ?? '', isObject) : false;
}

/**
 * A JavaScript string literal of React's source, as the string it stands for.
 * @param {string} literal
 * @returns {string}
 */
function literalValue(literal) {
  const quote = literal[0];
  const inner = literal
    .slice(1, -1)
    .replace(/\\x([0-9a-fA-F]{2})/g, '\\u00$1')
    .replace(quote === "'" ? /\\'|"/g : /(?!)/g, (match) => (match === "\\'" ? "'" : '\\"'));
  return JSON.parse(`"${inner}"`);
}

/** @type {string[] | undefined} */
let reactRuntime;

/**
 * React's inline runtime functions, read from the React that renders the pages (Next's compiled
 * react-dom): the precomputed chunks that define `$R…` functions, without the call each "full"
 * chunk ends with. Longest first, so that a variant is not taken for its shorter relative.
 * @returns {string[]}
 */
export function reactRuntimeFragments() {
  if (reactRuntime) return reactRuntime;
  let source = '';
  try {
    source = readFileSync(require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.edge.production.js'), 'utf8');
  } catch {
    // Without React's source no streaming instruction is recognised: such pages' scripts stay blocked, and are logged.
  }
  /** @type {Set<string>} */
  const fragments = new Set();
  for (const [, literal = ''] of source.matchAll(/stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/g)) {
    const value = literalValue(literal).replace(/\$R[A-Z]\("$/, '');
    if (/^(\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT=)/.test(value)) fragments.add(value);
  }
  reactRuntime = [...fragments].sort((a, b) => b.length - a.length);
  return reactRuntime;
}

/** @param {string} text */
function isReactScript(text) {
  let rest = text;
  let consumed = false;
  for (let found = true; found;) {
    found = false;
    for (const fragment of reactRuntimeFragments()) {
      if (rest.startsWith(fragment)) {
        rest = rest.slice(fragment.length);
        consumed = found = true;
      }
    }
  }
  if (rest === '') return consumed;
  return rest.split(/;(?=\$R[A-Z]\()/).every((call) => {
    const match = REACT_CALL.exec(call.replace(/;$/, ''));
    return match !== null && isJson(`[${match[1]}]`);
  });
}

/**
 * Whether Next or React wrote this inline script (its text as the browser runs it).
 * @param {string} text
 * @returns {boolean}
 */
export function isFrameworkScript(text) {
  return isNextScript(text) || isReactScript(text);
}
