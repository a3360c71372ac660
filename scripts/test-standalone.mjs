#!/usr/bin/env node
/**
 * Smoke test of the deployable artifact: assembles the standalone server from the build that
 * already exists (`next build` runs first in scripts/test.sh; this script never builds), starts
 * it on STANDALONE_PORT (default 3101) and checks the home page in both languages, a treatment
 * page, the health endpoint, and a request stored through the traced SQLite module with the outbox
 * started with the server; then that after a CMS webhook, a POST to each metadata file
 * (robots.txt, the sitemap, the manifest, the icons) is refused and leaves it answering GET with
 * its own body (a POST once regenerated it and stored its 405). Exits non-zero on the first
 * failure, printing the server's output.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeSummary } from '../lib/requests/store-file.mjs';
import { decodeReferences } from '../e2e/support/served-html.mjs';

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
const secret = randomBytes(24).toString('hex');
const env = {
  ...process.env,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  REQUEST_STORE_PATH: path.join(storeDir, 'requests.db'),
  REVALIDATE_SECRET: secret,
};
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
  for (const text of texts) if (!decodeReferences(html).includes(text)) fail(`${pathname} does not contain "${text}"`);
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

/** Each metadata file, with what its GET must answer. */
const METADATA = [
  ['/robots.txt', 'text/plain', (body) => body.toString().includes('Sitemap: ')],
  ['/sitemap.xml', 'application/xml', (body) => body.toString().includes('<urlset')],
  ['/manifest.webmanifest', 'application/manifest+json', (body) => JSON.parse(body.toString()).start_url === '/'],
  ['/icon.svg', 'image/svg+xml', (body) => body.toString().includes('<svg')],
  ['/apple-icon.png', 'image/png', (body) => body.subarray(1, 4).toString() === 'PNG'],
];
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
for (const [pathname, type, isBody] of METADATA) {
  const webhook = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'treatment' }),
  });
  if (webhook.status !== 200) fail(`the webhook answered ${webhook.status}`);
  for (const headers of [form, { ...form, 'Next-Action': 'x' }]) {
    const post = await fetch(origin + pathname, { method: 'POST', headers, body: 'a=b', redirect: 'manual' });
    if (post.status !== 405 || post.headers.get('allow') !== 'GET, HEAD')
      fail(`POST ${pathname} answered ${post.status} (allow: ${post.headers.get('allow')}), expected 405`);
    if (!post.headers.get('content-security-policy') || post.headers.get('x-frame-options') !== 'DENY')
      fail(`POST ${pathname}: the 405 lacks the security headers`);
  }
  const get = await fetch(origin + pathname);
  const body = Buffer.from(await get.arrayBuffer());
  if (get.status !== 200 || !get.headers.get('content-type')?.startsWith(type) || !isBody(body))
    fail(`GET ${pathname} after a webhook and two POSTs answered ${get.status} ${get.headers.get('content-type')} (${body.length} bytes)`);
  console.log(`ok  ${pathname}: webhook, POST 405 twice, then GET 200 ${type}, ${body.length} bytes`);
}

stop();
console.log(`test:standalone passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
