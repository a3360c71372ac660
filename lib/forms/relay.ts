import 'server-only';
import { z } from 'zod';
import { createTranslator } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { integer, text } from '@/lib/config/read-env';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { appointmentFields, type AppointmentField, type AppointmentFieldName } from './fields';
import { siteTitles, type CallbackFormId } from './known-titles';
import { payloadLabelsFrom, validationMessagesFrom, type FormsTranslator } from './messages';
import type { SentTemplateParams } from './payload';
import {
  clientAddress,
  createRateLimiter,
  createVolumeCap,
  rateLimitBucket,
  volumeCapFrom,
  type RateLimiter,
  type VolumeCap,
} from './relay-limits';
import { checkSubmission } from './schemas';
import { newRequestId, requestDetails } from './send-email';
import { HONEYPOT_FIELD, isHoneypotFilled } from './spam-guard';
import { emailFor, type FormSubmission } from './submission';

/**
 * The server-side e-mail relay behind POST /api/send-request (docs/security.md): the browser
 * posts what the visitor entered; this module checks it and sends the e-mail with EmailJS's
 * REST API and the account's private key, which never leaves the server. The e-mail is built
 * with the same code as in the browser (`emailFor`), and the service, template and recipients
 * come from the server's configuration, never from the request.
 */

/** Enough for the longest message a form accepts, even if every character were escaped in JSON. */
export const MAX_BODY_BYTES = 32 * 1024;
/** How long EmailJS may take before the visitor is told the request was not sent. */
export const EMAILJS_TIMEOUT_MS = 10_000;
type Env = Record<string, string | undefined>;

/**
 * On only when the build sends through the relay and the server holds the private key.
 * The build's flag is the literal `process.env` read, which `next build` inlines: the
 * server need not have NEXT_PUBLIC_EMAIL_RELAY at run time to agree with its pages.
 */
export function relayEnabled(env: Env = process.env): boolean {
  const build = env.NEXT_PUBLIC_EMAIL_RELAY ?? process.env.NEXT_PUBLIC_EMAIL_RELAY;
  return build === '1' && (env.EMAILJS_PRIVATE_KEY?.trim() ?? '') !== '';
}

/**
 * No control characters (CR, LF, NUL, tab …) nor line or paragraph separators: these fields reach
 * the e-mail's subject (`service`, a title) or a header (Reply-To from `email`), where a line
 * break could start a header of its own.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const headerSafe = (schema: z.ZodString) => schema.refine((value) => !CONTROL.test(value));
const shortText = headerSafe(z.string().max(200));
/** The page's title, sent as the browser has it (not trimmed, so both paths send the same text); it must be one of the site's. */
const title = shortText.refine((value) => value.trim() !== '');
const common = {
  locale: z.enum(routing.locales),
  requestId: z
    .string()
    .regex(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    .optional(),
  pageUrl: z.string().max(2000).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
};
/** An appointment field's bounds on the way in, from its definition (./fields.ts); the form's own rules follow in ./schemas.ts. */
function appointmentFieldBound({ maxLength, singleLine }: AppointmentField): z.ZodString {
  const bounded = z.string().max(maxLength);
  return singleLine ? headerSafe(bounded) : bounded;
}
const APPOINTMENT_FIELDS = Object.fromEntries(appointmentFields().map(([name, field]) => [name, appointmentFieldBound(field)])) as Record<
  AppointmentFieldName,
  z.ZodString
>;
/** The body's shape; each form's own rules (./schemas.ts) are checked after it. Unknown keys are refused. */
const relayBodySchema = z.discriminatedUnion('formId', [
  z.strictObject({
    formId: z.literal('appointment'),
    fields: z.strictObject(APPOINTMENT_FIELDS),
    ...common,
  }),
  z.strictObject({
    formId: z.literal('treatment-callback'),
    fields: z.strictObject({ phone: shortText, treatment: title }),
    ...common,
  }),
  z.strictObject({
    formId: z.literal('blog-callback'),
    fields: z.strictObject({ phone: shortText, article: title }),
    ...common,
  }),
]);

const MESSAGES = { tr, en } as const;

/** The `forms` texts in the request's language, by next-intl's own translator (a missing text shows its key, as in the browser). */
function formsTranslator(locale: Locale): FormsTranslator {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'forms', onError: () => {} });
  return t as unknown as FormsTranslator;
}

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

/** Why EmailJS did not take the e-mail: it refused it, did not answer in time, or could not be reached. */
type EmailJsFailure = { reason: 'provider'; status: number; text: string } | { reason: 'timeout' | 'unreachable' };

/** The 502 body: the browser shows these as it shows the same outcomes of its own EmailJS path. */
function failureBody(failure: EmailJsFailure): object {
  if (failure.reason === 'provider') return { reason: 'provider', text: failure.text };
  return { reason: failure.reason === 'timeout' ? 'timeout' : 'unknown' };
}

function describeFailure(failure: EmailJsFailure): string {
  if (failure.reason === 'provider') return `EmailJS answered ${failure.status} ${failure.text}`;
  return failure.reason === 'timeout' ? 'no answer from EmailJS in time' : 'EmailJS could not be reached';
}

async function sendWithEmailJs(
  templateId: string,
  templateParams: SentTemplateParams,
  options: { origin: string; privateKey: string; timeoutMs: number; fetch: typeof fetch },
): Promise<EmailJsFailure | null> {
  const { serviceId, publicKey } = siteConfig.emailjs;
  try {
    const response = await options.fetch(`${options.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: serviceId,
        template_id: templateId,
        user_id: publicKey,
        accessToken: options.privateKey,
        template_params: templateParams,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const reply = (await response.text()).trim();
    return response.ok ? null : { reason: 'provider', status: response.status, text: reply.slice(0, 300) };
  } catch (error) {
    // By name: the abort's DOMException need not be an instance of this realm's Error.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return { reason: 'timeout' };
    return { reason: 'unreachable' };
  }
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export interface RelayDependencies {
  env?: Env;
  limiter?: RateLimiter;
  cap?: VolumeCap;
  /** The titles a call-back may name (./known-titles.ts). */
  knownTitles?: (formId: CallbackFormId, locale: Locale) => Promise<ReadonlySet<string>>;
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const sharedLimiter = createRateLimiter();
let sharedCap: VolumeCap | undefined;

/** Whether a call-back names a title the site has; a title that cannot be checked (no content) is not sent. */
async function namesKnownTitle(
  submission: FormSubmission,
  locale: Locale,
  knownTitles: NonNullable<RelayDependencies['knownTitles']>,
): Promise<boolean> {
  if (submission.formId === 'appointment') return true;
  const named = submission.formId === 'treatment-callback' ? submission.fields.treatment : submission.fields.article;
  try {
    return (await knownTitles(submission.formId, locale)).has(named.trim());
  } catch {
    return false;
  }
}

/**
 * One POST to the relay. Answers: 200 sent (also, silently, when the honeypot is filled);
 * 400 a body that is not a valid request (nothing sent), a call-back's title the site does not
 * have included; 404 the relay is off; 429 too many requests from this address (or its IPv6
 * /64), or the overall cap per hour or per day is reached; 502 EmailJS refused the e-mail or did
 * not answer in time. The browser shows every refusal as "not sent" with the phone and WhatsApp.
 */
export async function handleRelayRequest(request: Request, dependencies: RelayDependencies = {}): Promise<Response> {
  const env = dependencies.env ?? process.env;
  if (!relayEnabled(env)) return answer(404, { error: 'not-found' });

  const limiter = dependencies.limiter ?? sharedLimiter;
  const now = dependencies.now?.() ?? new Date();
  const client = rateLimitBucket(clientAddress(request.headers, integer(env.EMAIL_RELAY_PROXY_HOPS, 1)));
  const retryAfter = limiter.hit(client, now.getTime());
  if (retryAfter > 0) return answer(429, { error: 'rate-limited' }, { 'Retry-After': String(retryAfter) });

  // A JSON content type also makes a browser on another site ask first (CORS preflight), which this route never allows.
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return answer(400, { error: 'invalid-request' });
  }
  const body = relayBodySchema.safeParse(await readJson(request));
  if (!body.success) return answer(400, { error: 'invalid-request' });

  const requestId = body.data.requestId ?? newRequestId();
  // No person can fill the honeypot: answered as sent, so a bot learns nothing, and never sent.
  if (isHoneypotFilled(body.data[HONEYPOT_FIELD] ?? '')) return answer(200, { status: 'sent', requestId });

  const t = formsTranslator(body.data.locale);
  const checked = checkSubmission({ formId: body.data.formId, fields: body.data.fields } as FormSubmission, validationMessagesFrom(t));
  const submission = checked.ok ? checked.submission : null;
  if (!submission || !(await namesKnownTitle(submission, body.data.locale, dependencies.knownTitles ?? siteTitles))) {
    return answer(400, { error: 'invalid-request' });
  }

  // Counted only for an e-mail that would go: the cap is the EmailJS quota's guard.
  const cap = dependencies.cap ?? (sharedCap ??= createVolumeCap(volumeCapFrom(env)));
  if (cap.take(now.getTime()) !== null) return answer(429, { error: 'capped' });

  const { templateId, params } = emailFor(submission, body.data.locale, payloadLabelsFrom(t));
  const sent: SentTemplateParams = {
    ...params,
    ...requestDetails(requestId, now, sitePageUrl(body.data.pageUrl, request.url)),
  };
  const failure = await sendWithEmailJs(templateId, sent, {
    origin: text(env.EMAILJS_API_ORIGIN, siteConfig.emailjs.origin).replace(/\/+$/, ''),
    privateKey: env.EMAILJS_PRIVATE_KEY?.trim() ?? '',
    timeoutMs: dependencies.timeoutMs ?? EMAILJS_TIMEOUT_MS,
    fetch: dependencies.fetch ?? fetch,
  });
  if (failure) {
    // Which request and why, for the operator; never what the visitor wrote.
    console.error(`send-request: ${body.data.formId} request ${requestId} not sent: ${describeFailure(failure)}`);
    return answer(502, failureBody(failure));
  }
  return answer(200, { status: 'sent', requestId });
}
