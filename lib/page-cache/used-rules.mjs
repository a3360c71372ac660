// @ts-check
/**
 * The page cache's rule filter: of a page's stylesheets, the rules that can style what the page as
 * served holds. Turbopack puts the CSS modules of many routes into one shared chunk (43 kB of the
 * 64 kB every page links), so a page inlining its stylesheets whole carried mostly rules for
 * components it does not show: bytes on every answer, and CSS every visit parses before its first
 * paint.
 *
 * A rule stays when one of its selectors names only classes that occur in the page's `class`
 * attributes. Selectors without a class (elements, `:root`, attributes) stay, as do the classes
 * inside a functional pseudo-class (`:not(.x)`, `:has(.y)`) and inside an attribute selector, which
 * are not required of the element. At-rules other than `@media`, `@supports`, `@container` and
 * `@layer` (fonts, keyframes, registered properties) stay whole.
 *
 * What a visitor's action adds later (a menu opened, a form's answer, a page reached by a client
 * navigation) is styled by the page's stylesheets themselves: the page keeps its links, and
 * components/layout/PageStylesheets.tsx switches them on once the page has hydrated.
 */
import postcss from 'postcss';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

/**
 * Every class name in the page's `class` attributes.
 * @param {string} html
 * @returns {Set<string>}
 */
export function pageClasses(html) {
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The classes an element must carry for the selector to match it, outside `(…)` and `[…]`.
 * @param {string} selector
 * @returns {string[]}
 */
function requiredClasses(selector) {
  let plain = selector;
  // Innermost first, so nested parentheses (`:not(:has(.a))`) go too.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)/g, '').replace(/\[[^\][]*\]/g, '');
  }
  return [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = '']) => name.replace(/\\(.)/g, '$1'));
}

/**
 * The stylesheet with only the rules that can apply to a page holding `classes`.
 * @param {string} css
 * @param {Set<string>} classes
 * @returns {string}
 */
export function usedRules(css, classes) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent && parent.type === 'atrule' && !GROUPING_AT_RULES.has(/** @type {import('postcss').AtRule} */ (parent).name)) return;
    if (!rule.selectors.some((selector) => requiredClasses(selector).every((name) => classes.has(name)))) rule.remove();
  });
  removeEmptyGroups(root);
  return root.toString();
}

/**
 * Removes the groups the filter emptied, innermost first, so a group holding only emptied groups goes too.
 * @param {import('postcss').Container} container
 */
function removeEmptyGroups(container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !GROUPING_AT_RULES.has(node.name) || !node.nodes) return;
    removeEmptyGroups(node);
    if (node.nodes.length === 0) node.remove();
  });
}
