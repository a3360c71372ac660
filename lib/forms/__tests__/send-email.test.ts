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
    expect(mockedSend).toHaveBeenCalledWith(serviceId, 'template_appointment', params, {
      publicKey,
      limitRate: { id: 'emailjs-limit-appointment', throttle: rateLimitMs },
    });
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

  it('drops a repeat within the rate limit without sending', async () => {
    window.localStorage.setItem(rateLimitKey('appointment'), String(Date.now() - 2000));
    await expect(sendEmail({ formId: 'appointment', templateId: 't', params })).resolves.toEqual({ status: 'throttled' });
    expect(mockedSend).not.toHaveBeenCalled();
    // Another form keeps its own limit.
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await expect(sendEmail({ formId: 'blog-callback', templateId: 't', params })).resolves.toEqual({ status: 'sent' });
  });

  it('forgets the rate-limit record after a failure so the visitor can retry', async () => {
    mockedSend.mockImplementation(async () => {
      // EmailJS records the send before making it.
      window.localStorage.setItem(rateLimitKey('appointment'), String(Date.now()));
      throw new EmailJSResponseStatus(400, 'Bad Request');
    });
    await sendEmail({ formId: 'appointment', templateId: 't', params });
    expect(window.localStorage.getItem(rateLimitKey('appointment'))).toBeNull();
  });
});
