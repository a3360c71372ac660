/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportToCms } from '../cms-inbox';
import type { DeliveryReport, StoredRequest } from '../store';

/**
 * The request type in the CMS project: what Strapi accepts (an unknown field or state is refused
 * with a 400). Private fields are written like any other (the patient's: no answer shows them);
 * `filedBy` is the CMS's own, set by its controller from the token.
 */
const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'cms/src/api/request/content-types/request/schema.json'), 'utf8')) as {
  attributes: Record<string, { type: string; enum?: string[]; writable?: boolean }>;
};
const SET_BY_THE_CMS = ['filedBy'];

const request: StoredRequest = {
  id: 1,
  reference: 'OSM-7K2R-4F',
  formId: 'appointment',
  locale: 'en',
  fields: { phone: '0532 123 45 67', email: 'patient@example.com', service: 'Protez', message: 'Hello' },
  pageUrl: 'http://localhost:3000/en/contact',
  receivedAt: Date.UTC(2026, 10, 24, 10, 31, 5),
  spam: false,
};

async function sent(filed: boolean, report: DeliveryReport) {
  const bodies: { method: string; data: Record<string, unknown> }[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    bodies.push({ method: String(init.method), data: JSON.parse(String(init.body)).data });
    return new Response(null, { status: init.method === 'POST' ? 201 : 204 });
  }) as typeof globalThis.fetch;
  expect(
    await reportToCms({ request, cms: { filed, report } }, { url: 'http://cms.test', token: 't' }, { timeoutMs: 1000, fetch }),
  ).toEqual({
    ok: true,
  });
  return bodies;
}

describe("the CMS inbox's contract with the CMS project", () => {
  it.each(['waiting', 'retrying', 'delivered', 'none'] as const)(
    'sends only fields the request type has, and the %s state it knows',
    async (status) => {
      const report: DeliveryReport = { clinicEmail: { status, at: null }, confirmation: { status, at: null } };
      for (const { data } of [...(await sent(false, report)), ...(await sent(true, report))]) {
        for (const [field, value] of Object.entries(data)) {
          const attribute = schema.attributes[field];
          const writable = attribute && attribute.writable !== false && !SET_BY_THE_CMS.includes(field);
          expect(writable ? field : `${field} (not writable in the CMS)`).toBe(field);
          if (attribute?.type === 'enumeration') expect(attribute.enum).toContain(value);
        }
      }
    },
  );

  it('reports only the delivery fields to a filed entry', async () => {
    const at = Date.UTC(2026, 10, 24, 10, 32, 0);
    const [report] = await sent(true, { clinicEmail: { status: 'delivered', at }, confirmation: { status: 'retrying', at } });
    expect(report).toEqual({
      method: 'PUT',
      data: {
        deliveryStatus: 'delivered',
        deliveryAttemptAt: '2026-11-24T10:32:00.000Z',
        confirmationStatus: 'retrying',
        confirmationAttemptAt: '2026-11-24T10:32:00.000Z',
      },
    });
  });
});
