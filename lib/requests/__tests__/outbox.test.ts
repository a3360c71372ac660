/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteConfig } from '@/lib/config/site';
import { ALARM_AFTER_MS, ALARM_EMAIL_RETRY_MS, Outbox, RETRY, retryDelay, type OutboxLog } from '../outbox';
import { RequestStore, type NewRequest } from '../store';
import { startFakeEmailJs, tempStore, testConfig, type FakeEmailJs } from './helpers';

const T0 = Date.UTC(2026, 10, 24, 10, 31, 5);
const HOUR = 60 * 60 * 1000;

let emailjs: FakeEmailJs;
let temp: ReturnType<typeof tempStore>;
let clock: number;
let log: OutboxLog & { lines: string[] };

beforeAll(async () => {
  emailjs = await startFakeEmailJs();
});
afterAll(() => emailjs.close());
beforeEach(() => {
  emailjs.requests.length = 0;
  emailjs.answer = { status: 200, text: 'OK' };
  temp = tempStore();
  clock = T0;
  const lines: string[] = [];
  log = {
    lines,
    info: (line) => lines.push(`info ${line}`),
    warn: (line) => lines.push(`warn ${line}`),
    error: (line) => lines.push(`error ${line}`),
  };
});
afterEach(() => temp.cleanup());

function appointment(overrides: Partial<NewRequest> = {}): NewRequest {
  return {
    formId: 'appointment',
    locale: 'tr',
    fields: { email: 'hasta@example.com', phone: '0532 123 45 67', service: 'İmplant', message: 'Sol alt dişimde ağrı var.' },
    pageUrl: 'http://localhost:3000/contact',
    receivedAt: T0,
    spam: false,
    jobs: ['clinic-email', 'patient-email'],
    ...overrides,
  };
}

function outbox(overrides: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) {
  return new Outbox({
    store: temp.store,
    config: testConfig(emailjs.origin),
    now: () => clock,
    random: () => 1,
    log,
    timeoutMs: 300,
    ...overrides,
  });
}

async function drain(box: Outbox) {
  while ((await box.runOnce()) > 0);
}

const templates = () => emailjs.requests.map((request) => (request.body as { template_id: string }).template_id);
const paramsOf = (templateId: string) =>
  emailjs.requests
    .map((request) => request.body as { template_id: string; template_params: Record<string, string> })
    .filter((body) => body.template_id === templateId)
    .map((body) => body.template_params);

describe('the outbox', () => {
  it("sends the clinic's e-mail and the patient's confirmation once each, and marks them sent", async () => {
    const { reference } = temp.store.add(appointment());
    await drain(outbox());
    expect(templates().sort()).toEqual(['template_appointment', 'template_confirmation']);
    expect(paramsOf('template_appointment')[0]).toMatchObject({ request_id: reference, phone: '0532 123 45 67', service: 'İmplant' });
    expect(temp.store.list()[0]?.deliveries.map(({ job, state, attempts }) => [job, state, attempts])).toEqual([
      ['clinic-email', 'sent', 1],
      ['patient-email', 'sent', 1],
    ]);
    await drain(outbox());
    expect(emailjs.requests).toHaveLength(2);
  });

  it.each([
    [
      'tr',
      'Osmanağa Diş Kliniği: talebinizi aldık',
      'Talep numaranız',
      'Pazartesi – Cumartesi, 09:00 – 23:00',
      'Merhaba, web sitenizden talep gönderdim. Talep numaram: ',
    ],
    [
      'en',
      'Osmanağa Dental Clinic: we have received your request',
      'Your reference',
      'Monday – Saturday, 09:00 – 23:00',
      'Hello, I sent a request on your website. My reference is ',
    ],
  ] as const)(
    'confirms to the patient in %s: the reference, the phone and hours, and no health detail',
    async (locale, subject, label, hours, whatsapp) => {
      const { reference } = temp.store.add(appointment({ locale }));
      await drain(outbox());
      const [params] = paramsOf('template_confirmation');
      expect(params).toMatchObject({
        to_email: 'hasta@example.com',
        reply_to: siteConfig.email,
        lang: locale,
        dir: 'ltr',
        subject: `${subject} (${reference})`,
        reference_label: label,
        reference,
        clinic_phone: '+90 216 345 67 89',
        clinic_phone_tel: '+902163456789',
        hours,
        clinic_whatsapp_url: expect.stringContaining(encodeURIComponent(`${whatsapp}${reference}`)),
      });
      const text = JSON.stringify(params);
      for (const detail of ['İmplant', 'ağrı', 'Sol alt', '0532 123 45 67']) expect(text).not.toContain(detail);
    },
  );

  it('retries a refused or silent EmailJS with growing waits, loses nothing and sends each e-mail once it answers', async () => {
    temp.store.add(appointment({ jobs: ['clinic-email'] }));
    const box = outbox();
    emailjs.answer = { status: 500, text: 'Internal error' };
    await drain(box);
    emailjs.answer = 'hang';
    clock += retryDelay(1, () => 1);
    await drain(box);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^warn requests: OSM-\S+ clinic-email attempt 1 failed \(EmailJS answered 500 Internal error\); next attempt in 5 s$/,
      ),
      expect.stringMatching(
        /^warn requests: OSM-\S+ clinic-email attempt 2 failed \(no answer from EmailJS in time\); next attempt in 10 s$/,
      ),
    ]);
    clock += 9_999;
    expect(await box.runOnce()).toBe(0);
    emailjs.answer = { status: 200, text: 'OK' };
    clock += 1;
    await drain(box);
    expect(templates()).toEqual(['template_appointment', 'template_appointment', 'template_appointment']);
    expect(temp.store.list()[0]?.deliveries[0]).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('waits twice as long after each failure, between half and all of the wait, up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, () => 1))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(3, () => 0)).toBe(10_000);
    expect(retryDelay(40, () => 1)).toBe(RETRY.maxMs);
  });

  it('shares the store with another process: every e-mail goes exactly once', async () => {
    for (let i = 0; i < 30; i += 1) temp.store.add(appointment({ jobs: ['clinic-email'] }));
    const second = new RequestStore(temp.file);
    await Promise.all([drain(outbox({ owner: 'one', batch: 3 })), drain(outbox({ owner: 'two', store: second, batch: 3 }))]);
    const references = paramsOf('template_appointment').map((params) => params.request_id);
    expect(references).toHaveLength(30);
    expect(new Set(references).size).toBe(30);
    second.close();
  });

  it('delays e-mail at the cap, never refuses it, and says so once', async () => {
    for (let i = 0; i < 5; i += 1) temp.store.add(appointment({ jobs: ['clinic-email'] }));
    const box = outbox({ config: testConfig(emailjs.origin, { caps: { perHour: 2, perDay: 100 } }) });
    await drain(box);
    expect(emailjs.requests).toHaveLength(2);
    await drain(box);
    expect(log.lines.filter((line) => line.includes('cap'))).toEqual([
      'warn requests: the cap of 2 e-mails per hour is reached; 3 clinic e-mails wait and go as the window allows',
    ]);
    clock += HOUR;
    await drain(box);
    clock += HOUR;
    await drain(box);
    expect(emailjs.requests).toHaveLength(5);
    expect(temp.store.summary().pending['clinic-email']).toBe(0);
  });

  it('keeps requests without a private key, says why at start, and sends them once a key is set', async () => {
    temp.store.add(appointment());
    const keyless = outbox({ config: testConfig(emailjs.origin, { emailjs: null }) });
    keyless.start();
    await keyless.stop();
    expect(log.lines[0]).toMatch(/^warn requests: EMAILJS_PRIVATE_KEY is not set: requests are stored and wait for it/);
    expect(await keyless.runOnce()).toBe(0);
    await drain(outbox());
    expect(templates().sort()).toEqual(['template_appointment', 'template_confirmation']);
  });

  describe('the alarm', () => {
    let webhook: Server;
    let alerts: Record<string, unknown>[];
    let alertUrl: string;
    beforeAll(async () => {
      webhook = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          alerts.push(JSON.parse(body));
          response.end('ok');
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      alertUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
    });
    afterAll(() => new Promise<void>((resolve) => webhook.close(() => resolve())));
    beforeEach(() => {
      alerts = [];
    });

    /** One round of housekeeping in `box`, as at a start; the alarm's webhook and e-mail are sent without waiting for them. */
    const round = async (box: Outbox) => {
      box.start();
      await box.stop();
    };
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const alarmEmails = () => paramsOf('template_alarm');

    it("raises one alarm an hour into a failure of the clinic's template: a log line with the reason in words, the webhook, and one e-mail to staff through the alarm's own template", async () => {
      emailjs.answer = (body) =>
        body?.template_id === 'template_alarm' ? { status: 200, text: 'OK' } : { status: 400, text: 'The template ID not found' };
      temp.store.add(appointment({ jobs: ['clinic-email'] }));
      const config = testConfig(emailjs.origin, { alertUrl });
      config.emailjs!.alarm.serviceId = 'service_alarm';
      const box = outbox({ config });
      const other = outbox({ config, store: new RequestStore(temp.file) });

      await round(box);
      clock += ALARM_AFTER_MS;
      for (const process of [box, other, box]) await round(process);
      await until(() => alerts.length > 0 && log.lines.some((line) => line.includes('alarm e-mail')));

      const reason = 'EmailJS answered 400 The template ID not found';
      expect(log.lines.filter((line) => line.includes('ALARM'))).toEqual([
        `error requests: ALARM: 1 request(s) have not reached the clinic's e-mail, the oldest since 2026-11-24T10:31:05.000Z (${reason}). They are kept; \`npm run requests\` lists them.`,
      ]);
      expect(alerts).toEqual([expect.objectContaining({ waiting: 1, since: '2026-11-24T10:31:05.000Z', reason })]);
      expect(alarmEmails()).toEqual([
        {
          waiting: '1',
          since: '2026-11-24T10:31:05.000Z',
          since_istanbul: '24.11.2026 13:31:05 (İstanbul)',
          reason,
          inbox: 'sunucuda `npm run requests` komutu',
          health_url: `${siteConfig.siteUrl}/api/health`,
          site_url: siteConfig.siteUrl,
        },
      ]);
      const sent = emailjs.requests.map(({ body }) => body as { template_id: string; service_id: string });
      expect(sent.find(({ template_id }) => template_id === 'template_alarm')?.service_id).toBe('service_alarm');
      expect(log.lines).toContain('info requests: the alarm e-mail went to staff (EmailJS template template_alarm)');

      // Once per outage: not again while it lasts.
      clock += 2 * ALARM_EMAIL_RETRY_MS;
      await round(other);
      expect(alarmEmails()).toHaveLength(1);

      emailjs.answer = { status: 200, text: 'OK' };
      clock += RETRY.maxMs;
      await round(box);
      await round(box);
      expect(log.lines).toContain('info requests: every clinic e-mail waiting over an hour has gone; the alarm is over');
    });

    it('tries the alarm e-mail again every 15 minutes while EmailJS refuses it too, and names the other way', async () => {
      emailjs.answer = { status: 500, text: 'Internal error' };
      temp.store.add(appointment({ jobs: ['clinic-email'] }));
      const box = outbox();
      await round(box);
      clock += ALARM_AFTER_MS;
      await round(box);
      await until(() => log.lines.some((line) => line.includes('alarm e-mail')));
      expect(log.lines.filter((line) => line.includes('alarm e-mail'))).toEqual([
        'error requests: the alarm e-mail could not be sent (EmailJS answered 500 Internal error); tried again in 15 min; set REQUEST_ALERT_URL for a way that does not depend on EmailJS',
      ]);
      clock += ALARM_EMAIL_RETRY_MS - 1;
      await round(box);
      expect(alarmEmails()).toHaveLength(1);
      emailjs.answer = (body) =>
        body?.template_id === 'template_alarm' ? { status: 200, text: 'OK' } : { status: 500, text: 'Internal error' };
      clock += 1;
      await round(box);
      await until(() => log.lines.some((line) => line.includes('went to staff')));
      expect(alarmEmails()).toHaveLength(2);
    });

    it('says why when the caps hold the e-mails back', async () => {
      for (let i = 0; i < 2; i += 1) temp.store.add(appointment({ jobs: ['clinic-email'] }));
      const box = outbox({ config: testConfig(emailjs.origin, { caps: { perHour: 1, perDay: 1 } }) });
      await round(box);
      clock += ALARM_AFTER_MS;
      await round(box);
      await until(() => log.lines.some((line) => line.includes('alarm e-mail')));
      expect(log.lines.find((line) => line.includes('ALARM'))).toContain('(the cap of 1 e-mails per day holds them back)');
      // The alarm e-mail is not one of the requests' e-mails: the cap does not hold it back.
      expect(alarmEmails()).toHaveLength(1);
    });
  });

  it('purges requests past the retention period, with a log line', async () => {
    temp.store.add(appointment({ receivedAt: T0 - 200 * 24 * HOUR, jobs: [] }));
    temp.store.add(appointment({ jobs: [] }));
    const box = outbox({ config: testConfig(emailjs.origin, { retentionDays: 180 }) });
    box.start();
    await box.stop();
    expect(temp.store.list()).toHaveLength(1);
    expect(log.lines).toContain('info requests: purged 1 request(s) received before 2026-05-28T10:31:05.000Z (REQUEST_RETENTION_DAYS=180)');
  });
});

describe('the CMS inbox job', () => {
  let cms: Server;
  let received: { method?: string; url?: string; authorization?: string; body: { data: Record<string, unknown> } }[];
  let answer: (method: string) => { status: number; body: string };
  let url: string;

  beforeAll(async () => {
    cms = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: JSON.parse(body) });
        const { status, body: reply } = answer(request.method ?? '');
        response.writeHead(status, { 'content-type': 'application/json' }).end(reply);
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answer = (method) => (method === 'POST' ? { status: 201, body: '{"data":{}}' } : { status: 204, body: '' });
  });
  const withCms = (overrides: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) =>
    outbox({ config: testConfig(emailjs.origin, { cms: { url, token: 'request-token' } }), ...overrides });
  const calls = () => received.map(({ method, url: path }) => `${method} ${path}`);

  it("files the request with the site's own token, with where its e-mails stand and its staff status", async () => {
    const { reference } = temp.store.add(appointment({ jobs: ['clinic-email', 'patient-email', 'cms'] }));
    const spam = temp.store.add(
      appointment({ spam: true, jobs: ['cms'], fields: { email: '', phone: '1', service: 'Protez', message: 'buy' } }),
    );
    await drain(withCms());
    const entry = (ref: string) => received.find(({ body }) => body.data.reference === ref)?.body.data;
    expect(entry(reference)).toEqual({
      reference,
      receivedAt: '2026-11-24T10:31:05.000Z',
      form: 'appointment',
      language: 'tr',
      page: '/contact',
      email: 'hasta@example.com',
      phone: '0532 123 45 67',
      subject: 'İmplant',
      message: 'Sol alt dişimde ağrı var.',
      // The clinic's e-mail went before the entry was filed; the confirmation follows it.
      deliveryStatus: 'delivered',
      deliveryAttemptAt: '2026-11-24T10:31:05.000Z',
      confirmationStatus: 'waiting',
      confirmationAttemptAt: null,
      staffStatus: 'new',
    });
    expect(entry(spam.reference)).toMatchObject({ deliveryStatus: 'none', confirmationStatus: 'none', staffStatus: 'spam' });
    // Then the confirmation's delivery is reported to the entry: its delivery fields only, never the staff status.
    expect(calls()).toEqual(['POST /api/requests', 'POST /api/requests', `PUT /api/requests/${reference}/delivery`]);
    expect(received.map(({ authorization }) => authorization)).toEqual(Array(3).fill('Bearer request-token'));
    expect(received[2]?.body.data).toEqual({
      deliveryStatus: 'delivered',
      deliveryAttemptAt: '2026-11-24T10:31:05.000Z',
      confirmationStatus: 'delivered',
      confirmationAttemptAt: '2026-11-24T10:31:05.000Z',
    });
  });

  it('keeps the entry current while the e-mail fails: "retrying" with each attempt\'s time, then "delivered", each change once', async () => {
    const { reference } = temp.store.add(appointment({ jobs: ['clinic-email', 'cms'] }));
    emailjs.answer = { status: 500, text: 'Internal error' };
    const box = withCms();
    await drain(box);
    clock += RETRY.baseMs;
    await drain(box);
    emailjs.answer = { status: 200, text: 'OK' };
    clock += 2 * RETRY.baseMs;
    await drain(box);
    await drain(box);
    const report = (at: number) => new Date(at).toISOString();
    expect(calls()).toEqual(['POST /api/requests', ...Array(2).fill(`PUT /api/requests/${reference}/delivery`)]);
    expect(received.map(({ body }) => [body.data.deliveryStatus, body.data.deliveryAttemptAt])).toEqual([
      ['retrying', report(T0)],
      ['retrying', report(T0 + RETRY.baseMs)],
      ['delivered', report(T0 + 3 * RETRY.baseMs)],
    ]);
    // Staff may have changed the status since it was filed: a report never carries it.
    expect(received.slice(1).some(({ body }) => 'staffStatus' in body.data)).toBe(false);
  });

  it('takes a create refused as a duplicate as filed by an earlier attempt, and reports the delivery instead', async () => {
    const { reference } = temp.store.add(appointment({ jobs: ['cms'] }));
    answer = (method) =>
      method === 'POST'
        ? { status: 400, body: '{"data":null,"error":{"status":400,"name":"ValidationError","message":"This attribute must be unique"}}' }
        : { status: 204, body: '' };
    await drain(withCms());
    expect(calls()).toEqual(['POST /api/requests', `PUT /api/requests/${reference}/delivery`]);
    expect(temp.store.summary().pending.cms).toBe(0);
  });

  it('files nothing again for an entry the CMS no longer has (staff deleted it)', async () => {
    temp.store.add(appointment({ jobs: ['clinic-email', 'cms'] }));
    emailjs.answer = { status: 500, text: 'Internal error' };
    const box = withCms();
    await drain(box);
    answer = (method) => (method === 'POST' ? { status: 201, body: '{}' } : { status: 404, body: '{"error":{"message":"Not Found"}}' });
    clock += RETRY.baseMs;
    emailjs.answer = { status: 200, text: 'OK' };
    await drain(box);
    expect(calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(temp.store.summary().pending.cms).toBe(0);
  });

  it('retries a CMS that is down or refuses, and keeps its reason in words', async () => {
    temp.store.add(appointment({ jobs: ['cms'] }));
    answer = () => ({ status: 503, body: '<html><body><h1>503 Service Unavailable</h1></body></html>' });
    const box = withCms();
    await drain(box);
    answer = () => ({
      status: 400,
      body: '{"data":null,"error":{"status":400,"name":"ValidationError","message":"deliveryStatus must be one of the following values: waiting"}}',
    });
    clock += RETRY.baseMs;
    await drain(box);
    expect(log.lines).toEqual([
      expect.stringMatching(/cms attempt 1 failed \(the CMS answered 503: 503 Service Unavailable\)/),
      expect.stringMatching(/cms attempt 2 failed \(the CMS answered 400: deliveryStatus must be one of the following values: waiting\)/),
    ]);
    expect(temp.store.summary().pending.cms).toBe(1);
  });
});
