import { send } from '@emailjs/browser';
import { siteConfig } from '@/lib/config/site';
import type { EmailTemplateParams } from '../payload';
import { RELAY_PATH, sendEmail } from '../send-email';

/**
 * The browser's side of the relay (NEXT_PUBLIC_EMAIL_RELAY=1): the same request goes to
 * /api/send-request instead of EmailJS, and ends in the same outcomes.
 */

jest.mock('@emailjs/browser', () => ({ init: jest.fn(), send: jest.fn() }));

const params: EmailTemplateParams = {
  name: 'Geri Arama Talebi',
  email: 'Belirtilmedi',
  service: 'İmplant Tedavisi',
  phone: '05321234567',
  message: 'Tedavi sayfasından geri arama talebi',
  language: 'tr',
  to_email: 'a@b.co',
  phone_tel: '+905321234567',
  phone_whatsapp: '905321234567',
  reply_to: '',
};
const request = {
  formId: 'treatment-callback' as const,
  fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' },
  templateId: 'template_callback',
  params,
};
const REQUEST_ID = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

beforeEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer(200, { status: 'sent' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  process.env.NEXT_PUBLIC_EMAIL_RELAY = '1';
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_EMAIL_RELAY;
});

describe('sendEmail through the relay', () => {
  it('posts what the visitor entered, the language, the request id and the page to /api/send-request; EmailJS is not loaded', async () => {
    const outcome = await sendEmail(request);
    expect(outcome).toEqual({ status: 'sent', requestId: expect.stringMatching(REQUEST_ID) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(RELAY_PATH);
    expect(RELAY_PATH).toBe('/api/send-request');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({
      formId: 'treatment-callback',
      fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' },
      locale: 'tr',
      requestId: outcome.requestId,
      pageUrl: window.location.href,
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the duplicate rule: an identical request moments later is not posted again', async () => {
    const first = await sendEmail(request);
    await expect(sendEmail(request)).resolves.toEqual({ status: 'duplicate', requestId: first.requestId });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      "EmailJS's refusal, with its text",
      answer(502, { reason: 'provider', text: 'The template ID is invalid' }),
      { reason: 'provider', text: 'The template ID is invalid' },
    ],
    ["EmailJS's refusal without text", answer(502, { reason: 'provider', text: '' }), { reason: 'provider', text: undefined }],
    ["EmailJS's silence", answer(502, { reason: 'timeout' }), { reason: 'timeout' }],
    ['an unreachable EmailJS', answer(502, { reason: 'unknown' }), { reason: 'unknown' }],
    ['the rate limit', answer(429, { error: 'rate-limited' }), { reason: 'unknown' }],
    ['a refused body', answer(400, { error: 'invalid-request' }), { reason: 'unknown' }],
    ['a relay that is off', answer(404, { error: 'not-found' }), { reason: 'unknown' }],
    [
      'an answer that is not JSON',
      { ok: false, status: 500, json: async () => Promise.reject(new SyntaxError('x')) },
      { reason: 'unknown' },
    ],
  ])('ends %s as the EmailJS path would', async (_label, response, expected) => {
    fetchMock.mockResolvedValue(response);
    const outcome = await sendEmail(request);
    expect(outcome).toEqual({ status: 'failed', ...expected, requestId: expect.stringMatching(REQUEST_ID) });
    if (!('text' in expected)) expect(outcome).not.toHaveProperty('text');
  });

  it('reports a network failure as unknown, and a retry keeps the request id', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failed = await sendEmail(request);
    expect(failed).toEqual({ status: 'failed', reason: 'unknown', requestId: expect.stringMatching(REQUEST_ID) });
    await expect(sendEmail(request)).resolves.toEqual({ status: 'sent', requestId: failed.requestId });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).requestId).toBe(failed.requestId);
  });

  it('gives up after the configured timeout', async () => {
    jest.useFakeTimers();
    fetchMock.mockReturnValue(new Promise(() => {}));
    const pending = sendEmail(request);
    await jest.advanceTimersByTimeAsync(siteConfig.emailjs.timeoutMs);
    await expect(pending).resolves.toEqual({ status: 'failed', reason: 'timeout', requestId: expect.stringMatching(REQUEST_ID) });
  });
});
