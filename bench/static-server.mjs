#!/usr/bin/env node
/**
 * A plain static file server, the baseline of the load test: it answers
 * GET /<name> with the file <folder>/<name>.html, read from disk.
 *
 *   node bench/static-server.mjs <folder> <port>
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder, port] = process.argv.slice(2);

createServer(async (request, response) => {
  const name = decodeURIComponent(new URL(request.url, 'http://localhost').pathname).replace(/^\/+/, '') || 'index';
  if (name.includes('/') || name.startsWith('.')) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(path.join(folder, `${name}.html`));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(Number(port));
