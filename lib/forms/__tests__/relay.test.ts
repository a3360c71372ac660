/** @jest-environment node */
import { siteConfig } from '@/lib/config/site';
import { payloadLabelsFrom, validationMessagesFrom } from '../messages';
import { handleRelayRequest, MAX_BODY_BYTES, relayEnabled } from '../relay';
import { createRateLimiter, createVolumeCap, type RateLimiter, type VolumeCap } from '../relay-limits';
import { createAppointmentSchema, createBlogCallbackSchema, createTreatmentCallbackSchema } from '../schemas';
import { requestDetails } from '../send-email';
import { emailFor, type FormSubmission } from '../submission';
import { browserFormsTranslator, startFakeEmailJs, type FakeEmailJs } from './helpers';

const PRIVATE_KEY = 'private-key-only-the-server-knows';
const NOW = new Date('2026-11-24T10:31:05Z');
const REQUEST_ID = 'K7P4-D2XQ-9M3B';
const PAGE = 'http://localhost:3000/en/contact';

let emailjs: FakeEmailJs;
let limiter: RateLimiter;
let cap: VolumeCap;
/** The call-back titles the site has, in this test's content. */
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
  cap = createVolumeCap({ perHour: 1000, perDay: 1000 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function env(overrides: Record<string, string | undefined> = {}) {
  return { NEXT_PUBLIC_EMAIL_RELAY: '1', EMAILJS_PRIVATE_KEY: PRIVATE_KEY, EMAILJS_API_ORIGIN: emailjs.origin, ...overrides };
}

function post(body: unknown, { ip = '203.0.113.7', headers = {} }: { ip?: string; headers?: Record<string, string> } = {}): Request {
  return new Request('http://localhost:3000/api/send-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function relay(request: Request, overrides: Parameters<typeof handleRelayRequest>[1] = {}) {
  return handleRelayRequest(request, { env: env(), limiter, cap, knownTitles, now: () => NOW, ...overrides });
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

/**
 * What the browser path sends EmailJS for the same input: the form component's rules and
 * payload with the browser's texts (as AppointmentForm, TreatmentCallback and BlogCallback
 * call them), and the details sendEmail adds.
 */
function browserTemplateParams(submission: FormSubmission, locale: 'tr' | 'en') {
  const t = browserFormsTranslator(locale);
  const rules = validationMessagesFrom(t);
  const checked: FormSubmission =
    submission.formId === 'appointment'
      ? { ...submission, fields: createAppointmentSchema(rules).parse(submission.fields) }
      : submission.formId === 'treatment-callback'
        ? { ...submission, fields: { ...submission.fields, phone: createTreatmentCallbackSchema(rules).parse(submission.fields).phone } }
        : { ...submission, fields: { ...submission.fields, phone: createBlogCallbackSchema(rules).parse(submission.fields).phone } };
  const { params } = emailFor(checked, locale, payloadLabelsFrom(t));
  return { ...params, ...requestDetails(REQUEST_ID, NOW, PAGE) };
}

describe('the e-mail relay', () => {
  it.each(SUBMISSIONS)(
    "sends $submission.formId ($locale) with the private key and exactly the browser path's template_params",
    async ({ submission, locale }) => {
      const response = await relay(post(bodyOf(submission, locale)));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'sent', requestId: REQUEST_ID });
      expect(emailjs.requests).toHaveLength(1);
      expect(emailjs.requests[0]).toEqual({
        method: 'POST',
        path: '/api/v1.0/email/send',
        body: {
          service_id: siteConfig.emailjs.serviceId,
          template_id: submission.formId === 'appointment' ? siteConfig.emailjs.templateId : siteConfig.emailjs.callbackTemplateId,
          user_id: siteConfig.emailjs.publicKey,
          accessToken: PRIVATE_KEY,
          template_params: browserTemplateParams(submission, locale),
        },
      });
    },
  );

  it("builds the clinic's e-mail from its own configuration: the texts, recipients and details, whatever the request says", async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    await relay(post(bodyOf(submission, locale)));
    const sent = (emailjs.requests[0]?.body as { template_params: unknown }).template_params;
    expect(sent).toEqual({
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
      request_id: REQUEST_ID,
    });
  });

  it('refuses recipients, templates or other keys in the body: 400, nothing sent', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    for (const extra of [{ to_email: 'victim@example.com' }, { templateId: 'template_other' }, { params: {} }]) {
      const response = await relay(post(bodyOf(submission, locale, extra)));
      expect(response.status).toBe(400);
    }
    const withField = { ...bodyOf(submission, locale), fields: { ...submission.fields, to_email: 'victim@example.com' } };
    expect((await relay(post(withField))).status).toBe(400);
    expect(emailjs.requests).toEqual([]);
  });

  it('answers a filled honeypot as sent and sends nothing', async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    const response = await relay(post(bodyOf(submission, locale, { website: 'http://spam.example' })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent', requestId: REQUEST_ID });
    expect(emailjs.requests).toEqual([]);
  });

  it.each([
    ['not JSON', 'name=x&phone=1'],
    ['JSON that is not an object', '"hello"'],
    ['an unknown form', JSON.stringify({ formId: 'newsletter', fields: {}, locale: 'tr' })],
    ['an unknown language', JSON.stringify(bodyOf(SUBMISSIONS[2]!.submission, 'tr', { locale: 'de' }))],
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
      'a message over the limit',
      JSON.stringify(
        bodyOf({ formId: 'appointment', fields: { email: 'a@b.co', phone: '', service: 'Protez', message: 'x'.repeat(5001) } }, 'tr'),
      ),
    ],
    ['an empty article title', JSON.stringify(bodyOf({ formId: 'blog-callback', fields: { phone: '05321234567', article: '  ' } }, 'tr'))],
  ])('answers 400 to %s and sends nothing', async (_label, raw) => {
    const response = await relay(post(raw));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-request' });
    expect(emailjs.requests).toEqual([]);
  });

  it('answers 400 to a body that is not declared as JSON', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const response = await relay(post(bodyOf(submission, locale), { headers: { 'content-type': 'text/plain' } }));
    expect(response.status).toBe(400);
    expect(emailjs.requests).toEqual([]);
  });

  it('answers 400 to an oversized body, declared or not, without reading it all', async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    const large = JSON.stringify(bodyOf(submission, locale, { pageUrl: `${PAGE}?${'a'.repeat(MAX_BODY_BYTES)}` }));
    expect((await relay(post(large))).status).toBe(400);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const undeclared = new Request('http://localhost:3000/api/send-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await relay(undeclared)).status).toBe(400);
    expect(emailjs.requests).toEqual([]);
  });

  it('keeps a message at the limit, even when every character is escaped in JSON', async () => {
    const fields = { email: 'a@b.co', phone: '', service: 'Protez', message: '\u0001'.repeat(5000) };
    const response = await relay(post(bodyOf({ formId: 'appointment', fields }, 'tr')));
    expect(response.status).toBe(200);
    expect(emailjs.requests).toHaveLength(1);
  });

  it('leaves out a page address from another site', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    await relay(post(bodyOf(submission, locale, { pageUrl: 'https://phishing.example/login' })));
    await relay(post(bodyOf(submission, locale, { pageUrl: 'javascript:alert(1)' })));
    const pages = emailjs.requests.map((request) => (request.body as { template_params: { page_url: string } }).template_params.page_url);
    expect(pages).toEqual(['', '']);
  });

  it('gives a request without an id one of its own', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const response = await relay(post({ ...submission, locale }));
    const { requestId } = (await response.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((emailjs.requests[0]?.body as { template_params: { request_id: string; page_url: string } }).template_params).toMatchObject({
      request_id: requestId,
      page_url: '',
    });
  });

  it('answers 429 after 5 requests from one address within 10 minutes, and sends none of the extra ones', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await relay(post(bodyOf(submission, locale), { ip: '198.51.100.1' }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(emailjs.requests).toHaveLength(5);

    const limited = await relay(post(bodyOf(submission, locale), { ip: '198.51.100.1' }));
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // Another address has its own allowance; the window ends after 10 minutes.
    expect((await relay(post(bodyOf(submission, locale), { ip: '198.51.100.2' }))).status).toBe(200);
    const later = new Date(NOW.getTime() + 10 * 60 * 1000);
    expect((await relay(post(bodyOf(submission, locale), { ip: '198.51.100.1' }), { now: () => later })).status).toBe(200);
  });

  it('counts refused bodies too, so probing costs the same allowance', async () => {
    for (let i = 0; i < 5; i += 1) expect((await relay(post('nonsense', { ip: '198.51.100.3' }))).status).toBe(400);
    const { submission, locale } = SUBMISSIONS[2]!;
    expect((await relay(post(bodyOf(submission, locale), { ip: '198.51.100.3' }))).status).toBe(429);
    expect(emailjs.requests).toEqual([]);
  });

  it("maps EmailJS's refusal to 502 with its text", async () => {
    emailjs.answer = { status: 500, text: 'Internal error' };
    const { submission, locale } = SUBMISSIONS[2]!;
    const response = await relay(post(bodyOf(submission, locale)));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ reason: 'provider', text: 'Internal error' });
    expect(emailjs.requests).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      `send-request: treatment-callback request ${REQUEST_ID} not sent: EmailJS answered 500 Internal error`,
    );
    expect(JSON.stringify(jest.mocked(console.error).mock.calls)).not.toContain(PRIVATE_KEY);
  });

  it("maps EmailJS's silence to 502 timeout", async () => {
    emailjs.answer = 'hang';
    const { submission, locale } = SUBMISSIONS[2]!;
    const response = await relay(post(bodyOf(submission, locale)), { timeoutMs: 200 });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ reason: 'timeout' });
  });

  it('maps an unreachable EmailJS to 502 unknown', async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const response = await relay(post(bodyOf(submission, locale)), { env: env({ EMAILJS_API_ORIGIN: 'http://127.0.0.1:9' }) });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ reason: 'unknown' });
  });

  it.each([
    ['without the private key', { EMAILJS_PRIVATE_KEY: undefined }],
    ['with an empty private key', { EMAILJS_PRIVATE_KEY: '  ' }],
    ['when the build does not use the relay', { NEXT_PUBLIC_EMAIL_RELAY: undefined }],
  ])('is off %s: 404, nothing sent', async (_label, overrides) => {
    const { submission, locale } = SUBMISSIONS[2]!;
    expect(relayEnabled(env(overrides))).toBe(false);
    const response = await relay(post(bodyOf(submission, locale)), { env: env(overrides) });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(emailjs.requests).toEqual([]);
  });
});

describe('what the relay lets into a subject or a header', () => {
  it.each([
    ['a CR LF in a call-back title', 2, { treatment: 'İmplant Tedavisi\r\nBcc: victim@example.com' }],
    ['a LF in the phone', 2, { phone: '0532\n1234567' }],
    ['a NUL in the appointment service', 0, { service: 'Protez\u0000' }],
    ['a line separator in the e-mail', 0, { email: 'a@b.co\u2028Bcc: x@y.z' }],
    ['a tab in a blog title', 3, { article: 'Doğru\tDiş Fırçalama' }],
  ])('refuses %s: 400, nothing sent', async (_label, index, fields) => {
    const { submission, locale } = SUBMISSIONS[index]!;
    const response = await relay(post(bodyOf({ ...submission, fields: { ...submission.fields, ...fields } } as FormSubmission, locale)));
    expect(response.status).toBe(400);
    expect(emailjs.requests).toEqual([]);
  });

  it('keeps line breaks in the appointment message, which is only the body', async () => {
    const { submission, locale } = SUBMISSIONS[0]!;
    const fields = { ...submission.fields, message: 'Satır bir\nSatır iki' };
    expect((await relay(post(bodyOf({ ...submission, fields } as FormSubmission, locale)))).status).toBe(200);
  });

  it.each([
    ['a treatment the site does not have', 2, { treatment: 'Visit https://evil.example for free implants' }],
    ['an article the site does not have', 3, { article: 'Cheap pills' }],
  ])('refuses a call-back naming %s: 400, nothing sent', async (_label, index, fields) => {
    const { submission, locale } = SUBMISSIONS[index]!;
    const response = await relay(post(bodyOf({ ...submission, fields: { ...submission.fields, ...fields } } as FormSubmission, locale)));
    expect(response.status).toBe(400);
    expect(emailjs.requests).toEqual([]);
  });

  it("accepts a title with the page's surrounding spaces, and refuses every title when the site's cannot be read", async () => {
    const { submission, locale } = SUBMISSIONS[2]!;
    const spaced = { ...submission, fields: { ...submission.fields, treatment: ' İmplant Tedavisi ' } } as FormSubmission;
    expect((await relay(post(bodyOf(spaced, locale)))).status).toBe(200);
    const failing = () => Promise.reject(new Error('CMS down'));
    expect((await relay(post(bodyOf(submission, locale)), { knownTitles: failing })).status).toBe(400);
  });
});

describe('how much the relay sends', () => {
  const { submission, locale } = SUBMISSIONS[2]!;

  it('counts an IPv6 client by its /64: a sixth request from the same /64 is refused', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await relay(post(bodyOf(submission, locale), { ip: `2001:db8:1:2::${i.toString(16)}` }))).status).toBe(200);
    }
    const sixth = await relay(post(bodyOf(submission, locale), { ip: '2001:db8:1:2:ffff:ffff:ffff:ffff' }));
    expect(sixth.status).toBe(429);
    expect((await relay(post(bodyOf(submission, locale), { ip: '2001:db8:1:3::1' }))).status).toBe(200);
    expect(emailjs.requests).toHaveLength(6);
  });

  it('stops at the overall cap from any number of addresses, with one warning, and sends again in the next hour', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const small = createVolumeCap({ perHour: 3, perDay: 10 });
    const send = (ip: string, at: Date) => relay(post(bodyOf(submission, locale), { ip }), { cap: small, now: () => at });
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await send(ip, NOW)).status).toBe(200);
    for (const ip of ['198.51.100.4', '198.51.100.5']) {
      const refused = await send(ip, NOW);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'capped' });
    }
    expect(emailjs.requests).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'send-request: the cap of 3 e-mails per hour is reached; requests are refused until 2026-11-24T11:31:05.000Z',
    );
    expect((await send('198.51.100.6', new Date(NOW.getTime() + 60 * 60 * 1000))).status).toBe(200);
  });

  it('reads its caps from EMAIL_RELAY_MAX_PER_HOUR and EMAIL_RELAY_MAX_PER_DAY', async () => {
    const { volumeCapFrom, VOLUME_CAP } = await import('../relay-limits');
    expect(volumeCapFrom({})).toEqual(VOLUME_CAP);
    expect(volumeCapFrom({ EMAIL_RELAY_MAX_PER_HOUR: '5', EMAIL_RELAY_MAX_PER_DAY: '20' })).toEqual({ perHour: 5, perDay: 20 });
  });
});
