/** @jest-environment node */
import { siteConfig } from '@/lib/config/site';
import type { FormSubmission } from '@/lib/forms/submission';
import { PEER_ADDRESS_HEADER } from '../client-address';
import { handleRequest, jobsFor, MAX_BODY_BYTES, type IntakeDependencies } from '../intake';
import { createRateLimiter, type RateLimiter } from '../limits';
import { Outbox } from '../outbox';
import { REFERENCE_PATTERN } from '../reference';
import type { RequestStore } from '../store';
import { PRIVATE_KEY, startFakeEmailJs, tempStore, testConfig, type FakeEmailJs } from './helpers';

/**
 * POST /api/send-request: what is stored (and so what the clinic gets), what is refused, and
 * what the visitor is answered. The outbox's side is in outbox.test.ts.
 */

const NOW = new Date('2026-11-24T10:31:05Z');
const REQUEST_ID = 'K7P4-D2XQ-9M3B';
const PAGE = 'http://localhost:3000/en/contact';

let emailjs: FakeEmailJs;
let limiter: RateLimiter;
let temp: ReturnType<typeof tempStore>;
let store: RequestStore;
const TITLES = { 'treatment-callback': ['İmplant Tedavisi'], 'blog-callback': ['Doğru Diş Fırçalama'] };
const knownTitles = async (formId: keyof typeof TITLES) => new Set(TITLES[formId]);

beforeAll(async () => {
  emailjs = await startFakeEmailJs();
});
afterAll(() => emailjs.close());
beforeEach(() => {
  emailjs.requests.length = 0;
  emailjs.answer = { status: 200, text: 'OK' };
  limiter = createRateLimiter();
  temp = tempStore();
  store = temp.store;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  temp.cleanup();
  jest.restoreAllMocks();
});

/** A POST as it reaches the route: the server stamped the connection's peer. */
function post(body: unknown, { peer = '203.0.113.7', headers = {} }: { peer?: string; headers?: Record<string, string> } = {}): Request {
  return new Request('http://localhost:3000/api/send-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: peer, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function take(request: Request, overrides: Partial<IntakeDependencies> = {}) {
  return handleRequest(request, {
    config: testConfig(emailjs.origin),
    store: () => store,
    limiter,
    knownTitles,
    now: () => NOW,
    ...overrides,
  });
}

/** Runs the outbox over the store until nothing is due, so the e-mails a request makes reach the fake EmailJS. */
async function deliver() {
  const outbox = new Outbox({
    store,
    config: testConfig(emailjs.origin),
    now: () => NOW.getTime(),
    log: { info() {}, warn() {}, error() {} },
  });
  while ((await outbox.runOnce()) > 0);
}

const SUBMISSIONS: { submission: FormSubmission; locale: 'tr' | 'en' }[] = [
  {
    submission: {
      formId: 'appointment',
      fields: { email: ' hasta@example.com ', phone: '0532 123 45 67', service: 'Kanal Tedavisi', message: 'Dişim ağrıyor.' },
    },
    locale: 'tr',
  },
  { submission: { formId: 'appointment', fields: { email: '', phone: '05321234567', service: 'Protez', message: '' } }, locale: 'en' },
  { submission: { formId: 'treatment-callback', fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' } }, locale: 'tr' },
  { submission: { formId: 'blog-callback', fields: { phone: ' +90 532 123 45 67 ', article: 'Doğru Diş Fırçalama' } }, locale: 'en' },
];

function bodyOf(submission: FormSubmission, locale: 'tr' | 'en', extra: Record<string, unknown> = {}) {
  return { ...submission, locale, requestId: REQUEST_ID, pageUrl: PAGE, ...extra };
}

describe('a request', () => {
  it.each(SUBMISSIONS)('$submission.formId ($locale) is stored and answered with its reference', async ({ submission, locale }) => {
    const response = await take(post(bodyOf(submission, locale)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { status, reference } = (await response.json()) as { status: string; reference: string };
    expect(status).toBe('received');
    expect(reference).toMatch(REFERENCE_PATTERN);
    const [stored] = store.list();
    expect(stored).toMatchObject({ reference, formId: submission.formId, locale, pageUrl: PAGE, receivedAt: NOW.getTime(), spam: false });
    // Nothing is sent while the visitor waits: delivery is the outbox's.
    expect(emailjs.requests).toEqual([]);
  });

  it("reaches the clinic as the specification's e-mail, with the reference as the request number", async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    const { reference } = (await (await take(post(bodyOf(submission, locale)))).json()) as { reference: string };
    await deliver();
    const clinic = emailjs.requests.find((request) => (request.body as { template_id: string }).template_id === 'template_appointment');
    expect(clinic).toEqual({
      method: 'POST',
      path: '/api/v1.0/email/send',
      body: {
        service_id: siteConfig.emailjs.serviceId,
        template_id: siteConfig.emailjs.templateId,
        user_id: siteConfig.emailjs.publicKey,
        accessToken: PRIVATE_KEY,
        template_params: {
          name: 'Randevu Talebi',
          email: 'hasta@example.com',
          service: 'Kanal Tedavisi',
          phone: '0532 123 45 67',
          message: 'Dişim ağrıyor.',
          language: 'tr',
          to_email: siteConfig.recipients.join(', '),
          phone_tel: '+905321234567',
          phone_whatsapp: '905321234567',
          reply_to: 'hasta@example.com',
          page_url: PAGE,
          sent_at: '2026-11-24T10:31:05.000Z',
          sent_at_istanbul: '24.11.2026 13:31:05 (İstanbul)',
          request_id: reference,
        },
      },
    });
  });

  it('the same browser id again within a day is the same request: one row, the same reference', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const first = (await (await take(post(bodyOf(submission, locale)))).json()) as { reference: string };
    const again = (await (await take(post(bodyOf(submission, locale)))).json()) as { reference: string };
    expect(again.reference).toBe(first.reference);
    expect(store.list()).toHaveLength(1);
  });

  it('gets the jobs it needs: the clinic e-mail, a confirmation only with an address, the CMS only when configured', () => {
    const cms = { cms: { url: 'http://127.0.0.1:1', token: 't' } };
    expect(jobsFor({ email: 'a@b.co' }, false, { cms: null })).toEqual(['clinic-email', 'patient-email']);
    expect(jobsFor({ email: '', phone: '1' }, false, cms)).toEqual(['clinic-email', 'cms']);
    expect(jobsFor({ email: 'a@b.co' }, true, cms)).toEqual(['cms']);
    expect(jobsFor({ email: 'a@b.co' }, true, { cms: null })).toEqual([]);
  });

  it('a filled honeypot is kept as spam, answered like any other, and never e-mailed', async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    const response = await take(post(bodyOf(submission, locale, { hp_note: 'http://spam.example' })));
    expect(response.status).toBe(200);
    expect((await response.json()) as object).toMatchObject({ status: 'received', reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(store.list()).toEqual([expect.objectContaining({ spam: true, deliveries: [] })]);
    await deliver();
    expect(emailjs.requests).toEqual([]);
  });

  it('is answered 503 and the visitor told it was not stored when the store fails or cannot be opened', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    store.close();
    const broken = await take(post(bodyOf(submission, locale)));
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ error: 'not-stored' });
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^requests: a treatment-callback request could not be stored: /));
    expect(JSON.stringify(jest.mocked(console.error).mock.calls)).not.toContain('05321234567');
    const missing = await take(post(bodyOf(submission, locale), { peer: '203.0.113.9' }), { store: () => null });
    expect(missing.status).toBe(503);
    temp = tempStore();
  });

  it('refuses recipients, templates or other keys in the body: 400, nothing stored', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    for (const extra of [{ to_email: 'victim@example.com' }, { templateId: 'template_other' }, { params: {} }, { website: 'x' }]) {
      expect((await take(post(bodyOf(submission, locale, extra)))).status).toBe(400);
    }
    const withField = { ...bodyOf(submission, locale), fields: { ...submission.fields, to_email: 'victim@example.com' } };
    expect((await take(post(withField))).status).toBe(400);
    expect(store.list()).toEqual([]);
  });

  it.each([
    ['not JSON', 'name=x&phone=1'],
    ['JSON that is not an object', '"hello"'],
    ['an unknown form', JSON.stringify({ formId: 'newsletter', fields: {}, locale: 'tr' })],
    ['an unknown language', JSON.stringify(bodyOf(SUBMISSIONS[2]!.submission, 'tr', { locale: 'xx' }))],
    ['a malformed request id', JSON.stringify(bodyOf(SUBMISSIONS[2]!.submission, 'tr', { requestId: 'x' }))],
    ['missing fields', JSON.stringify({ formId: 'appointment', fields: { phone: '05321234567' }, locale: 'tr' })],
    [
      'a phone the form refuses',
      JSON.stringify(bodyOf({ formId: 'treatment-callback', fields: { phone: '0532 123', treatment: 'İmplant' } }, 'tr')),
    ],
    [
      'an appointment without e-mail or phone',
      JSON.stringify(bodyOf({ formId: 'appointment', fields: { email: '', phone: '', service: 'Protez', message: '' } }, 'tr')),
    ],
    [
      'a treatment the form does not offer',
      JSON.stringify(bodyOf({ formId: 'appointment', fields: { email: 'a@b.co', phone: '', service: 'Botoks', message: '' } }, 'tr')),
    ],
    [
      'a list of reply addresses',
      JSON.stringify(
        bodyOf({ formId: 'appointment', fields: { email: 'a@x.example,b@x.example', phone: '', service: 'Protez', message: '' } }, 'tr'),
      ),
    ],
    [
      'a display name',
      JSON.stringify(
        bodyOf({ formId: 'appointment', fields: { email: '"Clinic"<x@x.example>', phone: '', service: 'Protez', message: '' } }, 'tr'),
      ),
    ],
    [
      'a message over the limit',
      JSON.stringify(
        bodyOf({ formId: 'appointment', fields: { email: 'a@b.co', phone: '', service: 'Protez', message: 'x'.repeat(5001) } }, 'tr'),
      ),
    ],
    ['an empty article title', JSON.stringify(bodyOf({ formId: 'blog-callback', fields: { phone: '05321234567', article: '  ' } }, 'tr'))],
  ])('answers 400 to %s and stores nothing', async (_label, raw) => {
    const response = await take(post(raw));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-request' });
    expect(store.list()).toEqual([]);
  });

  it('answers 400 to a body not declared as JSON, and to an oversized one, declared or not', async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    expect((await take(post(bodyOf(submission, locale), { headers: { 'content-type': 'text/plain' } }))).status).toBe(400);
    const large = JSON.stringify(bodyOf(submission, locale, { pageUrl: `${PAGE}?${'a'.repeat(MAX_BODY_BYTES)}` }));
    expect((await take(post(large))).status).toBe(400);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const undeclared = new Request('http://localhost:3000/api/send-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '203.0.113.8' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await take(undeclared)).status).toBe(400);
    expect(store.list()).toEqual([]);
  });

  it('keeps a message at the limit, even when every character is escaped in JSON', async () => {
    const fields = { email: 'a@b.co', phone: '', service: 'Protez', message: '\u0001'.repeat(5000) };
    expect((await take(post(bodyOf({ formId: 'appointment', fields }, 'tr')))).status).toBe(200);
  });

  it('leaves out a page address from another site', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    await take(post(bodyOf(submission, locale, { pageUrl: 'https://phishing.example/login', requestId: 'AAAA-AAAA-AAAA' })));
    await take(post(bodyOf(submission, locale, { pageUrl: 'javascript:alert(1)', requestId: 'BBBB-BBBB-BBBB' })));
    expect(store.list().map((request) => request.pageUrl)).toEqual(['', '']);
  });
});

describe('what may reach a subject or a header', () => {
  it.each([
    ['a CR LF in a call-back title', 2, { treatment: 'İmplant Tedavisi\r\nBcc: victim@example.com' }],
    ['a LF in the phone', 2, { phone: '0532\n1234567' }],
    ['a NUL in the appointment service', 0, { service: 'Protez\u0000' }],
    ['a line separator in the e-mail', 0, { email: 'a@b.co\u2028Bcc: x@y.z' }],
    ['a tab in a blog title', 3, { article: 'Doğru\tDiş Fırçalama' }],
    ['a treatment the site does not have', 2, { treatment: 'Visit https://evil.example for free implants' }],
    ['an article the site does not have', 3, { article: 'Cheap pills' }],
  ])('refuses %s: 400, nothing stored', async (_label, index, fields) => {
    const { submission, locale } = SUBMISSIONS[index]!;
    const response = await take(post(bodyOf({ ...submission, fields: { ...submission.fields, ...fields } } as FormSubmission, locale)));
    expect(response.status).toBe(400);
    expect(store.list()).toEqual([]);
  });

  it("accepts a title with the page's surrounding spaces, and refuses every title when the site's cannot be read", async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const spaced = { ...submission, fields: { ...submission.fields, treatment: ' İmplant Tedavisi ' } } as FormSubmission;
    expect((await take(post(bodyOf(spaced, locale)))).status).toBe(200);
    const failing = () => Promise.reject(new Error('CMS down'));
    expect((await take(post(bodyOf(submission, locale, { requestId: 'CCCC-CCCC-CCCC' })), { knownTitles: failing })).status).toBe(400);
  });
});

describe('the per-client limit', () => {
  const { submission, locale } = SUBMISSIONS[2]!;
  const fresh = (i: number) => bodyOf(submission, locale, { requestId: `AAAA-AAAA-${String(i).padStart(4, '0')}` });

  it('answers 429 after 5 requests from one client within 10 minutes, and stores none of the extra ones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await take(post(fresh(i), { peer: '198.51.100.1' }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(store.list()).toHaveLength(5);
    const limited = await take(post(fresh(8), { peer: '198.51.100.1' }));
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(await limited.json()).toEqual({ error: 'rate-limited', retryAfter: 600 });
    expect((await take(post(fresh(9), { peer: '198.51.100.2' }))).status).toBe(200);
    const later = new Date(NOW.getTime() + 10 * 60 * 1000);
    expect((await take(post(fresh(10), { peer: '198.51.100.1' }), { now: () => later })).status).toBe(200);
  });

  it('without a trusted proxy, ignores X-Forwarded-For: rotated values do not buy a fresh allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await take(post(fresh(i), { peer: '198.51.100.4', headers: { 'x-forwarded-for': `10.0.0.${i}` } }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it('behind one trusted proxy, counts the address the proxy added, not what the client wrote before it', async () => {
    const behindProxy = { config: testConfig(emailjs.origin, { trustedProxies: 1 }) };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const headers = { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.50` };
      statuses.push((await take(post(fresh(i), { peer: '127.0.0.1', headers }), behindProxy)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('counts an IPv6 client by its /64, and refused bodies too', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await take(post(fresh(i), { peer: `2001:db8:1:2::${i.toString(16)}` }))).status).toBe(200);
    expect((await take(post(fresh(6), { peer: '2001:db8:1:2:ffff:ffff:ffff:ffff' }))).status).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await take(post('nonsense', { peer: '198.51.100.3' }))).status).toBe(400);
    expect((await take(post(fresh(7), { peer: '198.51.100.3' }))).status).toBe(429);
  });
});
