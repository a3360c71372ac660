import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The two preloaded font files are subsets made by scripts/subset-fonts.sh; the
 * unicode-range of each face in app/fonts/index.ts must name exactly the glyphs
 * its file holds, or the browser would take a missing glyph from the subset
 * (drawing nothing useful) instead of falling through to the full file.
 */
const root = path.join(__dirname, '..', '..', '..');
const script = readFileSync(path.join(root, 'scripts/subset-fonts.sh'), 'utf8');
const fonts = readFileSync(path.join(root, 'app/fonts/index.ts'), 'utf8');

const normalize = (ranges: string) => ranges.replace(/\s+/g, '').split(',').sort();

function scriptRange(name: string): string[] {
  const match = new RegExp(`^${name}='([^']+)'`, 'm').exec(script);
  if (!match) throw new Error(`no ${name}= in scripts/subset-fonts.sh`);
  return normalize(match[1] ?? '');
}

function faceRange(file: string): string[] {
  const match = new RegExp(`src: '\\./${file}'[\\s\\S]*?value: '([^']+)'`).exec(fonts);
  if (!match) throw new Error(`no face for ${file} in app/fonts/index.ts`);
  return normalize(match[1] ?? '');
}

/** Code points of a unicode-range list, expanded (the ranges here are small). */
function codePoints(ranges: string[]): Set<number> {
  const points = new Set<number>();
  for (const range of ranges) {
    const [from = '', to = from] = range.replace(/U\+/g, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) points.add(code);
  }
  return points;
}

function fullFaceRange(variable: string): string[] {
  const match = new RegExp(`variable: '${variable}'[\\s\\S]*?value:\\s*'([^']+)'`).exec(fonts);
  if (!match) throw new Error(`no face with ${variable} in app/fonts/index.ts`);
  return normalize(match[1] ?? '');
}

describe('font subsets', () => {
  it('declare the same unicode ranges as the script that makes them', () => {
    expect(faceRange('plus-jakarta-sans-core.woff2')).toEqual(scriptRange('core'));
    expect(faceRange('plus-jakarta-sans-turkish.woff2')).toEqual(scriptRange('turkish'));
  });

  it('cover every letter of Turkish and English between them', () => {
    const covered = [...scriptRange('core'), ...scriptRange('turkish')].map((range) => {
      const [from = '', to = from] = range.replace(/U\+/g, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as const;
    });
    const letters = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZabcçdefgğhıijklmnoöpqrsştuüvwxyzâîû';
    const missing = [...letters].filter((letter) => {
      const code = letter.codePointAt(0)!;
      return !covered.some(([from, to]) => code >= from && code <= to);
    });
    expect(missing).toEqual([]);
  });

  it('leave the full Latin files nothing the subsets hold: a subset that misses the first paint falls back, it does not send the browser to a full file', () => {
    const subsets = codePoints([...scriptRange('core'), ...scriptRange('turkish')]);
    for (const variable of ['--font-jakarta-latin', '--font-jakarta-ext']) {
      const overlap = [...codePoints(fullFaceRange(variable))].filter((code) => subsets.has(code));
      expect(overlap.map((code) => `U+${code.toString(16).toUpperCase()}`)).toEqual([]);
    }
  });

  it('are optional, as are the full files: nothing moves when a font arrives late', () => {
    expect(fonts.match(/display: '(\w+)'/g)).toEqual(Array(4).fill("display: 'optional'"));
  });
});
