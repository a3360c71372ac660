#!/usr/bin/env node
/**
 * Smoke test of the deployable artifact: assembles the standalone server from the build that
 * already exists (`next build` runs first in scripts/test.sh; this script never builds), starts
 * it on STANDALONE_PORT (default 3101) and checks the home page in both languages, a treatment
 * page, the health endpoint, and a request stored through the traced SQLite module with the outbox
 * started with the server. Exits non-zero on the first failure, printing the server's output.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeSummary } from '../lib/requests/store-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STANDALONE_PORT ?? 3101);
const origin = `http://localhost:${port}`;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

execFileSync(process.execPath, [path.join(root, 'scripts/standalone.mjs'), '--assemble'], { cwd: root, stdio: 'inherit' });

const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
const nativeModule = path.join(root, distDir, 'standalone/node_modules/better-sqlite3/build/Release/better_sqlite3.node');
if (!existsSync(nativeModule)) {
  console.error(`test:standalone: ${path.relative(root, nativeModule)} is missing: the request store's SQLite module was not traced`);
  process.exit(1);
}

// The built-in content and no e-mail key, whatever the calling shell has configured; a store of its own.
const storeDir = mkdtempSync(path.join(tmpdir(), 'standalone-requests-'));
const env = { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', REQUEST_STORE_PATH: path.join(storeDir, 'requests.db') };
delete env.CONTENT_API_URL;
delete env.SERVER_HOSTNAME;
delete env.EMAILJS_PRIVATE_KEY;
const server = spawn(process.execPath, [path.join(root, 'scripts/standalone.mjs')], { cwd: root, env, detached: true });
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));

function stop() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(storeDir, { recursive: true, force: true });
}

function fail(message) {
  console.error(`test:standalone: ${message}\n--- server output ---\n${log}`);
  stop();
  process.exit(1);
}

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}`);
    try {
      await fetch(`${origin}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  fail('the server did not answer within 60 s');
}

async function page(pathname, ...texts) {
  const response = await fetch(origin + pathname, { redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) fail(`${pathname} answered ${response.status}, expected 200`);
  for (const text of texts) if (!html.includes(text)) fail(`${pathname} does not contain "${text}"`);
  const policy = response.headers.get('content-security-policy');
  if (!policy) fail(`${pathname} has no Content-Security-Policy`);
  // The cache handler is traced into the standalone server: cached pages name their scripts' hashes.
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (scriptSrc.includes("'unsafe-inline'") || !scriptSrc.includes("'sha256-"))
    fail(`${pathname}: script-src is "${scriptSrc}", expected hashes`);
  console.log(`ok  ${pathname} 200 (${texts.join(', ')}), ${scriptSrc.match(/'sha256-/g).length} script hashes`);
}

process.on('uncaughtException', (error) => fail(error.stack ?? String(error)));
process.on('unhandledRejection', (error) => fail(error?.stack ?? String(error)));

const started = Date.now();
await waitForServer();
await page('/', 'Osmanağa Diş Kliniği', 'lang="tr"');
await page('/en', 'Osmanağa Dental Clinic', 'lang="en"');
await page('/tedavi/implant', 'İmplant Tedavisi');
await page('/en/treatment/implant', 'Dental Implant Treatment');

const health = await fetch(`${origin}/api/health`);
if (health.status !== 200) fail(`/api/health answered ${health.status}`);
const body = await health.json();
// The outbox started with the server (instrumentation.ts), before any request: it said it has no key.
if (!log.includes('requests: EMAILJS_PRIVATE_KEY is not set')) fail('the outbox did not start with the server');
if (health.headers.get('cache-control') !== 'no-store') fail(`/api/health Cache-Control is ${health.headers.get('cache-control')}`);
if (body.status !== 'ok' || body.version !== pkg.version || body.content?.source !== 'builtin' || body.lastCmsFetch !== null)
  fail(`/api/health answered ${JSON.stringify(body)}`);
if (typeof body.buildId !== 'string' || body.buildId === '') fail(`/api/health has no build id: ${JSON.stringify(body)}`);
console.log(`ok  /api/health ${JSON.stringify(body)}`);

// A static asset from .next/static and a file from public/, both copied in by the assembly.
const css = (await (await fetch(`${origin}/`)).text()).match(/\/_next\/static\/[^"]+\.css/)?.[0];
if (!css || (await fetch(origin + css)).status !== 200) fail(`the page's stylesheet ${css} is not served`);
if ((await fetch(`${origin}/images/logo.svg`)).status !== 200) fail('/images/logo.svg from public/ is not served');
console.log(`ok  ${css} and /images/logo.svg 200`);

// A request is stored before it is answered, with its reference, in REQUEST_STORE_PATH.
const stored = await fetch(`${origin}/api/send-request`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ formId: 'treatment-callback', fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' }, locale: 'tr' }),
});
const answer = await stored.json().catch(() => null);
if (stored.status !== 200 || !/^OSM-[A-Z0-9]{4}-[A-Z0-9]{2}$/.test(answer?.reference ?? '')) {
  fail(`POST /api/send-request answered ${stored.status} ${JSON.stringify(answer)}`);
}
const summary = await storeSummary(env.REQUEST_STORE_PATH);
if (summary?.requests !== 1 || summary.waiting !== 1) fail(`the store holds ${JSON.stringify(summary)}, expected 1 request waiting`);
console.log(`ok  POST /api/send-request stored ${answer.reference} (waiting for an e-mail key)`);

stop();
console.log(`test:standalone passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
