// @ts-check
/**
 * Hostile CMS content: what a compromised Strapi account could type into every
 * field the site renders. Each payload calls alert() or sets window.__xss, so a
 * test that sees no dialog and no flag knows none of it ran; visible markers
 * (hostile-markers.json) prove the entries were rendered at all.
 */
import fixture from './hostile-markers.json' with { type: 'json' };

/** @typedef {'tr' | 'en'} Locale */
/** @typedef {Record<string, unknown> & { id: number; documentId: string; slug?: string }} Entry */

export const { treatmentSlug, articleSlugs, categorySlug, markers } = fixture;

const NOW = '2030-01-01T09:00:00.000Z';
const stamps = { createdAt: NOW, updatedAt: NOW, publishedAt: NOW };

/**
 * Markdown and raw HTML typed into a `richtext` field (shared.t-rich).
 * @param {string} marker
 * @returns {string}
 */
export function hostileMarkdown(marker) {
  return [
    `## ${marker} heading`,
    `${marker} paragraph with **bold** text.`,
    `<script>window.__xss = 'rich-script'; alert('xss-rich-script')</script>`,
    `<img src="x" onerror="window.__xss = 'rich-onerror'; alert('xss-rich-onerror')">`,
    `<a href="javascript:alert('xss-rich-link')">HTML link</a>`,
    `[Markdown link](javascript:alert('xss-md-link'))`,
    `[Mixed case link]( JaVaScRiPt:alert('xss-md-case'))`,
    `[Entity link](jav&#x09;ascript:alert('xss-md-entity'))`,
    `[Data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
    `[VBScript link](vbscript:msgbox('xss-md-vbscript'))`,
    `![Markdown image](javascript:alert('xss-md-image'))`,
    `<javascript:alert('xss-autolink')>`,
    `<iframe src="https://evil.example/" onload="alert('xss-iframe')"></iframe>`,
    `<iframe srcdoc="<script>parent.alert('xss-srcdoc')</script>"></iframe>`,
    `<svg onload="alert('xss-svg')"><script>alert('xss-svg-script')</script><a xlink:href="javascript:alert('xss-svg-link')"><text>svg</text></a></svg>`,
    `<div style="width: expression(alert('xss-css-expression')); background: url('javascript:alert(1)')">CSS expression</div>`,
    `<style>body { background: url("javascript:alert('xss-style')"); } * { behavior: url(xss.htc); }</style>`,
    `<object data="javascript:alert('xss-object')"></object><embed src="javascript:alert('xss-embed')">`,
    `<form action="javascript:alert('xss-form')"><button formaction="javascript:alert('xss-formaction')">Gönder</button></form>`,
    `<details open ontoggle="alert('xss-ontoggle')"><summary>details</summary></details>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="alert('xss-mxss')"></style></mglyph></table></mtext></math>`,
    `<meta http-equiv="refresh" content="0;url=javascript:alert('xss-meta')">`,
    `<base href="https://evil.example/">`,
    `<input autofocus onfocus="alert('xss-autofocus')">`,
    `<a href="https://example.com/" onclick="alert('xss-onclick')" onmouseover="alert('xss-hover')">External link</a>`,
    `<p>${marker} end</p>`,
  ].join('\n\n');
}

/** @param {string} text @param {Record<string, unknown>} [marks] */
const leaf = (text, marks = {}) => ({ type: 'text', text, ...marks });
/** @param {string} url @param {string} text */
const link = (url, text) => ({ type: 'link', url, children: [leaf(text)] });

/** Strapi `blocks` JSON (shared.t-sub-content, blog blocks) with attacks in text, links and unknown nodes. */
/**
 * @param {string} marker
 * @returns {unknown[]}
 */
export function hostileNodes(marker) {
  return [
    {
      type: 'paragraph',
      children: [
        leaf(`${marker} `, { bold: true }),
        leaf(`<script>window.__xss = 'node-text'; alert('xss-node-text')</script> <img src=x onerror="alert('xss-node-img')">`),
      ],
    },
    {
      type: 'paragraph',
      children: [
        link("javascript:alert('xss-node-link')", 'javascript link'),
        link(" JAVASCRIPT:alert('xss-node-link-case')", 'mixed case link'),
        link("java\tscript:alert('xss-node-link-tab')", 'tab link'),
        link("data:text/html,<script>alert('xss-node-data')</script>", 'data link'),
        link("vbscript:msgbox('xss-node-vbscript')", 'vbscript link'),
        link('//evil.example/', 'protocol-relative link'),
        link(`https://example.com/"><script>alert('xss-node-attr')</script>`, 'quoted link'),
        { type: 'link', url: 42, children: [leaf('numeric url')] },
        { type: 'link', url: "javascript:alert('xss-node-child')", children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }] },
      ],
    },
    { type: 'heading', level: 1, children: [leaf(`${marker} <script>alert('xss-heading')</script>`)] },
    { type: 'heading', level: 99, children: [leaf("<script>alert('xss-heading-99')</script>")] },
    {
      type: 'list',
      format: 'ordered',
      children: [
        {
          type: 'list-item',
          children: [link("javascript:alert('xss-list-link')", 'list link'), leaf(' <b onmouseover=alert(1)>item</b>')],
        },
        { type: 'paragraph', children: [leaf('not a list item')] },
      ],
    },
    { type: 'list', format: '<script>', children: [{ type: 'list-item', children: [leaf('odd list')] }] },
    { type: 'quote', children: [leaf(`<iframe src="javascript:alert('xss-quote')"></iframe>`)] },
    {
      type: 'image',
      image: { url: "javascript:alert('xss-node-image')", alternativeText: '"><script>alert(1)</script>' },
      children: [leaf('')],
    },
    { type: 'code', children: [leaf("<script>alert('xss-code')</script>")] },
    { type: 'html', value: "<script>alert('xss-html-node')</script>" },
    { type: 'paragraph', children: [{ type: 'text', text: 'bad marks', bold: '<script>alert(1)</script>' }] },
    "<script>alert('xss-raw-string')</script>",
    null,
  ];
}

/** @param {string} url @param {string} alternativeText */
function media(url, alternativeText) {
  return { id: 900, documentId: 'm-hostile', name: 'x', url, width: 800, height: 600, alternativeText, formats: null };
}

/** @param {typeof markers.tr} marker */
function treatmentBlocks(marker) {
  return [
    { id: 901, __component: 'shared.t-subtitle-section', subtitle: `${marker.subtitle} <script>alert('xss-subtitle')</script>` },
    { id: 902, __component: 'shared.t-rich', text: hostileMarkdown(marker.rich) },
    { id: 903, __component: 'shared.t-sub-content', content: hostileNodes(marker.subContent) },
    { id: 904, __component: 'shared.t-rich', text: { html: "<script>alert('xss-rich-object')</script>" } },
    { id: 905, __component: 'shared.html', html: "<script>alert('xss-unknown-component')</script>" },
    { id: 906, __component: '<script>alert(1)</script>', text: 'unknown kind' },
  ];
}

/** Every type is localized: one version a language, sharing documentId (Turkish ids 9xx, English 9xx + 10). */
export const hostileTreatmentCategories = [
  {
    id: 901,
    documentId: 'tc-hostile',
    locale: 'tr',
    name: `Zararlı <script>alert('xss-category')</script>`,
    identifier: categorySlug,
    ...stamps,
  },
  {
    id: 911,
    documentId: 'tc-hostile',
    locale: 'en',
    name: `Hostile <img src=x onerror="alert('xss-category-en')">`,
    identifier: categorySlug,
    ...stamps,
  },
  {
    id: 902,
    documentId: 'tc-hostile-identifier',
    locale: 'tr',
    name: `<svg onload="alert('xss-category-2')">`,
    identifier: `"><script>alert('xss-identifier')</script>`,
    ...stamps,
  },
];

/**
 * One language version of the hostile treatment.
 * @param {Locale} locale
 * @returns {Entry}
 */
function hostileTreatment(locale) {
  const english = locale === 'en';
  return {
    id: english ? 911 : 901,
    documentId: 't-hostile',
    locale,
    title: english
      ? `${markers.en.title} <script>alert('xss-title-en')</script>`
      : `${markers.tr.title} <script>alert('xss-title')</script>`,
    slug: treatmentSlug,
    shortDesc: english
      ? `${markers.en.shortDesc} <img src=x onerror="alert('xss-short-en')">`
      : `${markers.tr.shortDesc} <img src=x onerror="alert('xss-short')">`,
    imageUrl: "javascript:alert('xss-image-url')",
    heroImage: media("javascript:alert('xss-hero')//x.svg", `"><script>alert('xss-alt')</script>`),
    treatmentCategory: hostileTreatmentCategories[english ? 1 : 0],
    tblocks: treatmentBlocks(markers[locale]),
    ...stamps,
  };
}

export const hostileTreatments = [
  hostileTreatment('tr'),
  hostileTreatment('en'),
  {
    id: 902,
    documentId: 't-hostile-slug',
    locale: 'tr',
    title: 'Zararlı adres',
    slug: `"><img src=x onerror="alert('xss-slug')">`,
    shortDesc: 'javascript:alert(1)',
    imageUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert('xss-data-svg')"/>`,
    heroImage: media('https://evil.example/tracker.png', 'remote'),
    treatmentCategory: hostileTreatmentCategories[2],
    tblocks: [{ id: 1, __component: 'shared.t-rich', text: "<script>alert('xss-second')</script>" }],
    ...stamps,
  },
];

export const hostileArticleCategories = ['tr', 'en'].map((locale, index) => ({
  id: 901 + index,
  documentId: 'ac-hostile',
  locale,
  name: `Zararlı <script>alert('xss-article-category-${locale}')</script>`,
  slug: categorySlug,
  ...stamps,
}));

/** @param {Locale} locale @param {number} index @returns {Entry} */
function hostileArticle(locale, index) {
  const marker = markers[locale];
  return {
    id: 901 + index,
    documentId: 'a-hostile',
    locale,
    title: `${marker.articleTitle} <script>alert('xss-article-title')</script>`,
    slug: articleSlugs[locale],
    excerpt: `<img src=x onerror="alert('xss-excerpt')"> excerpt`,
    description: `<script>alert('xss-description')</script> description`,
    cover: media("javascript:alert('xss-cover')", `<script>alert('xss-cover-alt')</script>`),
    videoUrl: "javascript:alert('xss-video')",
    image: media(`"><script>alert('xss-image')</script>`, 'image'),
    image2: media('data:text/html,<script>alert(1)</script>', 'image2'),
    categories: [hostileArticleCategories[index]],
    blocks: [
      { id: 911, __component: 'blog.text-section2', text: hostileNodes(marker.articleText) },
      {
        id: 912,
        __component: 'blog.subtitle-section2',
        subtitle: `${marker.articleSubtitle} <script>alert('xss-article-subtitle')</script>`,
        text: hostileNodes(`${marker.articleSubtitle} body`),
      },
      { id: 913, __component: 'blog.html', html: "<script>alert('xss-unknown-block')</script>" },
    ],
    ...stamps,
  };
}

/** A second article whose video link smuggles markup after a valid YouTube id. */
/** @param {Locale} locale @param {number} index @returns {Entry} */
function hostileVideoArticle(locale, index) {
  return {
    ...hostileArticle(locale, index),
    id: 903 + index,
    documentId: 'a-hostile-video',
    title: `${markers[locale].articleTitle} video`,
    slug: `${articleSlugs[locale]}-video`,
    videoUrl: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x="><script>alert('xss-video-url')</script>`,
    publishedAt: '2029-12-31T09:00:00.000Z',
  };
}

export const hostileArticles = [
  hostileArticle('tr', 0),
  hostileArticle('en', 1),
  hostileVideoArticle('tr', 0),
  hostileVideoArticle('en', 1),
];
