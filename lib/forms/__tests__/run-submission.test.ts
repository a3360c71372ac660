import { send } from '@emailjs/browser';
import { trackEvent } from '@/lib/analytics';
import { runSubmission } from '../run-submission';
import { emailFor } from '../submission';
import { browserFormsTranslator } from './helpers';

/**
 * The one submit sequence both forms run (rules, guard, send, report). The forms' own tests
 * (components/forms/__tests__) show its states; these pin what the sequence itself decides.
 */

jest.mock('@emailjs/browser', () => ({ init: jest.fn(), send: jest.fn() }));
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));
jest.mock('../submission', () => {
  const actual = jest.requireActual('../submission');
  return { ...actual, emailFor: jest.fn(actual.emailFor) };
});

const fetchMock = jest.fn();
const context = () => ({ t: browserFormsTranslator('tr'), locale: 'tr' as const, honeypot: '', renderedAt: 0, onSending: jest.fn() });
const callback = { formId: 'treatment-callback' as const, fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' } };

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(emailFor).mockClear();
  jest.mocked(send).mockReset().mockResolvedValue({ status: 200, text: 'OK' });
  jest.mocked(trackEvent).mockClear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({ status: 'sent' }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_EMAIL_RELAY;
});

it('with the relay on, sends only the fields and the language: the browser builds no e-mail', async () => {
  process.env.NEXT_PUBLIC_EMAIL_RELAY = '1';
  await expect(runSubmission(callback, context())).resolves.toEqual({ kind: 'sent' });
  expect(emailFor).not.toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
  const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
  expect(Object.keys(body).sort()).toEqual(['fields', 'formId', 'locale', 'pageUrl', 'requestId']);
});

it('on the browser path, builds the e-mail and sends it with EmailJS', async () => {
  await expect(runSubmission(callback, context())).resolves.toEqual({ kind: 'sent' });
  expect(emailFor).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledTimes(1);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("returns the rules' messages per field, sends nothing and reports the fields", async () => {
  const onSending = jest.fn();
  const result = await runSubmission(
    { formId: 'appointment', fields: { email: 'x', phone: '', service: '', message: '' } },
    { ...context(), onSending },
  );
  expect(result).toEqual({
    kind: 'invalid',
    errors: { email: 'Geçerli bir e-posta adresi giriniz', service: 'Tedavi seçimi zorunludur' },
  });
  expect(onSending).not.toHaveBeenCalled();
  expect(send).not.toHaveBeenCalled();
  expect(trackEvent).toHaveBeenCalledWith('form_validation_error', { form: 'appointment', fields: ['email', 'service'] }, { force: true });
});

it('answers a filled honeypot as sent and sends nothing', async () => {
  await expect(runSubmission(callback, { ...context(), honeypot: 'https://spam.example' })).resolves.toEqual({ kind: 'sent' });
  expect(send).not.toHaveBeenCalled();
  expect(trackEvent).not.toHaveBeenCalledWith('form_submit_success', expect.anything(), expect.anything());
});
