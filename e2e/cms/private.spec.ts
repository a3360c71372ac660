import { expect, test } from '@playwright/test';
import { adminRequest } from '../support/cms-admin';
import { CMS_E2E_API_TOKEN, CMS_URL, PATHS, SITE_READ_HEADERS } from '../support/cms-expected';

/**
 * The CMS answers nobody without a token (issue 33): the public role reads nothing, the site
 * reads with its read-only token (CONTENT_API_TOKEN), and a withdrawn or draft testimonial (a
 * patient's name beside a treatment) never leaves the CMS, whatever the token asks for. Patients'
 * requests (issue 44): the site's request token (REQUEST_API_TOKEN) files them and reports their
 * e-mails' delivery, and can do nothing else; neither it, the public role nor the read token can
 * read one.
 */

test.skip(Boolean(process.env.CMS_PHASE), 'runs while the CMS is up (first phase of scripts/test-cms.sh)');

const TYPES = ['treatments', 'treatment-categories', 'articles', 'categories', 'doctors', 'faqs', 'testimonials', 'gallery-images'];

test('an anonymous request to any content type is refused; the site token reads every one', async ({ request }) => {
  const anonymous: Record<string, number> = {};
  for (const type of TYPES) {
    anonymous[type] = (await request.get(`${CMS_URL}/api/${type}`)).status();
    expect((await request.get(`${CMS_URL}/api/${type}`, { headers: SITE_READ_HEADERS })).status(), `${type} with the site token`).toBe(200);
  }
  test.info().annotations.push({ type: 'anonymous answers', description: JSON.stringify(anonymous) });
  // Strapi answers a request without credentials 401 when the public role may not do it.
  expect(anonymous).toEqual(Object.fromEntries(TYPES.map((type) => [type, 401])));
  // Nor can anyone sign up: the public role has no users-permissions actions either.
  const signUp = await request.post(`${CMS_URL}/api/auth/local/register`, {
    data: { username: 'probe', email: 'probe@example.com', password: 'probe-password-1' },
  });
  expect([401, 403]).toContain(signUp.status());
});

test('a withdrawn testimonial and a draft never leave the CMS, even when the token asks for them', async ({ page, request }) => {
  test.skip(!CMS_E2E_API_TOKEN, 'needs CMS_E2E_API_TOKEN (set by scripts/test-cms.sh)');
  const writer = { Authorization: `Bearer ${CMS_E2E_API_TOKEN}` };
  const stamp = Date.now().toString(36);
  const withdrawn = `Withdrawn patient ${stamp}`;
  const draft = `Draft patient ${stamp}`;
  const created: string[] = [];
  const add = async (name: string, enabled: boolean, status: 'published' | 'draft') => {
    const response = await request.post(`${CMS_URL}/api/testimonials?status=${status}`, {
      headers: writer,
      data: { data: { name, comment: `Comment of ${name}`, treatment: 'Implant', enabled, rating: 5 } },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { documentId } = (await response.json()).data as { documentId: string };
    created.push(documentId);
    return documentId;
  };

  try {
    const withdrawnId = await add(withdrawn, false, 'published');
    const draftId = await add(draft, true, 'draft');

    const read = async (query: string) => {
      const response = await request.get(`${CMS_URL}/api/testimonials${query}`, { headers: SITE_READ_HEADERS });
      return { status: response.status(), text: await response.text() };
    };
    for (const query of [
      '?pagination[pageSize]=100',
      '?status=draft&pagination[pageSize]=100',
      '?filters[enabled][$eq]=false',
      `?filters[name][$eq]=${encodeURIComponent(withdrawn)}`,
      `?status=draft&filters[name][$eq]=${encodeURIComponent(draft)}`,
    ]) {
      const { text } = await read(query);
      expect(text, query).not.toContain(withdrawn);
      expect(text, query).not.toContain(draft);
    }
    for (const [documentId, query] of [
      [withdrawnId, ''],
      [draftId, '?status=draft'],
    ] as const) {
      const { status, text } = await read(`/${documentId}${query}`);
      expect(status, `${documentId}${query}`).toBe(404);
      expect(text).not.toMatch(/patient/);
    }
    // The webhook regenerates the home page on each new entry: neither shows there.
    await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(PATHS.en.home);
    await expect(page.locator('main')).not.toContainText(withdrawn);
    await expect(page.locator('main')).not.toContainText(draft);
  } finally {
    for (const documentId of created) await request.delete(`${CMS_URL}/api/testimonials/${documentId}`, { headers: writer });
  }
});

test("the site's request token files a request and reports its delivery, and reads or changes nothing else", async ({ request }) => {
  test.skip(!CMS_E2E_API_TOKEN || !process.env.REQUEST_API_TOKEN, 'needs the tokens scripts/test-cms.sh makes');
  const siteRequests = { Authorization: `Bearer ${process.env.REQUEST_API_TOKEN}` };
  const staff = { Authorization: `Bearer ${CMS_E2E_API_TOKEN}` };
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const phone = `0532 ${stamp}`;
  const entry = (reference: string) => ({
    reference,
    receivedAt: new Date().toISOString(),
    form: 'appointment',
    language: 'en',
    phone,
    email: '',
    subject: 'Protez',
    message: 'Private spec',
    page: 'http://localhost/en/contact',
    deliveryStatus: 'waiting',
    deliveryAttemptAt: null,
    confirmationStatus: 'none',
    confirmationAttemptAt: null,
    staffStatus: 'new',
  });
  const reference = `OSM-P${stamp}`;
  const created: string[] = [];
  const staffView = async (ref: string) => {
    const response = await request.get(`${CMS_URL}/api/requests?filters[reference][$eq]=${ref}`, { headers: staff });
    return ((await response.json()) as { data: Record<string, unknown>[] }).data[0];
  };
  const report = (ref: string, data: Record<string, unknown>, headers: Record<string, string> = siteRequests) =>
    request.put(`${CMS_URL}/api/requests/${ref}/delivery`, { headers, data: { data } });

  try {
    // It files a request, and the answer gives back its ids and nothing of what the patient wrote.
    const filed = await request.post(`${CMS_URL}/api/requests`, { headers: siteRequests, data: { data: entry(reference) } });
    expect(filed.status(), await filed.text()).toBe(201);
    const { data } = (await filed.json()) as { data: { documentId: string; reference: string } };
    created.push(data.documentId);
    expect(data).toEqual({ documentId: expect.any(String), reference });

    // Nobody but staff reads it: not anonymously, not with the site's read token, not with the request token.
    for (const [who, headers] of [
      ['anonymous', {}],
      ["the site's read token", SITE_READ_HEADERS],
      ["the site's request token", siteRequests],
    ] as const) {
      const expected = who === 'anonymous' ? 401 : 403;
      for (const path of ['', `/${data.documentId}`, `?filters[reference][$eq]=${reference}`]) {
        const answer = await request.get(`${CMS_URL}/api/requests${path}`, { headers });
        expect(answer.status(), `${who} GET ${path}`).toBe(expected);
        expect(await answer.text(), who).not.toContain(phone);
      }
      if (who !== "the site's request token") {
        expect((await request.post(`${CMS_URL}/api/requests`, { headers, data: { data: entry(`OSM-X${stamp}`) } })).status(), who).toBe(
          expected,
        );
        expect((await report(reference, { deliveryStatus: 'delivered' }, headers)).status(), who).toBe(expected);
      }
    }
    // The request token changes or deletes no entry by the content API's own routes.
    expect(
      (
        await request.put(`${CMS_URL}/api/requests/${data.documentId}`, { headers: siteRequests, data: { data: { staffStatus: 'spam' } } })
      ).status(),
    ).toBe(403);
    expect((await request.delete(`${CMS_URL}/api/requests/${data.documentId}`, { headers: siteRequests })).status()).toBe(403);

    // It reports the delivery: 204, no body; only the delivery fields; a late or repeated report changes nothing.
    const at = (seconds: number) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + seconds * 1000).toISOString();
    const retrying = await report(reference, { deliveryStatus: 'retrying', deliveryAttemptAt: at(10) });
    expect([retrying.status(), await retrying.text()]).toEqual([204, '']);
    expect(await staffView(reference)).toMatchObject({ deliveryStatus: 'retrying', deliveryAttemptAt: at(10), staffStatus: 'new' });
    for (const late of [
      { deliveryStatus: 'waiting', deliveryAttemptAt: null },
      { deliveryStatus: 'retrying', deliveryAttemptAt: at(5) },
    ]) {
      expect((await report(reference, late)).status()).toBe(204);
    }
    expect(await staffView(reference)).toMatchObject({ deliveryStatus: 'retrying', deliveryAttemptAt: at(10) });
    for (const sneaky of [{ staffStatus: 'spam' }, { deliveryStatus: 'delivered', message: 'changed' }, { deliveryStatus: 'sent' }]) {
      expect((await report(reference, sneaky)).status(), JSON.stringify(sneaky)).toBe(400);
    }
    expect(await staffView(reference)).toMatchObject({ deliveryStatus: 'retrying', staffStatus: 'new' });
    // The patient's message is private (only the admin panel shows it) and unchanged.
    expect(await adminRequest(request, data.documentId)).toMatchObject({ message: 'Private spec' });
    expect((await report(reference, { deliveryStatus: 'delivered', deliveryAttemptAt: at(20) })).status()).toBe(204);
    expect((await report(reference, { deliveryStatus: 'retrying', deliveryAttemptAt: at(30) })).status()).toBe(204);
    expect(await staffView(reference)).toMatchObject({ deliveryStatus: 'delivered', deliveryAttemptAt: at(20) });

    // Staff set the status; the delivery fields are the site's, whatever another writer sends.
    const staffSave = await request.put(`${CMS_URL}/api/requests/${data.documentId}`, {
      headers: staff,
      data: { data: { staffStatus: 'booked', deliveryStatus: 'waiting' } },
    });
    expect(staffSave.status(), await staffSave.text()).toBe(200);
    expect(await staffView(reference)).toMatchObject({ staffStatus: 'booked', deliveryStatus: 'delivered' });

    // An entry another token filed is not the request token's to report on.
    const other = `OSM-Q${stamp}`;
    const otherFiled = await request.post(`${CMS_URL}/api/requests`, { headers: staff, data: { data: entry(other) } });
    expect(otherFiled.status(), await otherFiled.text()).toBe(201);
    created.push(((await otherFiled.json()) as { data: { documentId: string } }).data.documentId);
    expect((await report(other, { deliveryStatus: 'delivered', deliveryAttemptAt: at(40) })).status()).toBe(404);
    expect(await staffView(other)).toMatchObject({ deliveryStatus: 'waiting' });
  } finally {
    for (const documentId of created) await request.delete(`${CMS_URL}/api/requests/${documentId}`, { headers: staff });
  }
});
