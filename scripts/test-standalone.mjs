#!/usr/bin/env node
/**
 * Smoke test of the deployable artifact: assembles the standalone server from the build that
 * already exists (`next build` runs first in scripts/test.sh; this script never builds), starts
 * it on STANDALONE_PORT (default 3101) and checks the home page in both languages, a treatment
 * page and the health endpoint. Exits non-zero on the first failure, printing the server's output.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.STANDALONE_PORT ?? 3101);
const origin = `http://localhost:${port}`;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

execFileSync(process.execPath, [path.join(root, 'scripts/standalone.mjs'), '--assemble'], { cwd: root, stdio: 'inherit' });

// The built-in content, whatever the calling shell has configured.
const env = { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' };
delete env.CONTENT_API_URL;
delete env.SERVER_HOSTNAME;
const server = spawn(process.execPath, [path.join(root, 'scripts/standalone.mjs')], { cwd: root, env, detached: true });
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));

function stop() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
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

stop();
console.log(`test:standalone passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
