import DOMPurify from 'isomorphic-dompurify';
import { marked } from 'marked';

/**
 * `shared.t-rich` holds Markdown (or HTML typed into the editor). It becomes
 * HTML here and is sanitized with DOMPurify before it reaches the page: only
 * the text tags below survive, with no event handlers, styles, iframes, forms,
 * images, SVG or MathML, and links keep only http(s), mailto, tel, site-relative
 * and fragment targets (so `javascript:` and `data:` go). Headings are shifted
 * so content never outranks the page's own h1 and the block subtitles (h2).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Links to other sites open in a new tab without handing it this page (rel=noopener). */
function externalLinks(node: Element) {
  if (node.tagName !== 'A') return;
  node.removeAttribute('target');
  const href = node.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('rel');
  }
}

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const shifted = html.replace(/<(\/?)h([12])(\s|>)/gi, (_match, slash: string, _level: string, rest: string) => `<${slash}h3${rest}`);
  DOMPurify.addHook('afterSanitizeAttributes', externalLinks);
  try {
    return DOMPurify.sanitize(shifted, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ['href', 'title'],
      ALLOWED_URI_REGEXP: SAFE_URI,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
