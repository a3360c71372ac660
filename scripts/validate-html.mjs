#!/usr/bin/env node
/**
 * Validates the HTML of every page type in both languages with the Nu HTML
 * checker (vnu-jar) and checks that each page has exactly one h1.
 * It builds nothing: it needs a finished build (`next build`).
 *
 *   node scripts/validate-html.mjs                      serves the build on its own port, then stops it
 *   node scripts/validate-html.mjs --url http://localhost:3205   checks a server that is already running
 *
 * Environment: VALIDATE_PORT (default 3297) for its own server, NEXT_DIST_DIR
 * for the build folder. Exits non-zero on any error; the last line is a summary.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const VNU = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

function argument(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The route pairs the browser tests use (e2e/support/routes.ts), so both check the same pages. */
function loadRoutePairs() {
  const ts = require('typescript');
  const source = readFileSync(path.join(root, 'e2e/support/routes.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const cjsModule = { exports: {} };
  new Function('exports', 'module', outputText)(cjsModule.exports, cjsModule);
  return cjsModule.exports.ROUTE_PAIRS;
}

function pagesToCheck() {
  const pages = [];
  for (const pair of loadRoutePairs()) {
    pages.push({ name: `${pair.name} (tr)`, path: pair.tr, status: 200 });
    pages.push({ name: `${pair.name} (en)`, path: pair.en, status: 200 });
  }
  // Unknown paths redirect home; a missing treatment is the site's 404 page.
  pages.push({ name: 'not found (tr)', path: '/tedavi/boyle-bir-tedavi-yok', status: 404 });
  pages.push({ name: 'not found (en)', path: '/en/treatment/no-such-treatment', status: 404 });
  return pages;
}

async function waitForServer(base, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/en`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${base} within 60 s`);
}

function startServer(port) {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

/*
 * Messages that say what the checker does not know, not what is wrong. Its CSS checker (it reads a
 * page's inline `<style>`, which holds the page's stylesheets: lib/page-cache/inline-css.mjs) predates
 * CSS Properties and Values' `@property`, which every current browser supports and app/styles/globals.css
 * uses on purpose (a custom property that is not inherited).
 */
const CHECKER_GAPS = [/^CSS: Unrecognized at-rule “@property”/];

function runValidator(files) {
  const result = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error?.code === 'ENOENT') {
    throw new Error(
      'the Nu HTML checker needs Java 11 or later, and there is no `java` on the PATH: `bash scripts/ensure-test-tools.sh java` installs it (apt-get install default-jre-headless)',
    );
  }
  if (result.error) throw result.error;
  const output = result.stderr.trim() || result.stdout.trim();
  const report = output ? JSON.parse(output) : { messages: [] };
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .filter((message) => !CHECKER_GAPS.some((gap) => gap.test(message.message)));
}

async function main() {
  const given = argument('--url');
  const port = Number(process.env.VALIDATE_PORT ?? 3297);
  const base = (given ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const server = given ? null : startServer(port);
  const work = mkdtempSync(path.join(tmpdir(), 'validate-html-'));
  const problems = [];
  try {
    if (server) await waitForServer(base, server);
    const pages = pagesToCheck();
    const files = new Map();
    for (const page of pages) {
      const response = await fetch(base + page.path, { redirect: 'manual' });
      if (response.status !== page.status) {
        problems.push(`${page.name} ${page.path}: status ${response.status}, expected ${page.status}`);
        continue;
      }
      const html = await response.text();
      const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (headings !== 1) problems.push(`${page.name} ${page.path}: ${headings} h1 elements, expected 1`);
      const file = path.join(work, `${page.name.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, html);
      files.set(file, page);
    }
    for (const message of runValidator([...files.keys()])) {
      const page = files.get(fileURLToPath(message.url)) ?? { name: message.url, path: '' };
      const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}` : '';
      const extract = message.extract ? `  «${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}»` : '';
      problems.push(`${page.name} ${page.path}${where}: ${message.message}${extract}`);
    }
    for (const problem of problems) console.log(problem);
    const summary = `validate-html: ${files.size} of ${pages.length} pages checked, ${problems.length} error${problems.length === 1 ? '' : 's'}`;
    console.log(summary);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    server?.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`validate-html: ${error.message}`);
  process.exit(1);
});
