/** @jest-environment node */
import { startFakeEmailJs, type FakeEmailJs } from '@/lib/forms/__tests__/helpers';
import * as route from '../route';

const ENV_KEYS = ['NEXT_PUBLIC_EMAIL_RELAY', 'EMAILJS_PRIVATE_KEY', 'EMAILJS_API_ORIGIN'] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
let emailjs: FakeEmailJs;

beforeAll(async () => {
  emailjs = await startFakeEmailJs();
});
afterAll(() => emailjs.close());
afterEach(() => {
  emailjs.requests.length = 0;
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

function callback(ip: string): Request {
  return new Request('http://localhost:3000/api/send-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ formId: 'treatment-callback', fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' }, locale: 'tr' }),
  });
}

describe('POST /api/send-request', () => {
  it('runs on Node, per request, and answers POST only', () => {
    expect(route.runtime).toBe('nodejs');
    expect(route.dynamic).toBe('force-dynamic');
    expect(Object.keys(route).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['POST']);
  });

  it('is not there without the private key, even in a relay build: 404, nothing sent', async () => {
    process.env.NEXT_PUBLIC_EMAIL_RELAY = '1';
    delete process.env.EMAILJS_PRIVATE_KEY;
    process.env.EMAILJS_API_ORIGIN = emailjs.origin;
    const response = await route.POST(callback('192.0.2.1'));
    expect(response.status).toBe(404);
    expect(emailjs.requests).toEqual([]);
  });

  it("sends with the server's private key from the environment, uncached", async () => {
    process.env.NEXT_PUBLIC_EMAIL_RELAY = '1';
    process.env.EMAILJS_PRIVATE_KEY = 'route-test-private-key';
    process.env.EMAILJS_API_ORIGIN = emailjs.origin;
    const response = await route.POST(callback('192.0.2.2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'sent', requestId: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    expect(text).not.toContain('route-test-private-key');
    expect(emailjs.requests).toHaveLength(1);
    expect(emailjs.requests[0]?.body).toMatchObject({ accessToken: 'route-test-private-key', template_id: 'template_callback' });
  });
});
