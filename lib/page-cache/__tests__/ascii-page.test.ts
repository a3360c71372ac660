/** @jest-environment jsdom */
import { asciiPage, withAsciiPage } from '../ascii-page.mjs';

const FLIGHT = 'self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"Kadıköy’de implant 😀\\"}]\\n"])';
const JSON_LD = '{"@type":"Dentist","name":"Osmanağa Diş Kliniği","address":"مرحبا"}';
const PAGE =
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Kadıköy’de İmplant | Osmanağa</title>' +
  '<meta name="description" content="Diş çekimi &amp; köprü"/><style data-page-css="">.a::after{content:"→"}.b{font-family:"Şişli"}</style></head>' +
  '<body><main><h1 class="x">Kadıköy’de implant 😀</h1><img alt="Gülüş tasarımı" src="/i.png"/><p>ğüşıöç İĞÜŞÖÇ العربية</p>' +
  `<script type="application/ld+json">${JSON_LD}</script><script>${FLIGHT}</script></main></body></html>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The document as the browser builds it, without the text of its scripts and styles. */
function markup(document: Document): string {
  for (const element of document.querySelectorAll('script, style')) element.textContent = '';
  return document.documentElement.outerHTML;
}

/** What a flight script pushes, run as the browser runs it. */
function pushed(script: string): unknown[] {
  const self = { __next_f: [] as unknown[] };
  new Function('self', script)(self);
  return self.__next_f;
}

describe('asciiPage: the page as ASCII, read by the browser as the same page', () => {
  const escaped = asciiPage(PAGE);

  it('holds no character past ASCII', () => {
    expect(escaped).toMatch(/^[\x00-\x7f]*$/);
  });

  it('builds the same document: text, attributes and title by character references', () => {
    expect(markup(parse(escaped))).toBe(markup(parse(PAGE)));
    expect(parse(escaped).title).toBe('Kadıköy’de İmplant | Osmanağa');
    expect(escaped).toContain('<h1 class="x">Kad&#305;k&#246;y&#8217;de implant &#128512;</h1>');
  });

  it('keeps what the scripts read: JSON-LD and the flight data by \\u escapes', () => {
    const [jsonLd, flight] = [...parse(escaped).querySelectorAll('script')].map((script) => script.textContent ?? '');
    expect(JSON.parse(jsonLd!)).toEqual(JSON.parse(JSON_LD));
    expect(pushed(flight!)).toEqual(pushed(FLIGHT));
    expect(flight).toContain('Kad\\u0131k\\u00f6y\\u2019de implant \\ud83d\\ude00');
  });

  it('writes CSS escapes in a style, each ended by a space', () => {
    expect(escaped).toContain('<style data-page-css="">.a::after{content:"\\2192 "}.b{font-family:"\\15e i\\15f li"}</style>');
  });

  it('replaces a backslash that escaped the character itself with the escape', () => {
    const script = 'self.__next_f.push(["\\ş","\\\\ş"])';
    const [text] = [...parse(asciiPage(`<script>${script}</script>`)).querySelectorAll('script')].map(
      (element) => element.textContent ?? '',
    );
    expect(text).toBe('self.__next_f.push(["\\u015f","\\\\\\u015f"])');
    expect(pushed(text!)).toEqual(pushed(script));
  });

  it('reads only script and style elements as raw text, not an element whose name starts with theirs', () => {
    expect(asciiPage('<style-card>ş</style-card><script-note title="ğ">ı</script-note>')).toBe(
      '<style-card>&#351;</style-card><script-note title="&#287;">&#305;</script-note>',
    );
  });

  it('leaves an ASCII page as it is', () => {
    const ascii = '<html><body><p>Implant &amp; bridges</p><script>self.__next_f.push([1,"x"])</script></body></html>';
    expect(asciiPage(ascii)).toBe(ascii);
    expect(asciiPage(escaped)).toBe(escaped);
  });

  it("changes a cached page's HTML in place, and nothing else", () => {
    const value = { kind: 'APP_PAGE', html: PAGE, rscData: Buffer.from('ş') } as const;
    const page = { ...value };
    withAsciiPage(page as never);
    expect(page).toEqual({ ...value, html: escaped });
    const route = { kind: 'APP_ROUTE', body: Buffer.from('ş') };
    withAsciiPage(route as never);
    expect(route).toEqual({ kind: 'APP_ROUTE', body: Buffer.from('ş') });
  });
});
