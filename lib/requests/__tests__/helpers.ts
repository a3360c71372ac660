import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfig } from '@/lib/config/site';
import type { RequestsConfig } from '../config';
import { RequestStore } from '../store';

export { startFakeEmailJs, type FakeEmailJs } from '@/lib/forms/__tests__/helpers';

export const PRIVATE_KEY = 'private-key-only-the-server-knows';

/** A store on the disk in a folder of its own, removed by `cleanup`. */
export function tempStore(): { store: RequestStore; file: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'requests-test-'));
  const file = path.join(dir, 'requests.db');
  const temp = {
    store: new RequestStore(file),
    file,
    cleanup: () => {
      // The store open now: a test may have reopened the file.
      temp.store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return temp;
}

/** The request flow's settings for a test: EmailJS at `origin` with the private key, no CMS, generous caps. */
export function testConfig(origin: string, overrides: Partial<RequestsConfig> = {}): RequestsConfig {
  const { emailjs } = siteConfig;
  return {
    storePath: ':memory:',
    retentionDays: 180,
    emailjs: {
      origin,
      privateKey: PRIVATE_KEY,
      serviceId: emailjs.serviceId,
      publicKey: emailjs.publicKey,
      templates: { appointment: emailjs.templateId, callback: emailjs.callbackTemplateId, confirmation: emailjs.confirmationTemplateId },
      alarm: { serviceId: emailjs.serviceId, templateId: 'template_alarm' },
    },
    cms: null,
    caps: { perHour: 1000, perDay: 1000 },
    perClient: 5,
    trustedProxies: 0,
    alertUrl: null,
    ...overrides,
  };
}
