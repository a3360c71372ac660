import { init, send, EmailJSResponseStatus } from '@emailjs/browser';
import { siteConfig } from '@/lib/config/site';
import { rateLimitKey, requestDetails, requestKey, sendEmail } from '../send-email';
import type { EmailTemplateParams } from '../payload';

jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, init: jest.fn(), send: jest.fn() };
});

const mockedSend = send as jest.MockedFunction<typeof send>;
const mockedInit = init as jest.MockedFunction<typeof init>;

const params: EmailTemplateParams = {
  name: 'Randevu Talebi',
  email: 'Belirtilmedi',
  service: 'İmplant',
  phone: '05321234567',
  message: 'Mesaj yazılmadı',
  language: 'tr',
  to_email: 'a@b.co',
  phone_tel: '+905321234567',
  phone_whatsapp: '905321234567',
  reply_to: '',
};
/** What the visitor entered; only the relay path sends it (the browser path sends `params`). */
const FIELDS = {
  appointment: { email: '', phone: '05321234567', service: 'İmplant', message: '' },
  'treatment-callback': { phone: '05321234567', treatment: 'İmplant Tedavisi' },
  'blog-callback': { phone: '05321234567', article: 'Diş Fırçalama' },
} as const;

const REQUEST_ID = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** The template_params of the n-th call to EmailJS. */
function sentParams(n = 0): Record<string, unknown> {
  return mockedSend.mock.calls[n]?.[2] as Record<string, unknown>;
}

beforeEach(() => {
  jest.useRealTimers();
  mockedSend.mockReset();
  mockedInit.mockReset();
  window.localStorage.clear();
});

describe('sendEmail', () => {
  it('sends with the configured ids and origin, the payload and the request details', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const before = Date.now();
    const outcome = await sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 'template_appointment', params });
    expect(outcome).toEqual({ status: 'sent', requestId: expect.stringMatching(REQUEST_ID) });
    const { publicKey, origin, serviceId } = siteConfig.emailjs;
    expect(mockedInit).toHaveBeenCalledWith({ publicKey, origin });
    expect(mockedSend).toHaveBeenCalledWith(
      serviceId,
      'template_appointment',
      {
        ...params,
        page_url: window.location.href,
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        sent_at_istanbul: expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d \(İstanbul\)$/),
        request_id: outcome.requestId,
      },
      { publicKey },
    );
    expect(Date.parse(sentParams().sent_at as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes Istanbul time for the staff (UTC+3)', () => {
    expect(requestDetails('AAAA-BBBB-CCCC', new Date('2026-11-24T10:31:05Z'), 'https://x.example/en/contact')).toEqual({
      page_url: 'https://x.example/en/contact',
      sent_at: '2026-11-24T10:31:05.000Z',
      sent_at_istanbul: '24.11.2026 13:31:05 (İstanbul)',
      request_id: 'AAAA-BBBB-CCCC',
    });
  });

  it('builds no date formatter until a request goes (a time zone costs the page 13-16 ms while it hydrates)', () => {
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../send-email')>('../send-email');
        expect(formatter).not.toHaveBeenCalled();
        expect(fresh.requestDetails('AAAA-BBBB-CCCC', new Date('2026-11-24T10:31:05Z'), '').sent_at_istanbul).toBe(
          '24.11.2026 13:31:05 (İstanbul)',
        );
        fresh.requestDetails('AAAA-BBBB-CCCC', new Date('2026-11-24T10:31:06Z'), '');
      });
      expect(formatter).toHaveBeenCalledTimes(1);
    } finally {
      formatter.mockRestore();
    }
  });

  it('carries the text of a non-OK answer', async () => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'The template ID is invalid'));
    await expect(sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params })).resolves.toEqual({
      status: 'failed',
      reason: 'provider',
      text: 'The template ID is invalid',
      requestId: expect.stringMatching(REQUEST_ID),
    });
  });

  it('reports an empty answer or a thrown error as unknown', async () => {
    mockedSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, ''));
    await expect(sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params })).resolves.toMatchObject({
      status: 'failed',
      reason: 'provider',
      text: undefined,
    });
    mockedSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params });
    expect(outcome).toEqual({ status: 'failed', reason: 'unknown', requestId: expect.stringMatching(REQUEST_ID) });
  });

  it('gives up after the configured timeout', async () => {
    jest.useFakeTimers();
    mockedSend.mockReturnValue(new Promise(() => {}));
    const pending = sendEmail({ formId: 'blog-callback', fields: FIELDS['blog-callback'], templateId: 't', params });
    await jest.advanceTimersByTimeAsync(siteConfig.emailjs.timeoutMs);
    await expect(pending).resolves.toEqual({ status: 'failed', reason: 'timeout', requestId: expect.stringMatching(REQUEST_ID) });
  });

  it('a retry of the same request after a time-out keeps its id; the retry goes', async () => {
    jest.useFakeTimers();
    mockedSend.mockReturnValueOnce(new Promise(() => {}));
    const pending = sendEmail({ formId: 'treatment-callback', fields: FIELDS['treatment-callback'], templateId: 't', params });
    await jest.advanceTimersByTimeAsync(siteConfig.emailjs.timeoutMs);
    const first = await pending;
    expect(first.status).toBe('failed');
    mockedSend.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
    await expect(
      sendEmail({ formId: 'treatment-callback', fields: FIELDS['treatment-callback'], templateId: 't', params }),
    ).resolves.toEqual({
      status: 'sent',
      requestId: first.requestId,
    });
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(sentParams(0).request_id).toBe(first.requestId);
    expect(sentParams(1).request_id).toBe(first.requestId);
  });

  it('an identical request within the window is a duplicate, not sent again, with the id it was sent under', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const first = await sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params });
    await expect(sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params })).resolves.toEqual({
      status: 'duplicate',
      requestId: first.requestId,
    });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    // Another form keeps its own record.
    await expect(sendEmail({ formId: 'blog-callback', fields: FIELDS['blog-callback'], templateId: 't', params })).resolves.toMatchObject({
      status: 'sent',
    });
    expect(mockedSend).toHaveBeenCalledTimes(2);
  });

  it('a corrected request within the window goes at once, under a new id', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const first = await sendEmail({ formId: 'treatment-callback', fields: FIELDS['treatment-callback'], templateId: 't', params });
    const corrected = { ...params, phone: '05329876543', phone_tel: '+905329876543', phone_whatsapp: '905329876543' };
    const second = await sendEmail({
      formId: 'treatment-callback',
      fields: FIELDS['treatment-callback'],
      templateId: 't',
      params: corrected,
    });
    expect(second).toEqual({ status: 'sent', requestId: expect.stringMatching(REQUEST_ID) });
    expect(second.requestId).not.toBe(first.requestId);
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(sentParams(1).phone).toBe('05329876543');
  });

  it('an identical request after the window goes again under the same id', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const first = await sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params });
    const record = JSON.parse(window.localStorage.getItem(requestKey('appointment')) ?? '{}');
    window.localStorage.setItem(
      requestKey('appointment'),
      JSON.stringify({ ...record, sentAt: Date.now() - siteConfig.emailjs.rateLimitMs - 1 }),
    );
    await expect(sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params })).resolves.toEqual({
      status: 'sent',
      requestId: first.requestId,
    });
    expect(mockedSend).toHaveBeenCalledTimes(2);
  });

  it('a failed request is never counted as delivered, so the visitor can retry at once', async () => {
    mockedSend.mockRejectedValueOnce(new EmailJSResponseStatus(400, 'Bad Request'));
    await sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params });
    expect(window.localStorage.getItem(rateLimitKey('appointment'))).toBeNull();
    mockedSend.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
    await expect(sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 't', params })).resolves.toMatchObject({
      status: 'sent',
    });
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(sentParams(1).request_id).toBe(sentParams(0).request_id);
  });
});
