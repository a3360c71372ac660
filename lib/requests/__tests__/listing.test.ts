/** @jest-environment node */
import { formatRequests, readRequests, readWaiting } from '../listing.mjs';
import { openStoreReadOnly } from '../store-file.mjs';
import { tempStore } from './helpers';

const T0 = Date.UTC(2026, 10, 24, 10, 31, 5);
const MINUTE = 60_000;
const CAPS = { perHour: 1000, perDay: 1000 };

let temp: ReturnType<typeof tempStore>;
beforeEach(() => {
  temp = tempStore();
});
afterEach(() => temp.cleanup());

describe('npm run requests', () => {
  it('lists the newest first and says what waits, since when, and why, in the last attempt’s words', async () => {
    const { store } = temp;
    const first = store.add({
      formId: 'appointment',
      locale: 'tr',
      fields: { email: 'hasta@example.com', phone: '0532 123 45 67', service: 'İmplant', message: 'Sol alt dişimde\nağrı var.' },
      pageUrl: 'http://localhost:3000/contact',
      receivedAt: T0,
      spam: false,
      jobs: ['clinic-email', 'patient-email', 'cms'],
    });
    const second = store.add({
      formId: 'treatment-callback',
      locale: 'en',
      fields: { phone: '+44 20 7946 0958', treatment: 'Dental Implant' },
      pageUrl: 'http://localhost:3000/en/treatments/implant',
      receivedAt: T0 + 5 * MINUTE,
      spam: false,
      jobs: ['clinic-email', 'cms'],
    });
    const claim = (now: number, jobs: ('clinic-email' | 'patient-email' | 'cms')[]) =>
      store.claim({ now, owner: 'a', leaseMs: 1000, limit: 10, jobs, caps: CAPS });
    for (const { request } of claim(T0 + 6 * MINUTE, ['clinic-email'])) {
      store.retry(request.id, 'clinic-email', T0 + 6 * MINUTE, T0 + 21 * MINUTE, 'EmailJS answered 400 The template ID not found');
    }
    for (const { request, job } of claim(T0 + 7 * MINUTE, ['patient-email'])) store.complete(request.id, job, T0 + 7 * MINUTE);
    const [filing] = claim(T0 + 8 * MINUTE, ['cms']);
    store.complete(filing!.request.id, 'cms', T0 + 8 * MINUTE, filing!.cms!.report);

    const db = (await openStoreReadOnly(temp.file))!;
    const text = formatRequests(readRequests(db), {
      file: '/srv/requests.db',
      waitingOnly: false,
      waiting: readWaiting(db),
      now: T0 + 75 * MINUTE,
    });
    db.close();
    expect(text.split('\n')).toEqual([
      "2 request(s) in /srv/requests.db, newest first; times are Istanbul's.",
      "Waiting for the clinic's e-mail: 2, the oldest since 24.11.2026 13:31 (75 min); the last error, 24.11.2026 13:37: EmailJS answered 400 The template ID not found.",
      '',
      `${second.reference}  24.11.2026 13:36  treatment-callback [en]`,
      '  phone: +44 20 7946 0958  e-mail: —  about: Dental Implant',
      '  clinic e-mail: waiting, 1 attempt(s), the last 24.11.2026 13:37: EmailJS answered 400 The template ID not found; next 24.11.2026 13:52',
      '  confirmation: none (no address)',
      '  CMS: waiting, not tried yet',
      '',
      `${first.reference}  24.11.2026 13:31  appointment [tr]`,
      '  phone: 0532 123 45 67  e-mail: hasta@example.com  about: İmplant',
      '  message: Sol alt dişimde ağrı var.',
      '  clinic e-mail: waiting, 1 attempt(s), the last 24.11.2026 13:37: EmailJS answered 400 The template ID not found; next 24.11.2026 13:52',
      '  confirmation: sent 24.11.2026 13:38',
      '  CMS: filed 24.11.2026 13:39',
    ]);

    // Once the first one's e-mail has gone, --waiting lists only the second; the first's CMS entry has a report due.
    const [again] = claim(T0 + 21 * MINUTE, ['clinic-email']);
    expect(again?.request.reference).toBe(first.reference);
    store.complete(again!.request.id, 'clinic-email', T0 + 21 * MINUTE);
    const reopened = (await openStoreReadOnly(temp.file))!;
    expect(readRequests(reopened, { waitingOnly: true }).map(({ reference }) => reference)).toEqual([second.reference]);
    const after = formatRequests(readRequests(reopened), { file: 'x', waitingOnly: false, waiting: readWaiting(reopened), now: T0 });
    reopened.close();
    expect(after).toContain('  clinic e-mail: sent 24.11.2026 13:52\n');
    expect(after).toContain('  CMS: filed 24.11.2026 13:39; its delivery report waits, not tried yet');
  });

  it('says nothing of a CMS when none was configured, and that every e-mail has gone', async () => {
    temp.store.add({
      formId: 'blog-callback',
      locale: 'tr',
      fields: { phone: '0541 987 65 43', article: 'İmplant' },
      pageUrl: '',
      receivedAt: T0,
      spam: false,
      jobs: [],
    });
    const db = (await openStoreReadOnly(temp.file))!;
    const text = formatRequests(readRequests(db), { file: 'x', waitingOnly: false, waiting: readWaiting(db), now: T0 });
    db.close();
    expect(text).toContain('\nEvery clinic e-mail has gone.\n');
    expect(text).not.toContain('CMS');
  });
});
