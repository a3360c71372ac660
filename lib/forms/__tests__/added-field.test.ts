/** @jest-environment node */
import { siteConfig } from '@/lib/config/site';
import { APPOINTMENT_FIELDS, initialAppointmentValues, type AppointmentValues } from '../fields';
import { payloadLabelsFrom, validationMessagesFrom } from '../messages';
import { PEER_ADDRESS_HEADER } from '@/lib/requests/client-address';
import { handleRequest } from '@/lib/requests/intake';
import { createRateLimiter } from '@/lib/requests/limits';
import { Outbox } from '@/lib/requests/outbox';
import { tempStore, testConfig } from '@/lib/requests/__tests__/helpers';
import { collectFieldErrors, createAppointmentSchema } from '../schemas';
import { emailFor } from '../submission';
import { browserFormsTranslator, startFakeEmailJs, type FakeEmailJs } from './helpers';

/**
 * The claim of docs/architecture.md ("where to change what"): a field added to the appointment
 * form's definition (`APPOINTMENT_FIELDS`) is in the form's empty values, its rules, the request
 * route's accepted body and the e-mail's template variables, with no other change. Here the definition
 * gains a test-only field, `insurance`, whose rule reuses the length message.
 */
jest.mock('../appointment-fields', () => {
  const actual = jest.requireActual<typeof import('../appointment-fields')>('../appointment-fields');
  return {
    ...actual,
    APPOINTMENT_FIELDS: {
      ...actual.APPOINTMENT_FIELDS,
      insurance: {
        initial: '',
        trim: true,
        maxLength: 40,
        singleLine: true,
        rule: { accepts: (value: string) => !/\d/.test(value), message: 'messageTooLong' },
      },
    },
  };
});

const REQUEST_ID = 'K7P4-D2XQ-9M3B';
/** The values with the added field, which the form's types do not know. */
type Extended = AppointmentValues & { insurance: string };
const FIELDS: Extended = { email: '', phone: '05321234567', service: 'Protez', message: '', insurance: ' SGK ' };

let emailjs: FakeEmailJs;
let temp: ReturnType<typeof tempStore>;
beforeAll(async () => {
  emailjs = await startFakeEmailJs();
});
afterAll(() => emailjs.close());
beforeEach(() => {
  emailjs.requests.length = 0;
  temp = tempStore();
});
afterEach(() => temp.cleanup());

/** Posts the fields to the request route, then lets the outbox deliver what was stored. */
async function relay(fields: Record<string, string>) {
  const request = new Request('http://localhost:3000/api/send-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '203.0.113.7' },
    body: JSON.stringify({ formId: 'appointment', fields, locale: 'en', requestId: REQUEST_ID }),
  });
  const config = testConfig(emailjs.origin);
  const response = await handleRequest(request, {
    config,
    store: () => temp.store,
    limiter: createRateLimiter(),
    knownTitles: async () => new Set<string>(),
  });
  const outbox = new Outbox({ store: temp.store, config, log: { info() {}, warn() {}, error() {} } });
  while ((await outbox.runOnce()) > 0);
  return response;
}

describe('a field added to APPOINTMENT_FIELDS only', () => {
  it('is in the definition, after the fields the form shows today', () => {
    expect(Object.keys(APPOINTMENT_FIELDS)).toEqual(['email', 'phone', 'service', 'message', 'insurance']);
  });

  it("is in the form's empty values", () => {
    expect(initialAppointmentValues()).toEqual({ email: '', phone: '', service: 'İmplant', message: '', insurance: '' });
  });

  it('is checked by its rule, with its message found by key and its own maximum', () => {
    const schema = createAppointmentSchema(validationMessagesFrom(browserFormsTranslator('en')));
    expect(schema.parse(FIELDS)).toEqual({ ...FIELDS, insurance: 'SGK' });
    const refused = schema.safeParse({ ...FIELDS, insurance: 'SGK 2024' });
    expect(refused.success).toBe(false);
    expect(collectFieldErrors(refused.error!)).toEqual({
      insurance: 'Your message can be at most 40 characters. Please shorten it (currently 8 characters).',
    });
  });

  it("is a template variable of the same name in the clinic's e-mail, beside the unchanged ones", () => {
    const { params } = emailFor({ formId: 'appointment', fields: FIELDS }, 'en', payloadLabelsFrom(browserFormsTranslator('en')));
    expect(params).toEqual({
      name: 'Appointment Request',
      email: 'Not specified',
      service: 'Protez',
      phone: '05321234567',
      message: 'No message written',
      language: 'en',
      to_email: siteConfig.recipients.join(', '),
      phone_tel: '+905321234567',
      phone_whatsapp: '905321234567',
      reply_to: '',
      insurance: 'SGK',
    });
  });

  it('is accepted by the request route and reaches the e-mail the outbox sends', async () => {
    const response = await relay(FIELDS);
    expect(response.status).toBe(200);
    expect(emailjs.requests).toHaveLength(1);
    const sent = (emailjs.requests[0]!.body as { template_params: Record<string, unknown> }).template_params;
    expect(sent.insurance).toBe('SGK');
    expect(sent.service).toBe('Protez');
  });

  it("is required in the route's body and held to its bounds there: 400, nothing stored or sent", async () => {
    const { insurance: _omitted, ...without } = FIELDS;
    for (const fields of [without, { ...FIELDS, insurance: 'x'.repeat(41) }, { ...FIELDS, insurance: 'SGK\r\nBcc: x@example.com' }]) {
      expect((await relay(fields)).status).toBe(400);
    }
    expect(emailjs.requests).toHaveLength(0);
    expect(temp.store.list()).toEqual([]);
  });
});
