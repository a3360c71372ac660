import { trackEvent } from '@/lib/analytics';
import { runSubmission } from '../run-submission';
import { browserFormsTranslator } from './helpers';

/**
 * The one submit sequence every form runs (rules, minimum time, post, report). The forms' own tests
 * (components/forms/__tests__) show its states; these pin what the sequence itself decides.
 */

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn(), reportConversion: jest.fn() }));

const fetchMock = jest.fn();
const context = () => ({ t: browserFormsTranslator('tr'), locale: 'tr' as const, honeypot: '', renderedAt: 0, onSending: jest.fn() });
const callback = { formId: 'treatment-callback' as const, fields: { phone: '05321234567', treatment: 'İmplant Tedavisi' } };
const posted = () => JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, unknown>;

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(trackEvent).mockClear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => ({ status: 'received', reference: 'OSM-7K2R-4F' }) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('posts only the fields, the language, the page and its own id to the site, and returns the reference', async () => {
  await expect(runSubmission(callback, context())).resolves.toEqual({ kind: 'sent', reference: 'OSM-7K2R-4F' });
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/send-request');
  expect(Object.keys(posted()).sort()).toEqual(['fields', 'formId', 'locale', 'pageUrl', 'requestId']);
});

it("returns the rules' messages per field, posts nothing and reports the fields", async () => {
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
  expect(fetchMock).not.toHaveBeenCalled();
  expect(trackEvent).toHaveBeenCalledWith('form_validation_error', { form: 'appointment', fields: ['email', 'service'] }, { force: true });
});

it.each(['a@x.example,b@x.example', '"Clinic"<x@x.example>', 'a@x.example; b@x.example', 'Ayşe <a@x.example>'])(
  'refuses %s: the reply address is one plain address',
  async (email) => {
    const result = await runSubmission({ formId: 'appointment', fields: { email, phone: '', service: 'İmplant', message: '' } }, context());
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'Geçerli bir e-posta adresi giriniz' } });
    expect(fetchMock).not.toHaveBeenCalled();
  },
);

it('sends a filled honeypot along (the site keeps it as spam) and reports no success', async () => {
  await expect(runSubmission(callback, { ...context(), honeypot: 'https://spam.example' })).resolves.toEqual({
    kind: 'sent',
    reference: 'OSM-7K2R-4F',
  });
  expect(posted()).toMatchObject({ hp_note: 'https://spam.example' });
  expect(trackEvent).not.toHaveBeenCalledWith('form_submit_success', expect.anything(), expect.anything());
});
