/** @jest-environment node */
import path from 'node:path';
import { requestsConfig } from '../config';
import { storeFile } from '../store-file.mjs';

describe("the request flow's configuration", () => {
  it('keeps the store in data/requests.db beside the project unless REQUEST_STORE_PATH says otherwise; the scripts agree', () => {
    expect(requestsConfig({}).storePath).toBe(path.join(process.cwd(), 'data', 'requests.db'));
    expect(storeFile({}, process.cwd())).toBe(requestsConfig({}).storePath);
    expect(requestsConfig({ REQUEST_STORE_PATH: '/var/lib/clinic-site/requests.db' }).storePath).toBe('/var/lib/clinic-site/requests.db');
    expect(storeFile({ REQUEST_STORE_PATH: 'x/r.db' }, '/srv/site')).toBe('/srv/site/x/r.db');
  });

  it('trusts no proxy, keeps 180 days and sends nothing until the private key is set', () => {
    const config = requestsConfig({});
    expect(config).toMatchObject({
      trustedProxies: 0,
      retentionDays: 180,
      emailjs: null,
      cms: null,
      perClient: 5,
      caps: { perHour: 30, perDay: 150 },
    });
  });

  it('reads the key, the EmailJS origin, the CMS inbox and the limits from the environment', () => {
    const config = requestsConfig({
      EMAILJS_PRIVATE_KEY: ' key ',
      EMAILJS_API_ORIGIN: 'http://127.0.0.1:9/',
      CONTENT_API_URL: 'https://cms.example.com/',
      REQUEST_API_TOKEN: 'token',
      EMAIL_RELAY_PROXY_HOPS: '1',
      EMAIL_RELAY_MAX_PER_CLIENT: '9',
      REQUEST_RETENTION_DAYS: '30',
      REQUEST_ALERT_URL: 'https://hooks.example.com/x',
    });
    expect(config).toMatchObject({
      emailjs: { privateKey: 'key', origin: 'http://127.0.0.1:9', templates: { confirmation: 'template_confirmation' } },
      cms: { url: 'https://cms.example.com', token: 'token' },
      trustedProxies: 1,
      perClient: 9,
      retentionDays: 30,
      alertUrl: 'https://hooks.example.com/x',
    });
    expect(requestsConfig({ CONTENT_API_URL: 'https://cms.example.com' }).cms).toBeNull();
  });

  it("sends the staff alarm with its own template (template_alarm), through the clinic's service unless another is named", () => {
    expect(requestsConfig({ EMAILJS_PRIVATE_KEY: 'key' }).emailjs?.alarm).toEqual({
      serviceId: 'service_osmanaga',
      templateId: 'template_alarm',
    });
    expect(
      requestsConfig({ EMAILJS_PRIVATE_KEY: 'key', EMAILJS_ALARM_TEMPLATE_ID: 'template_x', EMAILJS_ALARM_SERVICE_ID: 'service_backup' })
        .emailjs?.alarm,
    ).toEqual({ serviceId: 'service_backup', templateId: 'template_x' });
  });
});
