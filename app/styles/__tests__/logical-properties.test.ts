import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * One stylesheet serves both directions: every rule that places something on the line's start or
 * end says so (`margin-inline-start`, `inset-inline-end`, `text-align: start`, …), so an Arabic page
 * is the Turkish page mirrored. A declaration that must stay physical says why in a comment on the
 * line above that contains "physical" (the play triangle's optical centre: the icon never mirrors).
 */
const root = path.join(__dirname, '..', '..', '..');

/** Still left to right, and why: the file's own change converts it. */
const PENDING: Record<string, string> = {};

const PHYSICAL = [
  /^(left|right)\s*:/,
  /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/,
  /^border-(top|bottom)-(left|right)-radius\s*:/,
  /^text-align\s*:\s*(left|right)\b/,
  /^float\s*:\s*(left|right)\b/,
  /^clear\s*:\s*(left|right)\b/,
];

/** The values of a declaration, a function call (`var(…)`, `max(…)`) counting as one. */
const valuesOf = (value: string) => value.trim().match(/[\w-]+\((?:[^()]|\([^()]*\))*\)|[^\s()]+/g) ?? [];

/** A four-value box shorthand whose left and right differ (`inset: 0 1rem 0 0`). */
function unevenShorthand(declaration: string): boolean {
  const match = /^(margin|padding|inset|border-width|border-color|border-style)\s*:\s*([^;!]+)/.exec(declaration);
  if (!match) return false;
  const values = valuesOf(match[2]!);
  return values.length === 4 && values[1] !== values[3];
}

/** A border radius whose corners differ from left to right (`0 1rem 1rem 0`). */
function unevenRadius(declaration: string): boolean {
  const match = /^border-radius\s*:\s*([^;/!]+)/.exec(declaration);
  if (!match) return false;
  const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = valuesOf(match[1]!);
  return topLeft !== topRight || bottomLeft !== bottomRight;
}

function stylesheets(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

function physicalDeclarations(css: string): string[] {
  const lines = css.split('\n');
  return lines.flatMap((line, index) => {
    const declaration = line.trim();
    const physical = PHYSICAL.some((pattern) => pattern.test(declaration)) || unevenShorthand(declaration) || unevenRadius(declaration);
    if (!physical || /physical/i.test(lines[index - 1] ?? '')) return [];
    return [`${index + 1}: ${declaration}`];
  });
}

describe('stylesheets', () => {
  const files = [...stylesheets('app'), ...stylesheets('components')];

  it('are found', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.filter((file) => !(file in PENDING)))('%s places things by the line’s start and end, not left and right', (file) => {
    expect(physicalDeclarations(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('catch a physical declaration', () => {
    const css = [
      '.a {',
      '  margin-left: 1rem;',
      '  inset: 0 1rem 0 0;',
      '  border-radius: 0 1rem 1rem 0;',
      '  text-align: right;',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([
      '2: margin-left: 1rem;',
      '3: inset: 0 1rem 0 0;',
      '4: border-radius: 0 1rem 1rem 0;',
      '5: text-align: right;',
    ]);
  });

  it('let through block-axis, symmetric and explained ones', () => {
    const css = [
      '.a {',
      '  margin: 0 1rem 2rem;',
      '  inset: auto 0 0 0;',
      '  border-radius: 1rem 1rem 0 0;',
      '  /* physical: the icon never mirrors */',
      '  margin-left: 8%;',
      '  background: linear-gradient(to right, red, blue);',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([]);
  });
});
