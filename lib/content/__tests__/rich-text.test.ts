import { parseRichText, richTextToPlain } from '../rich-text';

describe('parseRichText', () => {
  it('keeps every known kind: paragraph, heading, list, quote, with links and marks', () => {
    const nodes = parseRichText([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'a', bold: true, italic: true, underline: true, strikethrough: true, code: true }],
      },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'b' }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'c' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'd' }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'e' }] }] },
    ]);
    expect(nodes).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'a', bold: true, italic: true, underline: true, strikethrough: true, code: true }],
      },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'b' }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'c' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'd' }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'e' }] }] },
    ]);
  });

  it('drops unknown kinds and malformed entries instead of failing', () => {
    const nodes = parseRichText([
      { type: 'image', image: { url: '/x.png' } },
      { type: 'code', children: [{ type: 'text', text: 'rm -rf /' }] },
      { type: 'heading', level: 9, children: [] },
      'just a string',
      null,
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'kalır' },
          { type: 'mention', id: 3 },
        ],
      },
    ]);
    expect(nodes).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'kalır' }] }]);
  });

  it('reads a list without a known format as unordered and keeps only list items', () => {
    const [list] = parseRichText([
      {
        type: 'list',
        format: 'weird',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'x' }] },
          { type: 'paragraph', children: [] },
        ],
      },
    ]);
    expect(list).toEqual({ type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'x' }] }] });
  });

  it('gives nothing for anything that is not a list of nodes', () => {
    expect(parseRichText(undefined)).toEqual([]);
    expect(parseRichText('<p>html</p>')).toEqual([]);
    expect(parseRichText({ type: 'paragraph' })).toEqual([]);
  });

  it('turns nodes into plain text', () => {
    const nodes = parseRichText([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Bir ' },
          { type: 'link', url: '/x', children: [{ type: 'text', text: 'bağlantı' }] },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'madde' }] }] },
    ]);
    expect(richTextToPlain(nodes)).toBe('Bir bağlantı madde');
  });
});
