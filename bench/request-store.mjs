#!/usr/bin/env node
/**
 * The request store's two candidates measured side by side (issue 44; figures in docs/requests.md):
 * better-sqlite3 (WAL, synchronous=FULL) and PGlite (Postgres in WebAssembly, on the disk), for
 * cold start (a new process to its first durable insert), the latency of one durable insert (its
 * own transaction, on the disk when it returns), and two processes writing one store at once.
 *
 *   node bench/request-store.mjs [--inserts 200]
 *
 * PGlite is not a dependency of the site: install it beside, without saving, to measure it
 * (`npm install --no-save @electric-sql/pglite`); it is skipped when it cannot be loaded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);
const inserts = Number(argv[argv.indexOf('--inserts') + 1] || 200);

const ROW = JSON.stringify({ phone: '05321234567', email: 'hasta@example.com', service: 'İmplant', message: 'x'.repeat(300) });

const engines = {
  async 'better-sqlite3'(path) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(join(path, 'requests.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE IF NOT EXISTS requests (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO requests (body) VALUES (?)');
    return {
      insert: async (body) => insert.run(body),
      count: async () => db.prepare('SELECT count(*) AS n FROM requests').get().n,
      close: async () => db.close(),
    };
  },
  async pglite(path) {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(path, 'pgdata'));
    await db.exec('CREATE TABLE IF NOT EXISTS requests (id SERIAL PRIMARY KEY, body TEXT NOT NULL)');
    return {
      insert: async (body) => db.query('INSERT INTO requests (body) VALUES ($1)', [body]),
      count: async () => (await db.query('SELECT count(*)::int AS n FROM requests')).rows[0].n,
      close: async () => db.close(),
    };
  },
};

/** In a child: open the store, insert `count` rows one by one, print timings as JSON. */
async function child(engine, path, count, startAt) {
  const opened = performance.now();
  const store = await engines[engine](path);
  const ready = performance.now();
  // Both writers of the pair start inserting at the same moment, after both have opened the store.
  if (startAt) await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const latencies = [];
  let errors = 0;
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    try {
      await store.insert(ROW);
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - start);
  }
  const rows = await store.count();
  await store.close();
  const rss = process.memoryUsage().rss;
  console.log(JSON.stringify({ openMs: ready - opened, sinceStartMs: ready - 0, latencies, errors, rows, rss }));
}

function run(engine, path, count, startAt = 0) {
  return new Promise((resolve) => {
    const started = performance.now();
    const proc = spawn(process.execPath, [self, '--child', engine, path, String(count), String(startAt)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.stderr.on('data', (chunk) => (err += chunk));
    proc.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve({ code, wallMs: performance.now() - started, ...JSON.parse(line) });
      } catch {
        resolve({ code, wallMs: performance.now() - started, failed: (err || out).trim().split('\n').slice(-3).join(' | ') });
      }
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
const ms = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);

async function measure(engine) {
  try {
    await engines[engine](mkdtempSync(join(process.env.STORE_BENCH_DIR ?? tmpdir(), 'store-probe-')));
  } catch (error) {
    return { engine, skipped: String(error.message ?? error).split('\n')[0] };
  }
  const cold = mkdtempSync(join(process.env.STORE_BENCH_DIR ?? tmpdir(), `store-${engine}-`));
  const first = await run(engine, cold, 1);
  const single = await run(engine, cold, inserts);
  const shared = mkdtempSync(join(process.env.STORE_BENCH_DIR ?? tmpdir(), `store-${engine}-shared-`));
  await run(engine, shared, 0);
  // Long enough that the two overlap: 10 times the single run's inserts each, from one moment.
  const startAt = Date.now() + 6000;
  const pair = await Promise.all([run(engine, shared, inserts * 10, startAt), run(engine, shared, inserts * 10, startAt)]);
  const check = await run(engine, shared, 0);
  for (const dir of [cold, shared]) rmSync(dir, { recursive: true, force: true });
  return { engine, first, single, pair, check };
}

if (argv[0] === '--child') {
  await child(argv[1], argv[2], Number(argv[3]), Number(argv[4]));
} else {
  console.log(`${inserts} durable inserts per process; one row ≈ ${ROW.length} bytes\n`);
  console.log(
    '| engine | cold start to first insert (process) | open | insert median | insert p95 | two processes at once: rows / expected, errors | RSS |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const engine of Object.keys(engines)) {
    const result = await measure(engine);
    if (result.skipped) {
      console.log(`| ${engine} | skipped: ${result.skipped} | | | | | |`);
      continue;
    }
    const { first, single, pair, check } = result;
    const pairText = pair.some((run) => run.failed)
      ? `${pair.map((run) => (run.failed ? `failed: ${run.failed.slice(0, 120)}` : `ok ${run.rows}`)).join('; ')}; after: ${check.failed ? `failed: ${check.failed.slice(0, 120)}` : `${check.rows} rows`}`
      : `${check.rows ?? '?'} / ${inserts * 20}, ${pair.reduce((sum, run) => sum + run.errors, 0)} errors`;
    console.log(
      `| ${engine} | ${ms(first.wallMs)} | ${ms(first.openMs)} | ${ms(median(single.latencies))} | ${ms(p95(single.latencies))} | ${pairText} | ${(single.rss / 2 ** 20).toFixed(0)} MB |`,
    );
  }
}
