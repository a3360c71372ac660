import 'server-only';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { appointmentFields, type AppointmentField, type AppointmentFieldName } from '@/lib/forms/fields';
import { siteTitles, type CallbackFormId } from '@/lib/forms/known-titles';
import { validationMessagesFrom } from '@/lib/forms/messages';
import { checkSubmission } from '@/lib/forms/schemas';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/forms/spam-guard';
import type { FormSubmission } from '@/lib/forms/submission';
import { clientAddress } from './client-address';
import type { RequestsConfig } from './config';
import { createRateLimiter, RATE_LIMIT, rateLimitBucket, type RateLimiter } from './limits';
import { formsTranslator } from './messages';
import type { DeliveryJob, RequestStore } from './store';

/**
 * POST /api/send-request: every form's request, from every page, in every configuration. The
 * browser posts what the visitor entered; this module checks it where a bot cannot skip it,
 * writes it to the store (durably: on the disk when the answer goes) and answers with the
 * request's reference. Delivery to the clinic is the outbox's (./outbox.ts), never this request's:
 * an e-mail service that is down or slow changes nothing the visitor sees. docs/requests.md.
 */

/** Enough for the longest message a form accepts, even if every character were escaped in JSON. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * No control characters (CR, LF, NUL, tab …) nor line or paragraph separators: these fields reach
 * the e-mail's subject (`service`, a title) or a header (Reply-To from `email`), where a line
 * break could start a header of its own.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const headerSafe = (schema: z.ZodString) => schema.refine((value) => !CONTROL.test(value));
const shortText = headerSafe(z.string().max(200));
/** The page's title, sent as the browser has it (not trimmed); it must be one of the site's. */
const title = shortText.refine((value) => value.trim() !== '');
const common = {
  locale: z.enum(routing.locales),
  /** The browser's id of this request: a retry (after a lost answer) is recognised by it. */
  requestId: z
    .string()
    .regex(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    .optional(),
  pageUrl: z.string().max(2000).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
};
/** An appointment field's bounds on the way in, from its definition (lib/forms/appointment-fields.ts); the form's own rules follow. */
function appointmentFieldBound({ maxLength, singleLine }: AppointmentField): z.ZodString {
  const bounded = z.string().max(maxLength);
  return singleLine ? headerSafe(bounded) : bounded;
}
const APPOINTMENT_FIELDS = Object.fromEntries(appointmentFields().map(([name, field]) => [name, appointmentFieldBound(field)])) as Record<
  AppointmentFieldName,
  z.ZodString
>;
/** The body's shape; each form's own rules (lib/forms/schemas.ts) are checked after it. Unknown keys are refused. */
const requestBodySchema = z.discriminatedUnion('formId', [
  z.strictObject({ formId: z.literal('appointment'), fields: z.strictObject(APPOINTMENT_FIELDS), ...common }),
  z.strictObject({ formId: z.literal('treatment-callback'), fields: z.strictObject({ phone: shortText, treatment: title }), ...common }),
  z.strictObject({ formId: z.literal('blog-callback'), fields: z.strictObject({ phone: shortText, article: title }), ...common }),
]);

/**
 * The page the request came from, when it is a page of this site (the site's public origin
 * or the origin the request was made to); '' otherwise, so a posted body cannot put a
 * foreign link into the clinic's e-mail.
 */
function sitePageUrl(pageUrl: string | undefined, requestUrl: string): string {
  if (!pageUrl) return '';
  try {
    const origin = new URL(pageUrl).origin;
    return origin === new URL(siteConfig.siteUrl).origin || origin === new URL(requestUrl).origin ? pageUrl : '';
  } catch {
    return '';
  }
}

/** The body as text, or null when it is larger than `maxBytes` (read no further than that). */
async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The body parsed as JSON; undefined when it is too large, broken or not JSON. */
async function readJson(request: Request): Promise<unknown> {
  try {
    const raw = await readBoundedText(request, MAX_BODY_BYTES);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Whether a call-back names a title the site has; a title that cannot be checked (no content) is refused. */
async function namesKnownTitle(
  submission: FormSubmission,
  locale: Locale,
  knownTitles: NonNullable<IntakeDependencies['knownTitles']>,
): Promise<boolean> {
  if (submission.formId === 'appointment') return true;
  const named = submission.formId === 'treatment-callback' ? submission.fields.treatment : submission.fields.article;
  try {
    return (await knownTitles(submission.formId, locale)).has(named.trim());
  } catch {
    return false;
  }
}

/** The outbox jobs a request gets: the clinic's e-mail, the patient's confirmation when an address was given, the CMS inbox when configured. */
export function jobsFor(fields: Record<string, string>, spam: boolean, config: Pick<RequestsConfig, 'cms'>): DeliveryJob[] {
  const cms: DeliveryJob[] = config.cms ? ['cms'] : [];
  if (spam) return cms;
  return ['clinic-email', ...((fields.email ?? '').trim() !== '' ? (['patient-email'] as const) : []), ...cms];
}

export interface IntakeDependencies {
  config: RequestsConfig;
  /** The store, or null when it could not be opened (the visitor is then told the request was not stored). */
  store: () => RequestStore | null;
  /** Told after each stored request, so the outbox starts on it at once. */
  stored?: () => void;
  limiter?: RateLimiter;
  /** The titles a call-back may name (lib/forms/known-titles.ts). */
  knownTitles?: (formId: CallbackFormId, locale: Locale) => Promise<ReadonlySet<string>>;
  now?: () => Date;
  log?: (message: string) => void;
}

let sharedLimiter: RateLimiter | undefined;

/**
 * One POST. Answers: 200 `{status: 'received', reference}` once the request is stored (also for a
 * filled honeypot, kept as spam and never e-mailed, so a bot learns nothing); 400 a body that is
 * not a valid request (a call-back's title the site does not have included); 429 too many
 * requests from this client (or its IPv6 /64), with Retry-After; 503 `not-stored` when the store
 * could not take it. Nothing is stored unless the answer is 200.
 */
export async function handleRequest(request: Request, dependencies: IntakeDependencies): Promise<Response> {
  const { config } = dependencies;
  const limiter = dependencies.limiter ?? (sharedLimiter ??= createRateLimiter({ ...RATE_LIMIT, requests: config.perClient }));
  const now = dependencies.now?.() ?? new Date();
  const log = dependencies.log ?? console.error;
  const client = rateLimitBucket(clientAddress(request.headers, config.trustedProxies));
  const retryAfter = limiter.hit(client, now.getTime());
  if (retryAfter > 0) return answer(429, { error: 'rate-limited', retryAfter }, { 'Retry-After': String(retryAfter) });

  // A JSON content type also makes a browser on another site ask first (CORS preflight), which this route never allows.
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return answer(400, { error: 'invalid-request' });
  }
  const body = requestBodySchema.safeParse(await readJson(request));
  if (!body.success) return answer(400, { error: 'invalid-request' });
  const { formId, locale, requestId, pageUrl } = body.data;
  const spam = isHoneypotFilled(body.data[HONEYPOT_FIELD] ?? '');

  let fields: Record<string, string> = body.data.fields;
  if (!spam) {
    const checked = checkSubmission({ formId, fields } as FormSubmission, validationMessagesFrom(await formsTranslator(locale)));
    if (!checked.ok || !(await namesKnownTitle(checked.submission, locale, dependencies.knownTitles ?? siteTitles))) {
      return answer(400, { error: 'invalid-request' });
    }
    fields = checked.submission.fields as Record<string, string>;
  }

  const store = dependencies.store();
  if (!store) return answer(503, { error: 'not-stored' });
  try {
    const { reference, created } = store.add({
      clientKey: requestId,
      formId,
      locale,
      fields,
      pageUrl: sitePageUrl(pageUrl, request.url),
      receivedAt: now.getTime(),
      spam,
      jobs: jobsFor(fields, spam, config),
    });
    if (created) dependencies.stored?.();
    return answer(200, { status: 'received', reference });
  } catch (error) {
    // Which form and why, for the operator; never what the visitor wrote.
    log(`requests: a ${formId} request could not be stored: ${(error as Error).message}`);
    return answer(503, { error: 'not-stored' });
  }
}
