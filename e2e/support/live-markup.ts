/**
 * What a page must never hold when its content came from a hostile CMS: a
 * script the site did not write, an event-handler attribute, a `javascript:`
 * (or `vbscript:`, `data:text/html`) address, a frame, an object, a style
 * sheet or CSS expression in the content, a `<base>` or a meta refresh.
 * Returns one line per problem; an empty list is a clean page. `siteScripts`:
 * the inline scripts the site itself writes outside the content (the cookie
 * notice's first line, the loader of the page's chunks), which are not the content's.
 *
 * Self-contained on purpose: Playwright runs it inside the page
 * (`page.evaluate(findLiveMarkup, { siteScripts })`), Jest on a rendered container.
 */
export function findLiveMarkup({ root, siteScripts = [] }: { root?: ParentNode | null; siteScripts?: readonly string[] } = {}): string[] {
  const scope: ParentNode = root ?? document;
  const problems: string[] = [];
  const content: ParentNode = scope.querySelector('main') ?? scope;
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}> ${element.outerHTML.slice(0, 160)}`;

  // Next's own inline scripts outside the content: the RSC payload (pure data) and its bootstrap.
  const FRAMEWORK_SCRIPT = /^\s*(\(?self\.__next_[fs]|\(globalThis\["TURBOPACK"\]|\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$RT)/;
  const RSC_PAYLOAD = /^\s*self\.__next_f\.push\(([\s\S]*)\)\s*;?\s*$/;
  for (const script of Array.from(scope.querySelectorAll('script'))) {
    const text = script.textContent ?? '';
    const inContent = content !== scope && content.contains(script);
    // JSON-LD anywhere, and outside the content the page cache's list of chunks (a data block).
    const type = script.getAttribute('type');
    if (type === 'application/ld+json' || (type === 'application/json' && !inContent)) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(`JSON data block that is not JSON: ${text.slice(0, 120)}`);
      }
      continue;
    }
    const src = script.getAttribute('src');
    if (src) {
      if (new URL(src, location.href).origin !== location.origin) problems.push(`external script ${src}`);
      continue;
    }
    if (inContent || !(FRAMEWORK_SCRIPT.test(text) || siteScripts.includes(text))) {
      problems.push(`inline script: ${text.slice(0, 120)}`);
      continue;
    }
    const payload = RSC_PAYLOAD.exec(text);
    if (payload) {
      try {
        JSON.parse(payload[1] ?? '');
      } catch {
        problems.push(`RSC payload that is not pure data: ${text.slice(0, 120)}`);
      }
    }
  }

  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'cite'];
  const DANGEROUS_URL = /^(javascript|vbscript):|^data:text\/html/;
  for (const element of Array.from(scope.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`event handler ${name}: ${describe(element)}`);
      if (name === 'srcdoc') problems.push(`srcdoc: ${describe(element)}`);
      if (URL_ATTRIBUTES.includes(name)) {
        // Browsers ignore whitespace and control characters inside a scheme.
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (DANGEROUS_URL.test(value)) problems.push(`${name}="${attribute.value.slice(0, 80)}": ${describe(element)}`);
      }
      if (name === 'style' && /expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(attribute.value)) {
        problems.push(`style ${attribute.value.slice(0, 80)}: ${describe(element)}`);
      }
    }
  }

  for (const selector of ['iframe', 'frame', 'object', 'embed', 'applet', 'base', 'meta[http-equiv="refresh" i]']) {
    for (const element of Array.from(scope.querySelectorAll(selector))) problems.push(`${selector}: ${describe(element)}`);
  }
  for (const selector of ['style', 'math', 'link', 'form[action]:not([action^="/"])']) {
    for (const element of Array.from(content.querySelectorAll(selector))) problems.push(`${selector} in content: ${describe(element)}`);
  }

  const flag = (window as unknown as { __xss?: unknown }).__xss;
  if (flag !== undefined) problems.push(`window.__xss was set to ${String(flag)}`);
  return problems;
}
