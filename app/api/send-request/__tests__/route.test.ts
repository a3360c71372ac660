/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PEER_ADDRESS_HEADER } from '@/lib/requests/client-address';
import { RequestStore } from '@/lib/requests/store';
import * as route from '../route';

const dir = mkdtempSync(path.join(tmpdir(), 'route-test-'));
const saved = { ...process.env };

beforeAll(() => {
  process.env.REQUEST_STORE_PATH = path.join(dir, 'requests.db');
  delete process.env.EMAILJS_PRIVATE_KEY;
});
afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

function callback(peer: string): Request {
  return new Request('http://localhost:3000/api/send-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: peer },
    body: JSON.stringify({ formId: 'treatment-callback', fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' }, locale: 'tr' }),
  });
}

describe('POST /api/send-request', () => {
  it('runs on Node, per request, and answers POST only', () => {
    expect(route.runtime).toBe('nodejs');
    expect(route.dynamic).toBe('force-dynamic');
    expect(Object.keys(route).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['POST']);
  });

  it('stores the request at REQUEST_STORE_PATH in every configuration (no e-mail key here), uncached, with its reference', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await route.POST(callback('192.0.2.2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { reference } = (await response.json()) as { reference: string };
    const store = new RequestStore(process.env.REQUEST_STORE_PATH!);
    expect(store.list()).toEqual([
      expect.objectContaining({
        reference,
        formId: 'treatment-callback',
        deliveries: [expect.objectContaining({ job: 'clinic-email', state: 'pending' })],
      }),
    ]);
    store.close();
  });
});
