import DOMPurify from 'isomorphic-dompurify';
import { marked } from 'marked';

/**
 * `shared.t-rich` holds Markdown (or HTML typed into the editor). It becomes
 * HTML here and is sanitized with DOMPurify before it reaches the page:
 * scripts, event handlers, iframes, styles and `javascript:` URLs are removed.
 * Headings are shifted so content never outranks the page's own h1/h2.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'a', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const shifted = html.replace(/<(\/?)h([12])(\s|>)/gi, (_match, slash: string, _level: string, rest: string) => `<${slash}h3${rest}`);
  return DOMPurify.sanitize(shifted, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
