import { markdownToSafeHtml } from '../markdown';

/** Parse the output the way a browser would, to ask questions about it. */
function dom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('markdownToSafeHtml', () => {
  it('turns Markdown into HTML', () => {
    const html = markdownToSafeHtml('Bir **kalın**, bir *italik* söz.\n\n- bir\n- iki\n\n> alıntı');
    expect(html).toContain('<strong>kalın</strong>');
    expect(html).toContain('<em>italik</em>');
    expect(html).toMatch(/<ul>\s*<li>bir<\/li>\s*<li>iki<\/li>\s*<\/ul>/);
    expect(html).toContain('<blockquote>');
  });

  it('shifts h1 and h2 down to h3 so content never outranks the page', () => {
    const html = markdownToSafeHtml('# Bir\n\n## İki\n\n### Üç\n\n#### Dört');
    const root = dom(html);
    expect(root.querySelectorAll('h1, h2')).toHaveLength(0);
    expect(root.querySelectorAll('h3')).toHaveLength(3);
    expect(root.querySelectorAll('h4')).toHaveLength(1);
  });

  it('removes scripts, in HTML and in Markdown', () => {
    const html = markdownToSafeHtml('Merhaba <script>alert(1)</script>\n\n<script src="https://evil.example/x.js"></script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Merhaba');
  });

  it('removes event handlers', () => {
    const html = markdownToSafeHtml(
      '<p onclick="alert(1)" onmouseover="alert(2)">metin</p><img src=x onerror="alert(3)"><b onfocus=alert(4) autofocus tabindex=0>b</b>',
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('alert');
    expect(dom(html).textContent).toContain('metin');
  });

  it('removes iframes, objects, embeds, forms and base tags', () => {
    const html = markdownToSafeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="p"><button>Gönder</button></form><base href="https://evil.example/">',
    );
    expect(html).not.toMatch(/<(iframe|object|embed|form|input|button|base)\b/i);
  });

  it('removes javascript: and data: links but keeps their text', () => {
    const cases = [
      '[tıkla](javascript:alert(1))',
      '<a href="javascript:alert(1)">tıkla</a>',
      '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
      '<a href="&#106;avascript:alert(1)">tıkla</a>',
      '<a href=" javascript:alert(1)">tıkla</a>',
      '<a href="java\tscript:alert(1)">tıkla</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">tıkla</a>',
      '<a href="vbscript:msgbox(1)">tıkla</a>',
    ];
    for (const markdown of cases) {
      const link = dom(markdownToSafeHtml(markdown)).querySelector('a');
      expect(link?.getAttribute('href') ?? null).toBeNull();
      expect(dom(markdownToSafeHtml(markdown)).textContent).toContain('tıkla');
    }
  });

  it('removes SVG and MathML, with whatever scripts they carry', () => {
    const html = markdownToSafeHtml(
      '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>x</text></a></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(4)></style></mglyph></table></mtext></math>',
    );
    expect(html).not.toMatch(/<(svg|math|script|style|img)\b/i);
    expect(html).not.toContain('alert');
  });

  it('removes style attributes and style tags', () => {
    const html = markdownToSafeHtml('<p style="position:fixed;inset:0;background:red">kaplama</p><style>body{display:none}</style>');
    expect(html).not.toMatch(/style/i);
    expect(html).toContain('kaplama');
  });

  it('keeps safe links and opens other sites in a new tab without handing them this page', () => {
    const root = dom(
      markdownToSafeHtml(
        '[site](https://example.com/a) [iç](/tedaviler) [posta](mailto:info@example.com) [tel](tel:+902163456789) [çapa](#x)',
      ),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      '/tedaviler',
      'mailto:info@example.com',
      'tel:+902163456789',
      '#x',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[1]).not.toHaveAttribute('target');
  });

  it('drops a target the author typed and protocol-relative links', () => {
    const root = dom(markdownToSafeHtml('<a href="/x" target="_top">iç</a> <a href="//evil.example/x">dış</a>'));
    const [inner, protocolRelative] = [...root.querySelectorAll('a')];
    expect(inner).not.toHaveAttribute('target');
    expect(protocolRelative?.getAttribute('href')).toBeNull();
  });
});
