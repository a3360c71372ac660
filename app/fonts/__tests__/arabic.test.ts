/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARABIC_RANGE, arabicFont, writtenInArabicScript } from '../arabic';

jest.mock('server-only', () => ({}));

const root = path.join(__dirname, '..', '..', '..');

describe('the Arabic face', () => {
  it('is for the languages written in Arabic script only', () => {
    expect(['ar', 'fa', 'ur', 'ar-EG'].map(writtenInArabicScript)).toEqual([true, true, true, true]);
    expect(['tr', 'en', 'de', 'ru', 'he'].map(writtenInArabicScript)).toEqual([false, false, false, false, false]);
  });

  it('is the file in public/fonts, addressed by its content', () => {
    const { href } = arabicFont();
    expect(href).toMatch(/^\/fonts\/noto-sans-arabic-core\.woff2\?v=[0-9a-f]{12}$/);
    expect(
      readFileSync(path.join(root, 'public', href.split('?')[0]!))
        .subarray(0, 4)
        .toString(),
    ).toBe('wOF2');
  });

  it('declares the characters the subset script puts in the file', () => {
    const script = readFileSync(path.join(root, 'scripts/subset-fonts.sh'), 'utf8');
    expect(/^arabic='([^']+)'/m.exec(script)?.[1]).toBe(ARABIC_RANGE);
    expect(arabicFont().css).toContain(`unicode-range:${ARABIC_RANGE}`);
  });

  it('puts the face into the site’s font stack before the fallback, the stack otherwise as in tokens.css', () => {
    const tokens = readFileSync(path.join(root, 'app/styles/tokens.css'), 'utf8');
    const stack = (/--font-sans:\s*([^;]+);/.exec(tokens)?.[1] ?? '').replace(/\s+/g, ' ').replace(/, /g, ',');
    const arabicStack = /--font-sans:([^}]+)\}/.exec(arabicFont().css)?.[1];
    expect(arabicStack).toBe(stack.replace(`'Jakarta Fallback'`, `'Noto Sans Arabic','Jakarta Fallback'`));
  });
});
