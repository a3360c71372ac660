import { DESCRIPTION_LIMIT, truncateDescription } from '../describe';

const words = (count: number, word = 'diş') => Array.from({ length: count }, () => word).join(' ');

describe('truncateDescription', () => {
  it('returns a short text unchanged (whitespace collapsed)', () => {
    expect(truncateDescription('  Ağız ve  diş\nsağlığı  ')).toBe('Ağız ve diş sağlığı');
  });

  it('keeps a text of exactly the limit whole, without an ellipsis', () => {
    const text = 'a'.repeat(DESCRIPTION_LIMIT);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts a long text between words, at most 155 characters plus the ellipsis', () => {
    const text = words(80, 'çiğneme');
    const result = truncateDescription(text);
    expect(result.endsWith('…')).toBe(true);
    expect(Array.from(result).length).toBeLessThanOrEqual(DESCRIPTION_LIMIT + 1);
    const body = result.slice(0, -1);
    expect(text.startsWith(body)).toBe(true);
    // The cut falls before a space: the last word is whole.
    expect(text[body.length]).toBe(' ');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'Kanal tedavisi dişi korur, '.repeat(5)}ve ağrıyı giderir.`;
    const result = truncateDescription(text, 40);
    expect(result).toMatch(/[^\s,.;:!?]…$/u);
  });

  it('counts code points, so emoji and Turkish letters are never split', () => {
    const text = '😀'.repeat(200);
    const result = truncateDescription(text);
    expect(result).toBe(`${'😀'.repeat(DESCRIPTION_LIMIT)}…`);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('cuts inside a single very long word rather than leaving almost nothing', () => {
    const text = `Kısa ${'ş'.repeat(300)}`;
    const result = truncateDescription(text);
    expect(Array.from(result)).toHaveLength(DESCRIPTION_LIMIT + 1);
    expect(result.endsWith('ş…')).toBe(true);
  });
});

describe('truncateDescription with combining marks', () => {
  it('keeps a letter and its combining dot together', () => {
    const dotted = 'i\u0307';
    const result = truncateDescription(dotted.repeat(200));
    expect(result).toBe(`${dotted.repeat(DESCRIPTION_LIMIT)}…`);
  });
});
