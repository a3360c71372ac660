/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentUnavailableError } from '../errors';
import { createStrapiSource } from '../strapi-source';
import treatments from './fixtures/treatments.json';

/** A server that restarted (or prerendered pages it never fetched) still has the last good answers. */
let server: Server;
let origin: string;
let failing = false;
let dir: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(failing ? 500 : 200, { 'Content-Type': 'application/json' });
    response.end(failing ? '{}' : JSON.stringify(treatments));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  failing = false;
  dir = mkdtempSync(path.join(tmpdir(), 'last-good-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const source = (lastGoodDir: string | null) =>
  createStrapiSource({ apiUrl: origin, apiToken: null, timeoutMs: 1000, revalidateSeconds: 60, contentDir: 'content', lastGoodDir });

it('serves the answer another instance stored when the CMS fails', async () => {
  expect((await source(dir).getTreatments('tr')).map((t) => t.slug)).toEqual(['botoks', 'implant']);
  failing = true;
  expect((await source(dir).getTreatments('tr')).map((t) => t.slug)).toEqual(['botoks', 'implant']);
});

it('without a folder, a new instance has nothing to fall back on', async () => {
  await source(null).getTreatments('tr');
  failing = true;
  await expect(source(null).getTreatments('tr')).rejects.toBeInstanceOf(ContentUnavailableError);
});
