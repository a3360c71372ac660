/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import circles in the site's code, type-only imports included (ESLint's `import/no-cycle`
 * skips those): each module can be read, tested and moved on its own. Imports are read with
 * TypeScript's own pre-processor and resolved as the project does (`@/` is the root; a `.mjs`
 * import is the file itself).
 */

const root = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'components', 'i18n', 'lib'];
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourceFiles(): string[] {
  const files = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];
  for (const folder of FOLDERS) {
    for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (SOURCE.test(file) && !file.endsWith('.d.ts') && !file.split(path.sep).includes('__tests__')) {
        files.push(path.join(folder, file).split(path.sep).join('/'));
      }
    }
  }
  return files;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Each circle once, as the files along it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

it('has no import circle', () => {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((target): target is string => target !== null && target !== file),
    );
  }
  expect(graph.size).toBeGreaterThan(100);
  expect(circles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
});
