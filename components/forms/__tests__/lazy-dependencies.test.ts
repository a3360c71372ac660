/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * zod (the forms' rules) loads with `import()` when a visitor uses a form: a static import anywhere
 * below a form component would put it into the first-load JavaScript of every page (issue 7).
 * The request store (SQLite) is the server's (lib/requests): no form reaches it at all.
 */
const root = path.resolve(__dirname, '../../..');
const formsFolder = path.join(root, 'components/forms');
const LAZY_PACKAGES = ['zod', 'better-sqlite3'];

/** Static imports and re-exports of a module (`import type` and `export type` are erased; `import()` is lazy). */
function staticSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const fromClauses = [...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);
  const sideEffects = [...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return [...fromClauses, ...sideEffects];
}

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every package reached by static imports from `entry`, with the chain of files that leads there. */
function staticPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      if (/\.(css|json)$/.test(specifier)) continue;
      const local = resolveLocal(specifier, file);
      if (local) visit(local, [...chain, path.relative(root, local)]);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !packages.has(packageName(specifier))) {
        packages.set(packageName(specifier), chain);
      }
    }
  };
  visit(entry, [path.relative(root, entry)]);
  return packages;
}

const components = readdirSync(formsFolder)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(formsFolder, name));

describe('the form components', () => {
  it('are found', () => {
    expect(components.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['AppointmentForm.tsx', 'BlogCallback.tsx', 'TreatmentCallback.tsx']),
    );
  });

  it.each(components.map((file) => [path.basename(file), file]))('%s imports neither zod nor the store statically', (_name, file) => {
    const reached = staticPackages(file);
    const offending = LAZY_PACKAGES.filter((name) => reached.has(name)).map((name) => `${name} via ${reached.get(name)!.join(' → ')}`);
    expect(offending).toEqual([]);
  });

  it('still validate with zod, loaded on demand, and post to the site', () => {
    expect(staticPackages(path.join(root, 'lib/forms/schemas.ts')).has('zod')).toBe(true);
    expect(readFileSync(path.join(root, 'lib/forms/load-schemas.ts'), 'utf8')).toMatch(/import\(\s*'\.\/schemas'\s*\)/);
    expect(readFileSync(path.join(root, 'lib/forms/post-request.ts'), 'utf8')).toContain("REQUEST_PATH = '/api/send-request'");
  });
});
