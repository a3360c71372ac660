import { init, send, EmailJSResponseStatus } from '@emailjs/browser';
import { siteConfig } from '@/lib/config/site';
import { rateLimitKey, sendEmail } from '../send-email';
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
};

beforeEach(() => {
  jest.useRealTimers();
  mockedSend.mockReset();
  mockedInit.mockReset();
  window.localStorage.clear();
});

describe('sendEmail', () => {
  it('sends with the configured ids, origin and rate limit', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await expect(sendEmail({ formId: 'appointment', templateId: 'template_appointment', params })).resolves.toEqual({ status: 'sent' });
    const { publicKey, origin, serviceId, rateLimitMs } = siteConfig.emailjs;
    expect(mockedInit).toHaveBeenCalledWith({ publicKey, origin, storageProvider: expect.any(Object) });
    expect(mockedSend).toHaveBeenCalledWith(
      serviceId,
      'template_appointment',
      { ...params, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      { publicKey, limitRate: { id: rateLimitKey('appointment', params), throttle: rateLimitMs } },
    );
    expect(rateLimitKey('appointment', params)).toMatch(/^emailjs-limit-appointment-[0-9a-f]{8}$/);
  });

  it('carries the text of a non-OK answer', async () => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(400, 'The template ID is invalid'));
    await expect(sendEmail({ formId: 'appointment', templateId: 't', params })).resolves.toEqual({
      status: 'failed',
      reason: 'provider',
      text: 'The template ID is invalid',
    });
  });

  it('reports an empty answer or a thrown error as unknown', async () => {
    mockedSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, ''));
    await expect(sendEmail({ formId: 'appointment', templateId: 't', params })).resolves.toEqual({
      status: 'failed',
      reason: 'provider',
      text: undefined,
    });
    mockedSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendEmail({ formId: 'appointment', templateId: 't', params })).resolves.toEqual({ status: 'failed', reason: 'unknown' });
  });

  it('gives up after the configured timeout', async () => {
    jest.useFakeTimers();
    mockedSend.mockReturnValue(new Promise(() => {}));
    const pending = sendEmail({ formId: 'blog-callback', templateId: 't', params });
    await jest.advanceTimersByTimeAsync(siteConfig.emailjs.timeoutMs);
    await expect(pending).resolves.toEqual({ status: 'failed', reason: 'timeout' });
  });

  it('drops an identical repeat within the rate limit without sending', async () => {
    window.localStorage.setItem(rateLimitKey('appointment', params), String(Date.now() - 2000));
    await expect(sendEmail({ formId: 'appointment', templateId: 't', params })).resolves.toEqual({ status: 'duplicate' });
    expect(mockedSend).not.toHaveBeenCalled();
    // Another form keeps its own limit.
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await expect(sendEmail({ formId: 'blog-callback', templateId: 't', params })).resolves.toEqual({ status: 'sent' });
  });

  it('forgets the rate-limit record after a failure so the visitor can retry', async () => {
    mockedSend.mockImplementation(async () => {
      // EmailJS records the send before making it.
      window.localStorage.setItem(rateLimitKey('appointment', params), String(Date.now()));
      throw new EmailJSResponseStatus(400, 'Bad Request');
    });
    await sendEmail({ formId: 'appointment', templateId: 't', params });
    expect(window.localStorage.getItem(rateLimitKey('appointment', params))).toBeNull();
  });

  it('sends a changed request within the rate limit: only an identical one is a duplicate', async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    window.localStorage.setItem(rateLimitKey('treatment-callback', params), String(Date.now() - 2000));
    const corrected = { ...params, phone: '05329876543' };
    await expect(sendEmail({ formId: 'treatment-callback', templateId: 't', params: corrected })).resolves.toEqual({ status: 'sent' });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend.mock.calls[0]?.[2]).toMatchObject({ phone: '05329876543' });
  });

  it('keeps one request id across retries of the same request, and gives a changed request a new one', async () => {
    mockedSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, 'Server Error'));
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const first = { ...params, phone: '05321112233' };
    await sendEmail({ formId: 'blog-callback', templateId: 't', params: first });
    await sendEmail({ formId: 'blog-callback', templateId: 't', params: first });
    await sendEmail({ formId: 'blog-callback', templateId: 't', params: { ...first, phone: '05324445566' } });
    const ids = mockedSend.mock.calls.map((call) => (call[2] as Record<string, string>).request_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
