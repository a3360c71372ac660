/**
 * `npm run load`'s outbox phase (issue 44; LOAD_PHASES=outbox): no request may be lost or e-mailed
 * twice, whatever fails. 200 appointment requests (LOAD_OUTBOX_REQUESTS), each with an e-mail
 * address (so each makes a clinic e-mail, a confirmation and a CMS entry), are sent to a site
 * whose EmailJS answers 500 or times out (e2e/support/fake-emailjs.mjs, `flaky`) and whose CMS is
 * stopped (nothing listens on its port). The server is killed with SIGKILL twice: once while the
 * requests come in (a client that got no answer sends the same request again with the same id,
 * as the browser does), once after EmailJS and the CMS are back, while the outbox is sending, which
 * is where a kill can fall between EmailJS accepting an e-mail and the store marking it sent.
 * It reports requests acknowledged, stored, delivered after recovery, duplicates, the time to
 * drain and the server's memory, and fails on a lost request.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeEmailJs } from '../e2e/support/fake-emailjs.mjs';
import { storeSummary } from '../lib/requests/store-file.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for Strapi's request inbox: POST /api/requests, a unique reference as Strapi answers
 * it; PUT /api/requests/:reference/delivery, the outbox's report of an entry's e-mails.
 */
function startFakeInbox(port) {
  const entries = new Map();
  let posts = 0;
  let reports = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const { data } = JSON.parse(raw || '{}');
      const report = /^\/api\/requests\/([^/]+)\/delivery$/.exec(request.url ?? '');
      if (request.method === 'PUT' && report) {
        reports += 1;
        const entry = entries.get(decodeURIComponent(report[1]));
        if (entry) Object.assign(entry, data);
        response.writeHead(entry ? 204 : 404).end();
        return;
      }
      posts += 1;
      if (entries.has(data?.reference)) {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"This attribute must be unique"}}');
        return;
      }
      entries.set(data?.reference, data);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ entries, posts: () => posts, reports: () => reports, close: () => new Promise((done) => server.close(done)) }),
    ),
  );
}

/**
 * @param {{ root: string; port: number; distDir: string; build: Function; residentMb: (pid: number) => number; env: NodeJS.ProcessEnv }} context
 */
export async function outboxPhase({ root, port, distDir, build, residentMb, env }) {
  const total = Number.parseInt(env.LOAD_OUTBOX_REQUESTS ?? '', 10) || 200;
  const emailPort = Number.parseInt(env.LOAD_EMAILJS_PORT ?? '', 10) || 3392;
  const cmsPort = Number.parseInt(env.LOAD_INBOX_PORT ?? '', 10) || 3393;
  const concurrency = 8;
  build(distDir, { CONTENT_API_URL: '' });

  const storeDir = mkdtempSync(path.join(tmpdir(), 'load-outbox-'));
  const emailjs = await startFakeEmailJs({ port: emailPort, mode: 'flaky' });
  const serverEnv = {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    REQUEST_STORE_PATH: path.join(storeDir, 'requests.db'),
    EMAILJS_PRIVATE_KEY: 'load-private-key',
    EMAILJS_API_ORIGIN: emailjs.origin,
    // The CMS is configured and stopped: nothing listens there until the recovery.
    CONTENT_API_URL: `http://127.0.0.1:${cmsPort}`,
    REQUEST_API_TOKEN: 'load-request-token',
    EMAIL_RELAY_MAX_PER_CLIENT: '1000000',
    // The caps delay e-mail (unit-tested); here they would hold 400 e-mails back for days.
    EMAIL_RELAY_MAX_PER_HOUR: '100000',
    EMAIL_RELAY_MAX_PER_DAY: '100000',
  };

  let server;
  const starts = [];
  async function start() {
    server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'ignore'],
      env: serverEnv,
    });
    const began = Date.now();
    while (Date.now() - began < 60_000) {
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) {
          starts.push(Date.now() - began);
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the site did not start within 60 s');
  }
  function kill() {
    server.kill('SIGKILL');
    return new Promise((resolve) => server.once('exit', resolve));
  }

  const acknowledged = new Map();
  let retries = 0;
  /** Answers other than 200 with a reference, by status, so a refusal in the table can be read. */
  const refusals = new Map();
  /** One request, sent until the site answers 200, with the same id each time (as the browser retries). */
  async function send(index) {
    // The browser's id of the request (XXXX-XXXX-XXXX): a retry sends the same one.
    const requestId = `${String(index).padStart(4, '0')}-LOAD-TEST`;
    const body = {
      formId: 'appointment',
      fields: {
        email: `patient${index}@example.com`,
        phone: `0532 ${String(1_000_000 + index).slice(1)}`,
        service: 'İmplant',
        message: `Load ${index}`,
      },
      locale: index % 2 ? 'en' : 'tr',
      requestId,
    };
    for (;;) {
      try {
        const response = await fetch(`http://localhost:${port}/api/send-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const answer = await response.json().catch(() => null);
        if (response.ok && answer?.reference) {
          acknowledged.set(index, answer.reference);
          return;
        }
        refusals.set(response.status, (refusals.get(response.status) ?? 0) + 1);
      } catch {
        // No answer: the server is down or was killed mid-request.
      }
      retries += 1;
      await sleep(250);
    }
  }

  const started = Date.now();
  await start();
  let next = 0;
  let killedDuringIntake = false;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const index = next;
      next += 1;
      await send(index);
      if (!killedDuringIntake && acknowledged.size >= Math.floor(total / 2)) {
        killedDuringIntake = true;
        await kill();
        await start();
      }
    }
  });
  await Promise.all(workers);
  const intakeMs = Date.now() - started;
  // Let the outbox fail on them for a while: attempts against a failing and a hanging EmailJS.
  await sleep(15_000);
  const beforeRecovery = await storeSummary(serverEnv.REQUEST_STORE_PATH);
  const failedCalls = emailjs.state.calls;

  // Recovery: EmailJS answers again and the CMS comes back; the second kill falls while the outbox sends.
  const inbox = await startFakeInbox(cmsPort);
  await fetch(`${emailjs.origin}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'ok' }) });
  const recovered = Date.now();
  const expectedEmails = total * 2;
  const killAt = Math.floor(expectedEmails / 3);
  while (emailjs.state.sent.length < killAt && Date.now() - recovered < 120_000) await sleep(5);
  const sentAtKill = emailjs.state.sent.length;
  await kill();
  await start();

  let drainedAt = null;
  while (Date.now() - recovered < 300_000) {
    const summary = await storeSummary(serverEnv.REQUEST_STORE_PATH);
    const clinicSent = new Set(
      emailjs.state.sent.filter((email) => email.template_id === 'template_appointment').map((e) => e.template_params.request_id),
    );
    const shownDelivered = [...inbox.entries.values()].filter(
      (entry) => entry.deliveryStatus === 'delivered' && entry.confirmationStatus === 'delivered',
    ).length;
    if (summary && summary.waiting === 0 && clinicSent.size >= acknowledged.size && shownDelivered >= acknowledged.size) {
      const confirmations = new Set(
        emailjs.state.sent.filter((email) => email.template_id === 'template_confirmation').map((e) => e.template_params.reference),
      );
      if (confirmations.size >= acknowledged.size) {
        drainedAt = Date.now();
        break;
      }
    }
    await sleep(200);
  }
  const rss = residentMb(server.pid);
  const stored = await storeSummary(serverEnv.REQUEST_STORE_PATH);
  await kill();
  await emailjs.close();
  await inbox.close();
  rmSync(storeDir, { recursive: true, force: true });

  const references = new Set(acknowledged.values());
  const count = (templateId, key) => {
    const seen = new Map();
    for (const email of emailjs.state.sent.filter((sent) => sent.template_id === templateId)) {
      const reference = email.template_params[key];
      seen.set(reference, (seen.get(reference) ?? 0) + 1);
    }
    return {
      delivered: [...references].filter((reference) => seen.has(reference)).length,
      duplicates: [...seen.values()].reduce((sum, times) => sum + times - 1, 0),
    };
  };
  const clinic = count('template_appointment', 'request_id');
  const confirmation = count('template_confirmation', 'reference');
  const filed = [...references].filter((reference) => inbox.entries.has(reference)).length;
  const shown = [...references].filter((reference) => {
    const entry = inbox.entries.get(reference);
    return entry?.deliveryStatus === 'delivered' && entry.confirmationStatus === 'delivered';
  }).length;
  const rows = [
    ['requests sent (each until answered)', total],
    ['acknowledged (200 with a reference)', acknowledged.size],
    ['distinct references', references.size],
    [
      'client retries after no answer / refusals (by status)',
      `${retries} / ${[...refusals.values()].reduce((sum, count) => sum + count, 0)}${
        refusals.size ? ` (${[...refusals].map(([status, count]) => `${status}: ${count}`).join(', ')})` : ''
      }`,
    ],
    ['stored (rows in the store)', stored?.requests ?? 0],
    ['EmailJS calls while failing (500 / time-out)', failedCalls],
    ['waiting for the clinic e-mail before recovery', beforeRecovery?.waiting ?? '?'],
    ['clinic e-mails delivered after recovery', `${clinic.delivered} / ${references.size}`],
    ['confirmations delivered', `${confirmation.delivered} / ${references.size}`],
    ['CMS entries filed', `${filed} / ${references.size} (${inbox.posts()} POSTs)`],
    ['CMS entries showing both e-mails delivered', `${shown} / ${references.size} (${inbox.reports()} delivery reports)`],
    ['lost (acknowledged, never delivered)', references.size - clinic.delivered],
    ['duplicate clinic e-mails', clinic.duplicates],
    ['duplicate confirmations', confirmation.duplicates],
    ['SIGKILLs (during intake; during sending, after N e-mails)', `2 (at ${Math.floor(total / 2)} acknowledged; at ${sentAtKill} e-mails)`],
    ['server (re)starts to first answer', starts.map((ms) => `${ms} ms`).join(', ')],
    ['intake time', `${(intakeMs / 1000).toFixed(1)} s`],
    ['time to drain after recovery', drainedAt ? `${((drainedAt - recovered) / 1000).toFixed(1)} s` : 'did not drain in 300 s'],
    ['server resident memory at the end', `${rss} MB`],
  ];
  console.log(`\n== Outbox (${total} requests, EmailJS failing then back, CMS stopped then back, 2 × SIGKILL)\n`);
  console.log('| measure | value |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);

  const extra = [];
  if (acknowledged.size !== total) extra.push(`outbox: ${total - acknowledged.size} request(s) never acknowledged`);
  if (references.size !== clinic.delivered)
    extra.push(`outbox: ${references.size - clinic.delivered} acknowledged request(s) never reached the clinic`);
  if (!drainedAt) extra.push('outbox: the store did not drain within 300 s of the recovery');
  if (clinic.duplicates > 0 || confirmation.duplicates > 0) {
    console.log(
      `\nNote: ${clinic.duplicates + confirmation.duplicates} e-mail(s) went twice: the SIGKILL fell after EmailJS accepted and before the store marked them sent (docs/requests.md).`,
    );
  }
  return { label: 'Outbox', rows: [], roundEnds: [], extra };
}
