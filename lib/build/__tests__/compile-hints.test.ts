/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterProductionCompile } from '../after-compile';
import { markStartupScripts, startupScripts, withCompileHint } from '../compile-hints';

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

  it('runs once the build has compiled', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const projectDir = path.dirname(distDir);
    await afterProductionCompile({ projectDir, distDir: path.basename(distDir) }, {});
    expect(chunk('framework.js')).toBe(`//# allFunctionsCalledOnLoad\n${FRAMEWORK}`);
    expect(log).toHaveBeenCalledWith('compile hints: 3 startup scripts compiled while they download');
    log.mockRestore();
  });

  it('warns a deploy build without NEXT_PUBLIC_SITE_URL, and only that one', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const build = { projectDir: path.dirname(distDir), distDir: path.basename(distDir) };
    await afterProductionCompile(build, { npm_lifecycle_event: 'build' });
    await afterProductionCompile(build, { npm_lifecycle_event: 'build:standalone', NEXT_PUBLIC_SITE_URL: 'https://example.com' });
    expect(warn).not.toHaveBeenCalled();
    await afterProductionCompile(build, { npm_lifecycle_event: 'build:standalone' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^NEXT_PUBLIC_SITE_URL is not set: /);
    log.mockRestore();
    warn.mockRestore();
  });
});

describe('the launch check (LAUNCH=1)', () => {
  it('stops the build while the clinic values are the shipped samples', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const root = path.resolve(__dirname, '../../..');
    const distDir = mkdtempSync(path.join(tmpdir(), 'launch-'));
    try {
      await expect(afterProductionCompile({ projectDir: root, distDir }, { LAUNCH: '1' })).rejects.toThrow(
        /^LAUNCH=1: the go-live check failed \(\d+ failures\); see docs\/go-live.md.$/,
      );
    } finally {
      rmSync(distDir, { recursive: true, force: true });
      log.mockRestore();
    }
  }, 30_000);
});
