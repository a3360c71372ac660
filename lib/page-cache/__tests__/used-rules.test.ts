import { pageClasses, usedRules } from '../used-rules.mjs';

const used = (css: string, ...classes: string[]) => usedRules(css, new Set(classes));

describe('pageClasses', () => {
  it('reads every class of every element, SVG and noscript content included', () => {
    const html =
      '<html class="font-a font-b"><body><div class="card  card--wide"><svg class="icon"></svg></div>' +
      '<noscript><p class="no-js">…</p></noscript><p data-class="fake">x</p></body></html>';
    expect([...pageClasses(html)].sort()).toEqual(['card', 'card--wide', 'font-a', 'font-b', 'icon', 'no-js']);
  });
});

describe('usedRules', () => {
  it('keeps the rules whose classes the page holds and drops those of components it does not show', () => {
    expect(used('.card{color:red}.dialog{display:grid}.card .title{margin:0}', 'card', 'title')).toBe(
      '.card{color:red}.card .title{margin:0}',
    );
  });

  it('keeps a rule when one selector of its list can match', () => {
    expect(used('.dialog,.card{color:red}', 'card')).toBe('.dialog,.card{color:red}');
  });

  it('keeps rules without a class: elements, the root, attributes', () => {
    const css = ':root{--ink:#111}body{margin:0}*{box-sizing:border-box}[hidden]{display:none}html[data-consent-pending] a{color:red}';
    expect(used(css)).toBe(css);
  });

  it('does not require the classes inside :not(), :has(), :is() or an attribute selector', () => {
    const css = '.card:not(.open){opacity:1}.card:has(.badge){padding:0}:is(.a,.b) .card{color:red}[class*="x-"] .card{margin:0}';
    expect(used(css, 'card')).toBe(css);
  });

  it('requires pseudo-classes’ and pseudo-elements’ elements only by their classes', () => {
    expect(used('.btn:hover{color:red}.btn::after{content:""}.gone:focus-visible{outline:0}', 'btn')).toBe(
      '.btn:hover{color:red}.btn::after{content:""}',
    );
  });

  it('matches escaped class names', () => {
    expect(used('.md\\:grid{display:grid}', 'md:grid')).toBe('.md\\:grid{display:grid}');
  });

  it('filters inside @media and @supports, and drops the groups it empties', () => {
    expect(
      used(
        '@media (min-width:900px){.card{width:50%}.dialog{width:80%}}@supports (display:grid){@media print{.dialog{color:#000}}}',
        'card',
      ),
    ).toBe('@media (min-width:900px){.card{width:50%}}');
  });

  it('keeps fonts, keyframes and registered properties whole', () => {
    const css =
      '@font-face{font-family:X;src:url(/x.woff2)}@keyframes fade{from{opacity:0}to{opacity:1}}@property --a{syntax:"<length>";inherits:false;initial-value:0}';
    expect(used(css)).toBe(css);
  });
});
