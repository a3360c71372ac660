import 'server-only';
import type { AttemptResult } from './emailjs';
import type { ClaimedDelivery, DeliveryReport, EmailReport, StoredRequest } from './store';

/**
 * The outbox's CMS job (docs/requests.md, "The clinic's inbox in the CMS"): it files the request
 * in Strapi's private `request` type with the site's own token (`REQUEST_API_TOKEN`), then keeps
 * the entry's delivery fields as the store has them, each time an e-mail is delivered or fails an
 * attempt, through the one other action that token has (`PUT /api/requests/:reference/delivery`,
 * cms/src/api/request/controllers/request.ts). It never sends the staff status after filing.
 */

export interface CmsInbox {
  url: string;
  token: string;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The page as staff scan it in the admin's list: its path (the store only keeps pages of the site's own origin). */
function pagePath(pageUrl: string): string {
  try {
    const { pathname, search } = new URL(pageUrl);
    return `${pathname}${search}`;
  } catch {
    return pageUrl;
  }
}

/** The entry's delivery fields: each e-mail's status and the time of its last attempt. */
function cmsDeliveryFields({ clinicEmail, confirmation }: DeliveryReport): Record<string, string | null> {
  const fields = (prefix: string, report: EmailReport) => ({ [`${prefix}Status`]: report.status, [`${prefix}AttemptAt`]: iso(report.at) });
  return { ...fields('delivery', clinicEmail), ...fields('confirmation', confirmation) };
}

/** The CMS entry of a request: its fields flat, where its e-mails stand, and the staff status it starts with. */
function cmsEntry(request: StoredRequest, report: DeliveryReport): Record<string, unknown> {
  const { fields } = request;
  return {
    reference: request.reference,
    receivedAt: new Date(request.receivedAt).toISOString(),
    form: request.formId,
    language: request.locale,
    page: pagePath(request.pageUrl),
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    subject: fields.service ?? fields.treatment ?? fields.article ?? '',
    message: fields.message ?? '',
    ...cmsDeliveryFields(report),
    staffStatus: request.spam ? 'spam' : 'new',
  };
}

/** Strapi's error answer in words (`{error: {name, message}}`), or the start of whatever else came back. */
function cmsRefusal(status: number, body: string): string {
  let words = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  try {
    const { error } = JSON.parse(body) as { error?: { name?: unknown; message?: unknown } };
    if (typeof error?.message === 'string') words = error.message;
  } catch {
    // Not Strapi's JSON (a proxy's error page): its first words, without the markup.
  }
  return `the CMS answered ${status}${words ? `: ${words}` : ''}`;
}

type Call = { ok: true; status: number; body: string } | { ok: false; error: string };

async function call(
  inbox: CmsInbox,
  method: string,
  path: string,
  data: unknown,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<Call> {
  try {
    const response = await (options.fetch ?? fetch)(`${inbox.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${inbox.token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return { ok: true, status: response.status, body: await response.text().catch(() => '') };
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return { ok: false, error: 'no answer from the CMS in time' };
    return { ok: false, error: 'the CMS could not be reached' };
  }
}

/**
 * Files the request, or reports its delivery when it was filed already. A create the CMS refuses
 * because the reference exists was filed by an earlier attempt whose answer was lost: its delivery
 * is reported instead. An entry the CMS no longer has (staff deleted it) is not filed again.
 */
export async function reportToCms(
  { request, cms }: Pick<ClaimedDelivery, 'request' | 'cms'>,
  inbox: CmsInbox,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<AttemptResult> {
  if (!cms) return { ok: false, error: 'no delivery report to send' };
  if (!cms.filed) {
    const created = await call(inbox, 'POST', '/api/requests', cmsEntry(request, cms.report), options);
    if (!created.ok) return created;
    if (created.status >= 200 && created.status < 300) return { ok: true };
    if (created.status !== 400 || !/unique/i.test(created.body)) return { ok: false, error: cmsRefusal(created.status, created.body) };
  }
  const path = `/api/requests/${encodeURIComponent(request.reference)}/delivery`;
  const reported = await call(inbox, 'PUT', path, cmsDeliveryFields(cms.report), options);
  if (!reported.ok) return reported;
  if ((reported.status >= 200 && reported.status < 300) || reported.status === 404) return { ok: true };
  return { ok: false, error: cmsRefusal(reported.status, reported.body) };
}
