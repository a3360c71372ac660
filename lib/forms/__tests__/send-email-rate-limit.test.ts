import { siteConfig } from '@/lib/config/site';
import { rateLimitKey, sendEmail } from '../send-email';
import type { EmailTemplateParams } from '../payload';

/**
 * The duplicate window with the real EmailJS library (only the network is
 * replaced): an identical repeat is not sent, a corrected request is.
 */

const params: EmailTemplateParams = {
  name: 'Geri Arama Talebi',
  email: 'Belirtilmedi',
  service: 'İmplant Tedavisi',
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

const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({ ok: true, status: 200, text: async () => 'OK' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('sendEmail with the EmailJS library', () => {
  it('sends once, records the send, and drops a repeat within the limit', async () => {
    const request = {
      formId: 'treatment-callback' as const,
      fields: FIELDS['treatment-callback'],
      templateId: 'template_callback',
      params,
    };
    await expect(sendEmail(request)).resolves.toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${siteConfig.emailjs.origin}/api/v1.0/email/send`);
    expect(Number(window.localStorage.getItem(rateLimitKey('treatment-callback')))).toBeGreaterThan(0);

    await expect(sendEmail(request)).resolves.toMatchObject({ status: 'duplicate' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The corrected number goes at once: the library itself refuses nothing.
    await expect(sendEmail({ ...request, params: { ...params, phone: '05329876543' } })).resolves.toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(body.template_params.phone).toBe('05329876543');
  });

  it('limits each form on its own', async () => {
    await sendEmail({ formId: 'treatment-callback', fields: FIELDS['treatment-callback'], templateId: 'template_callback', params });
    await expect(
      sendEmail({ formId: 'blog-callback', fields: FIELDS['blog-callback'], templateId: 'template_callback', params }),
    ).resolves.toMatchObject({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends where storage is blocked, with nothing recorded', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      await expect(
        sendEmail({ formId: 'appointment', fields: FIELDS['appointment'], templateId: 'template_appointment', params }),
      ).resolves.toMatchObject({ status: 'sent' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
