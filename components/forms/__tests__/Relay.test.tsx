import { APPOINTMENT_FORM_MESSAGE_PATHS, BLOG_CALLBACK_MESSAGE_PATHS, TREATMENT_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { fireEvent, screen } from '@testing-library/react';
import { send } from '@emailjs/browser';
import { reportConversion, trackEvent } from '@/lib/analytics';
import { AppointmentForm } from '../AppointmentForm';
import { BlogCallback } from '../BlogCallback';
import { TreatmentCallback } from '../TreatmentCallback';
import { advance, click, withIntl } from './helpers';

/**
 * The forms in a relay build (NEXT_PUBLIC_EMAIL_RELAY=1): the same request goes to
 * /api/send-request, and the visitor sees the same states and the same events are sent as
 * with EmailJS in the browser (AppointmentForm.test.tsx, Callbacks.test.tsx).
 */

jest.mock('@emailjs/browser', () => ({ init: jest.fn(), send: jest.fn() }));
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

const fetchMock = jest.fn();
const REQUEST_ID = expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

function relayAnswer(status: number, body: unknown) {
  return { ok: status === 200, status, json: async () => body };
}

function postedBody(n = 0): unknown {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  expect(url).toBe('/api/send-request');
  return JSON.parse(String(init.body));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(relayAnswer(200, { status: 'sent' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(trackEvent).mockClear();
  jest.mocked(reportConversion).mockClear();
  process.env.NEXT_PUBLIC_EMAIL_RELAY = '1';
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_EMAIL_RELAY;
  jest.useRealTimers();
});

describe('the forms through the relay', () => {
  it('appointment: posts the entries, then shows the same success and sends the same events', async () => {
    withIntl('tr', <AppointmentForm />, APPOINTMENT_FORM_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: ' 0532 123 45 67 ' } });
    fireEvent.change(screen.getByLabelText('Tedavi'), { target: { value: 'Protez' } });
    await click('Randevu Talebi Gönder');

    expect(postedBody()).toEqual({
      formId: 'appointment',
      fields: { email: '', phone: '0532 123 45 67', service: 'Protez', message: '' },
      locale: 'tr',
      requestId: REQUEST_ID,
      pageUrl: window.location.href,
    });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Randevu talebiniz başarıyla gönderildi. En kısa sürede sizinle iletişime geçeceğiz.',
    );
    expect(reportConversion).toHaveBeenCalledWith('form_submission');
    expect(trackEvent).toHaveBeenCalledWith('form_submit_success', { form: 'appointment', service: 'Protez' }, { force: true });
  });

  it('appointment: a refusal EmailJS gave the relay shows the same error, with the phone, and the same event', async () => {
    fetchMock.mockResolvedValue(relayAnswer(502, { reason: 'provider', text: 'The Public Key is invalid' }));
    withIntl('en', <AppointmentForm />, APPOINTMENT_FORM_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'patient@example.com' } });
    await click('Send Appointment Request');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while sending your appointment request. Please try again later or call us. The Public Key is invalid',
    );
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+902163456789');
    expect(screen.getByLabelText('Email address')).toHaveValue('patient@example.com');
    expect(trackEvent).toHaveBeenCalledWith(
      'form_submit_error',
      { form: 'appointment', reason: 'provider', error: 'The Public Key is invalid' },
      { force: true },
    );
  });

  it("treatment call-back: posts the number and the treatment's title, and sends the call request event", async () => {
    withIntl('tr', <TreatmentCallback treatmentTitle="İmplant Tedavisi" />, TREATMENT_CALLBACK_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByLabelText('Telefon numaranız'), { target: { value: '05321234567' } });
    await click('Beni Arayın');
    expect(postedBody()).toEqual({
      formId: 'treatment-callback',
      fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' },
      locale: 'tr',
      requestId: REQUEST_ID,
      pageUrl: window.location.href,
    });
    expect(trackEvent).toHaveBeenCalledWith('treatment_call_request', { treatment: 'İmplant Tedavisi' }, { force: true });
  });

  it("blog call-back: posts the number and the article's title; the rate limit ends as an unknown failure", async () => {
    fetchMock.mockResolvedValue(relayAnswer(429, { error: 'rate-limited' }));
    withIntl('en', <BlogCallback articleTitle="Brushing right" />, BLOG_CALLBACK_MESSAGE_PATHS);
    await advance(3100);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '+90 532 123 45 67' } });
    await click(/Call Me|Call me/);
    expect(postedBody()).toEqual({
      formId: 'blog-callback',
      fields: { phone: '+90 532 123 45 67', article: 'Brushing right' },
      locale: 'en',
      requestId: REQUEST_ID,
      pageUrl: window.location.href,
    });
    expect(trackEvent).toHaveBeenCalledWith('form_submit_error', { form: 'blog-callback', reason: 'unknown' }, { force: true });
  });
});
