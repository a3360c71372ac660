/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileHintsAfterBuild, markStartupScripts, startupScripts, withCompileHint } from '../compile-hints.mjs';

const FRAMEWORK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,(e)=>{e.v(1)}]);';
const RUNTIME = '(()=>{var e={};})();';
const ROUTE = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,2,(e)=>{e.v(2)}]);';
const LAZY = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,3,(e)=>{e.v(3)}]);';
const POLYFILL = '!function(){}();';

let distDir: string;
const chunk = (name: string) => readFileSync(path.join(distDir, 'static', 'chunks', name), 'utf8');

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  const files = {
    'framework.js': FRAMEWORK,
    'turbopack-runtime.js': RUNTIME,
    'route.js': ROUTE,
    'lazy.js': LAZY,
    'polyfills.js': POLYFILL,
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(distDir, 'static', 'chunks', name), source);
  writeFileSync(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js', '../outside.js'],
    }),
  );
  // What Next writes beside each route's server code: the route's entry chunks and its client modules.
  const manifest = {
    clientModules: { '[project]/components/Form.tsx': { id: 3, chunks: ['/_next/static/chunks/lazy.js'], async: true } },
    entryJSFiles: {
      '[project]/app/[locale]/layout': ['static/chunks/route.js'],
      '[project]/app/[locale]/page': ['static/chunks/route.js', 'static/chunks/framework.js'],
    },
  };
  mkdirSync(path.join(distDir, 'server', 'app', '[locale]'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'server', 'app', '[locale]', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/page"] = ${JSON.stringify(manifest)};\n`,
  );
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('compile hints', () => {
  it("puts V8's hint on the first line of a script, once", () => {
    expect(withCompileHint(FRAMEWORK)).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
    expect(withCompileHint(withCompileHint(FRAMEWORK))).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
  });

  it("names the build's root main files and each route's entry chunks, once each, under static/chunks only", () => {
    expect(startupScripts(distDir)).toEqual(['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js', 'static/chunks/route.js']);
  });

  it('marks the startup scripts and leaves chunks imported later and polyfills as they are, also when run again', () => {
    expect(markStartupScripts(distDir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/turbopack-runtime.js',
      'static/chunks/route.js',
    ]);
    expect(markStartupScripts(distDir)).toEqual([]);
    expect(chunk('framework.js')).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
    expect(chunk('turbopack-runtime.js')).toBe(`//# allFunctionsCalledOnLoad\n${RUNTIME}`);
    expect(chunk('route.js')).toBe(`//# allFunctionsCalledOnLoad\n${ROUTE}`);
    expect(chunk('lazy.js')).toBe(LAZY);
    expect(chunk('polyfills.js')).toBe(POLYFILL);
  });

  it('runs after the build compiled, unless COMPILE_HINTS=0', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const projectDir = path.dirname(distDir);
    await compileHintsAfterBuild({ projectDir, distDir: path.basename(distDir) }, { COMPILE_HINTS: '0' });
    expect(chunk('framework.js')).toBe(FRAMEWORK);
    await compileHintsAfterBuild({ projectDir, distDir: path.basename(distDir) }, {});
    expect(chunk('framework.js')).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
    expect(log).toHaveBeenCalledWith('compile hints: 3 startup scripts compiled while they download');
    log.mockRestore();
  });
});
