import { expect, type APIRequestContext } from '@playwright/test';
import { CMS_URL } from './cms-expected';

/** The admin panel's API for the request inbox (Strapi's Content Manager). */
export const REQUEST_ADMIN = `${CMS_URL}/content-manager/collection-types/api::request.request`;

/** The patient's fields of a request: private, so the admin panel shows them and no API answer does. */
export const PATIENT_FIELDS = ['phone', 'email', 'subject', 'message', 'page'] as const;

/** A staff member signed in to the admin panel: the first admin of this run's fresh database. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const credentials = { email: 'staff@example.com', password: 'Clinic-staff-1' };
  let answer = await request.post(`${CMS_URL}/admin/login`, { data: credentials });
  if (!answer.ok())
    answer = await request.post(`${CMS_URL}/admin/register-admin`, { data: { firstname: 'Clinic', lastname: 'Staff', ...credentials } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { data: { token: string } }).data.token}` };
}

/** A request as staff see it in the admin panel (every field, the patient's too). */
export async function adminRequest(request: APIRequestContext, documentId: string): Promise<Record<string, unknown>> {
  const answer = await request.get(`${REQUEST_ADMIN}/${documentId}`, { headers: await adminHeaders(request) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}
