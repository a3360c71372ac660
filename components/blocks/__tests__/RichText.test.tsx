import { render } from '@testing-library/react';
import type { RichTextNode } from '@/lib/content/types';
import { RichText } from '../RichText';

function renderNodes(nodes: unknown[]) {
  return render(<RichText nodes={nodes as RichTextNode[]} />).container;
}

describe('RichText', () => {
  it('renders a paragraph with bold, italic, underline, strikethrough and code marks', () => {
    const root = renderNodes([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'düz ' },
          { type: 'text', text: 'kalın', bold: true },
          { type: 'text', text: 'eğik', italic: true },
          { type: 'text', text: 'altı çizili', underline: true },
          { type: 'text', text: 'üstü çizili', strikethrough: true },
          { type: 'text', text: 'kod', code: true },
          { type: 'text', text: 'hepsi', bold: true, italic: true, underline: true },
        ],
      },
    ]);
    const paragraph = root.querySelector('p');
    expect(paragraph).toHaveTextContent('düz kalıneğikaltı çiziliüstü çizilikodhepsi');
    expect(root.querySelector('strong')).toHaveTextContent('kalın');
    expect(root.querySelector('em')).toHaveTextContent('eğik');
    expect(root.querySelector('u')).toHaveTextContent('altı çizili');
    expect(root.querySelector('s')).toHaveTextContent('üstü çizili');
    expect(root.querySelector('code')).toHaveTextContent('kod');
    expect(root.querySelector('strong > em > u')).toHaveTextContent('hepsi');
  });

  it('renders headings from h3 down, so the page keeps h1 and the subtitles keep h2', () => {
    const root = renderNodes(
      [1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', level, children: [{ type: 'text', text: `h${level}` }] })),
    );
    expect(root.querySelectorAll('h1, h2')).toHaveLength(0);
    expect([...root.querySelectorAll('h3, h4, h5, h6')].map((heading) => heading.tagName)).toEqual(['H3', 'H3', 'H3', 'H4', 'H5', 'H6']);
  });

  it('renders ordered and unordered lists', () => {
    const item = (text: string) => ({ type: 'list-item', children: [{ type: 'text', text }] });
    const root = renderNodes([
      { type: 'list', format: 'unordered', children: [item('a'), item('b')] },
      { type: 'list', format: 'ordered', children: [item('1'), item('2'), item('3')] },
    ]);
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelectorAll('ol > li')).toHaveLength(3);
  });

  it('renders quotes', () => {
    const root = renderNodes([{ type: 'quote', children: [{ type: 'text', text: 'Gülüşünüz önemli.', italic: true }] }]);
    expect(root.querySelector('blockquote em')).toHaveTextContent('Gülüşünüz önemli.');
  });

  it('renders links: other sites in a new tab, the site itself in place', () => {
    const root = renderNodes([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://example.com/a', children: [{ type: 'text', text: 'dış' }] },
          { type: 'link', url: '/tedaviler', children: [{ type: 'text', text: 'iç', bold: true }] },
          { type: 'link', url: 'tel:+902163456789', children: [{ type: 'text', text: 'ara' }] },
        ],
      },
    ]);
    const [external, internal, phone] = [...root.querySelectorAll('a')];
    expect(external).toHaveAttribute('href', 'https://example.com/a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).toHaveAttribute('href', '/tedaviler');
    expect(internal).not.toHaveAttribute('target');
    expect(internal?.querySelector('strong')).toHaveTextContent('iç');
    expect(phone).toHaveAttribute('href', 'tel:+902163456789');
  });

  it('removes javascript: and data: links and keeps their words', () => {
    const root = renderNodes([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'tıkla' }] },
          { type: 'link', url: ' JavaScript:alert(2)', children: [{ type: 'text', text: 'bir daha' }] },
          { type: 'link', url: 'data:text/html,<script>alert(3)</script>', children: [{ type: 'text', text: 'veri' }] },
        ],
      },
    ]);
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/javascript|data:/i);
    expect(root).toHaveTextContent('tıkla');
    expect(root).toHaveTextContent('veri');
  });

  it('drops unknown kinds and renders the known ones around them', () => {
    const root = renderNodes([
      { type: 'image', image: { url: '/x.png' } },
      { type: 'paragraph', children: [{ type: 'text', text: 'kalır' }] },
      { type: 'code', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
    expect(root.querySelectorAll('img, pre, script')).toHaveLength(0);
    expect(root.textContent).toBe('kalır');
  });

  it('shows text from the CMS as text, never as HTML', () => {
    const root = renderNodes([{ type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }]);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('p')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('skips empty paragraphs and turns soft line breaks into <br>', () => {
    const root = renderNodes([
      { type: 'paragraph', children: [{ type: 'text', text: '' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'bir\niki' }] },
    ]);
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root.querySelector('p br')).not.toBeNull();
  });
});
