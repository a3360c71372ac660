#!/usr/bin/env node
/**
 * Completes Next's standalone output and runs it.
 *
 *   node scripts/standalone.mjs             assemble, then run the server (PORT, default 3000)
 *   node scripts/standalone.mjs --assemble  assemble only (for packaging: ship the folder it prints)
 *
 * `next build` with `output: 'standalone'` writes <distDir>/standalone: server.js and the traced
 * node_modules (jsdom for isomorphic-dompurify included). It leaves out what the server reads
 * without an import, which this script copies in:
 *   public/            static files, served by the server
 *   <distDir>/static   the hashed scripts, styles and fonts under /_next/static
 *   content/           the built-in content, read at run time (CONTENT_DIR, relative to the folder)
 *   the four Plus Jakarta Sans .woff files the sharing-card images are drawn with
 *   <distDir>/cache/content-last-good   the CMS answers the build read (lib/content/last-good-store.ts): a
 *                      server deployed while the CMS is down knows the content the build prerendered, its
 *                      slugs and categories (lib/routing/known-content.ts) included
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
const out = path.join(root, distDir, 'standalone');

if (!existsSync(path.join(out, 'server.js'))) {
  console.error(`${path.relative(root, out)}/server.js is missing: run \`next build\` first (next.config.ts has output: 'standalone').`);
  process.exit(1);
}

function copy(from, to = from) {
  const target = path.join(out, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, from), target, { recursive: true });
}

copy('public');
copy(path.join(distDir, 'static'));
copy('content');
const lastGood = path.join(distDir, 'cache', 'content-last-good');
if (existsSync(path.join(root, lastGood))) copy(lastGood);
const fonts = 'node_modules/@fontsource/plus-jakarta-sans/files';
for (const subset of ['latin', 'latin-ext']) {
  for (const weight of [400, 800]) copy(`${fonts}/plus-jakarta-sans-${subset}-${weight}-normal.woff`);
}

if (process.argv.includes('--assemble')) {
  console.log(`Standalone server assembled in ${path.relative(root, out)}: run \`node server.js\` there (PORT, HOSTNAME).`);
} else {
  // HOSTNAME is often preset by the shell or a container to the machine's name; bind to localhost
  // unless it is set on purpose for this server (SERVER_HOSTNAME).
  // The request store stays beside the project, not in the standalone folder, which the next build replaces.
  const env = {
    ...process.env,
    HOSTNAME: process.env.SERVER_HOSTNAME || 'localhost',
    PORT: process.env.PORT || '3000',
    REQUEST_STORE_PATH: path.resolve(root, process.env.REQUEST_STORE_PATH || path.join('data', 'requests.db')),
  };
  const server = spawn(process.execPath, ['server.js'], { cwd: out, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
