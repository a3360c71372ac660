#!/usr/bin/env node
/**
 * A stand-in for EmailJS's REST API on 127.0.0.1, for the browser and load tests: the site's
 * outbox sends to it (EMAILJS_API_ORIGIN) as it would to api.emailjs.com. It records every send
 * it accepts and can be switched, at run time, to fail:
 *   ok     200 "OK": the e-mail counts as sent
 *   fail   500 "Internal error"
 *   hang   never answers
 *   flaky  alternately 500 and a hang, never a success
 *
 *   POST /__control {"mode": "fail"}   switch (also GET /__control?mode=fail)
 *   GET  /__control                    {mode, calls}
 *   GET  /__sent                       the accepted sends: [{template_id, template_params, accessToken, at}]
 *   DELETE /__sent                     forget them
 *
 * Usage:
 *   node e2e/support/fake-emailjs.mjs [--port 3391] [--mode ok]   serve
 *   node e2e/support/fake-emailjs.mjs mode <mode> [--port 3391]    switch a running one
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODES = ['ok', 'fail', 'hang', 'flaky'];
export const DEFAULT_PORT = 3391;

/** @param {{ port?: number; host?: string; mode?: string }} [options] */
export function startFakeEmailJs({ port = DEFAULT_PORT, host = '127.0.0.1', mode = 'ok' } = {}) {
  const state = { mode, calls: 0, sent: /** @type {object[]} */ ([]) };
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();
  const send = (response, status, body) =>
    response
      .writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (url.pathname === '/__control') {
        const requested = url.searchParams.get('mode') ?? (raw ? JSON.parse(raw).mode : null);
        if (requested !== null) {
          if (!MODES.includes(requested)) return send(response, 400, { error: `mode must be one of ${MODES.join(', ')}` });
          state.mode = requested;
          for (const waiting of hanging) waiting.destroy();
          hanging.clear();
        }
        return send(response, 200, { mode: state.mode, calls: state.calls });
      }
      if (url.pathname === '/__sent') {
        if (request.method === 'DELETE') state.sent = [];
        return send(response, 200, state.sent);
      }
      if (url.pathname !== '/api/v1.0/email/send' || request.method !== 'POST') return send(response, 404, 'Not found');
      state.calls += 1;
      const mode = state.mode === 'flaky' ? (state.calls % 2 ? 'fail' : 'hang') : state.mode;
      if (mode === 'fail') return send(response, 500, 'Internal error');
      if (mode === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(response, 400, 'The JSON is invalid');
      }
      state.sent.push({ ...body, at: new Date().toISOString() });
      return send(response, 200, 'OK');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        origin: `http://${host}:${port}`,
        state,
        close: () =>
          new Promise((done) => {
            for (const waiting of hanging) waiting.destroy();
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      }),
    );
  });
}

/** @param {string[]} args @param {string} name @param {string} fallback */
function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

async function main(args) {
  const port = Number(option(args, 'port', String(DEFAULT_PORT)));
  if (args[0] === 'mode') {
    const response = await fetch(`http://127.0.0.1:${port}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: args[1] }),
    });
    console.log(JSON.stringify(await response.json()));
    return;
  }
  const mode = option(args, 'mode', 'ok');
  if (!MODES.includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
  const fake = await startFakeEmailJs({ port, mode });
  console.log(`[fake-emailjs] listening on ${fake.origin} (mode ${mode})`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fake.close().then(() => process.exit(0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
