/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordCmsSuccess } from '@/lib/content/fetch-status';
import { RequestStore } from '@/lib/requests/store';
import packageJson from '@/package.json';
import { GET } from '../route';

const dir = mkdtempSync(path.join(tmpdir(), 'health-test-'));
process.env.REQUEST_STORE_PATH = path.join(dir, 'requests.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV_KEYS = ['CONTENT_API_URL', 'CONTENT_API_TOKEN', 'GIT_COMMIT', 'EMAILJS_PRIVATE_KEY'] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic.content.lastCmsSuccess')];
});

describe('GET /api/health', () => {
  it('reports the built-in content, the package version and no CMS fetch, uncached', async () => {
    delete process.env.CONTENT_API_URL;
    process.env.GIT_COMMIT = 'abc1234';
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.buildId === null || typeof body.buildId === 'string').toBe(true);
    expect(body).toEqual({
      status: 'ok',
      version: packageJson.version,
      buildId: body.buildId,
      commit: 'abc1234',
      content: { source: 'builtin' },
      lastCmsFetch: null,
      requests: {
        status: 'ok',
        store: 'ok',
        email: 'no EMAILJS_PRIVATE_KEY',
        waiting: { clinicEmail: 0, confirmation: 0, cms: 0 },
        oldestWaitingMinutes: null,
        oldestWaitingSince: null,
        lastErrors: {},
      },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('names the CMS by its origin only and reports no fetch before the first success', async () => {
    process.env.CONTENT_API_URL = 'https://editor:pw@cms.example.com/api';
    process.env.CONTENT_API_TOKEN = 'a-secret-token';
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const response = GET();
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      content: { source: 'strapi', origin: 'https://cms.example.com' },
      lastCmsFetch: null,
    });
    expect(text).not.toContain('a-secret-token');
    expect(text).not.toContain('editor');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('reports the time of the last valid CMS answer', async () => {
    process.env.CONTENT_API_URL = 'http://127.0.0.1:1337';
    recordCmsSuccess(new Date('2026-11-24T10:00:00.000Z'));
    const body = await GET().json();
    expect(body.lastCmsFetch).toBe('2026-11-24T10:00:00.000Z');
  });

  it('turns degraded while a clinic e-mail has waited over an hour: counts, since when, the last error in words, no content', async () => {
    delete process.env.CONTENT_API_URL;
    process.env.EMAILJS_PRIVATE_KEY = 'secret-key';
    const store = new RequestStore(process.env.REQUEST_STORE_PATH!);
    const fields = { phone: '05321234567', treatment: 'İmplant Tedavisi' };
    const receivedAt = Date.now() - 61 * 60_000;
    store.add({ formId: 'treatment-callback', locale: 'tr', fields, pageUrl: '', receivedAt, spam: false, jobs: ['clinic-email'] });
    const [job] = store.claim({
      now: receivedAt,
      owner: 'test',
      leaseMs: 1000,
      limit: 1,
      jobs: ['clinic-email'],
      caps: { perHour: 9, perDay: 9 },
    });
    store.retry(job!.request.id, 'clinic-email', receivedAt + 1000, receivedAt + 5000, 'EmailJS answered 400 The template ID not found');
    const text = await GET().text();
    expect(JSON.parse(text)).toMatchObject({
      status: 'degraded',
      requests: {
        status: 'degraded',
        store: 'ok',
        email: 'configured',
        waiting: { clinicEmail: 1 },
        oldestWaitingMinutes: 61,
        oldestWaitingSince: new Date(receivedAt).toISOString(),
        lastErrors: {
          clinicEmail: { at: new Date(receivedAt + 1000).toISOString(), error: 'EmailJS answered 400 The template ID not found' },
        },
      },
    });
    expect(text).not.toContain('05321234567');
    expect(text).not.toContain('secret-key');
    store.close();
  });
});
