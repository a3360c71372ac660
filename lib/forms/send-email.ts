import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import type { EmailTemplateParams, RequestDetails, SentTemplateParams } from './payload';
import type { FormId, FormSubmission } from './submission';

/** One id per form: the duplicate check and the request ids are kept per form. */
export type { FormId } from './submission';

export type SendOutcome =
  | { status: 'sent'; requestId: string }
  /** This browser sent exactly this request moments ago: nothing is sent again, and the visitor is told so. */
  | { status: 'duplicate'; requestId: string }
  | { status: 'failed'; reason: 'provider' | 'timeout' | 'unknown'; text?: string; requestId: string };

/**
 * A form's request: what the visitor entered (`fields`) and, for the browser's EmailJS path, the
 * e-mail built from it (`templateId`, `params`; `emailFor` in ./submission.ts). Through the relay
 * the fields and the language are all that goes: the server builds the e-mail.
 */
export type SendEmailRequest = FormSubmission & ({ templateId: string; params: EmailTemplateParams } | { locale: Locale });

/** The path of the server-side relay (app/api/send-request/route.ts). */
export const RELAY_PATH = '/api/send-request';

/** What the browser posts to the relay; the server builds the e-mail from it (lib/forms/relay.ts). */
export type RelayRequestBody = FormSubmission & {
  locale: EmailTemplateParams['language'];
  requestId: string;
  pageUrl: string;
};

class SendTimeoutError extends Error {}

/** Where the time of the form's last delivered request is kept (localStorage, ms since epoch). */
export function rateLimitKey(formId: FormId): string {
  return `emailjs-limit-${formId}`;
}

/** Where the form's last request (its fingerprint, id and delivery time) is kept (localStorage, JSON). */
export function requestKey(formId: FormId): string {
  return `form-request-${formId}`;
}

interface RequestRecord {
  fingerprint: string;
  requestId: string;
  /** When it was delivered; null while it has not been (sending, failed, timed out). */
  sentAt: number | null;
}

/** Kept here too, so the rules hold for the page's lifetime where storage is blocked. */
const memory = new Map<string, string>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked: the page's own memory answers.
    return memory.get(key) ?? null;
  }
}

function store(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the page's memory still holds it.
  }
}

function readRecord(formId: FormId): RequestRecord | null {
  try {
    const parsed = JSON.parse(readStored(requestKey(formId)) ?? 'null') as Partial<RequestRecord> | null;
    if (!parsed || typeof parsed.fingerprint !== 'string' || typeof parsed.requestId !== 'string') return null;
    return {
      fingerprint: parsed.fingerprint,
      requestId: parsed.requestId,
      sentAt: typeof parsed.sentAt === 'number' ? parsed.sentAt : null,
    };
  } catch {
    return null;
  }
}

/**
 * What makes two requests the same request: the template and the
 * specification's fields, as the visitor wrote them (through the relay: the
 * form, its fields and the language, from which the server builds the same
 * e-mail). The page, the time and the id are not part of it.
 */
export function requestFingerprint(request: SendEmailRequest): string {
  if ('locale' in request) return JSON.stringify([request.formId, request.fields, request.locale]);
  const { name, email, service, phone, message, language } = request.params;
  return JSON.stringify([request.templateId, name, email, service, phone, message, language]);
}

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short id staff can read aloud and compare (`K7P4-D2XQ-9M3B`): 60 random bits. */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (byte) => ID_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

// Made on the first request sent, not when the module loads: a browser's first date formatter with a
// time zone loads its time-zone data, 13-16 ms of main thread on this machine (more on a phone), and
// every page with a form would otherwise pay it while it hydrates.
let istanbulTime: Intl.DateTimeFormat | undefined;

function formatIstanbulTime(date: Date): string {
  istanbulTime ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return istanbulTime.format(date);
}

/** The fields added to a request at the moment it goes. */
export function requestDetails(requestId: string, sentAt: Date, pageUrl: string): RequestDetails {
  return {
    page_url: pageUrl,
    sent_at: sentAt.toISOString(),
    sent_at_istanbul: `${formatIstanbulTime(sentAt)} (İstanbul)`,
    request_id: requestId,
  };
}

function currentPageUrl(): string {
  try {
    return window.location.href;
  } catch {
    return '';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one request through EmailJS: from the browser, or, in a build with
 * NEXT_PUBLIC_EMAIL_RELAY=1, through the site's relay (`postToRelay`). Never
 * throws: the caller shows the outcome, and every outcome is true.
 *
 * - A request identical to the form's last delivered one within the duplicate
 *   window (`rateLimitMs`) is not sent again: `duplicate`. Any change (a
 *   corrected number) is a new request and goes at once.
 * - Each request has an id (`request_id`). A retry of the same request (after a
 *   time-out or a refusal, or a repeat after the window) keeps its id, so staff
 *   who receive it twice can see it is one request; a changed request gets a new id.
 * - EmailJS's own `limitRate` is not used: it would refuse any second send of
 *   the form within the window, a corrected one too, without calling.
 */
export async function sendEmail(request: SendEmailRequest): Promise<SendOutcome> {
  const { formId } = request;
  const { serviceId, publicKey, origin, rateLimitMs, timeoutMs } = siteConfig.emailjs;
  const fingerprint = requestFingerprint(request);
  const last = readRecord(formId);
  const same = last?.fingerprint === fingerprint ? last : null;
  if (same?.sentAt != null && rateLimitMs > 0 && Date.now() - same.sentAt < rateLimitMs) {
    return { status: 'duplicate', requestId: same.requestId };
  }

  const requestId = same?.requestId ?? newRequestId();
  store(requestKey(formId), JSON.stringify({ fingerprint, requestId, sentAt: null } satisfies RequestRecord));
  const pageUrl = currentPageUrl();

  try {
    if (usesRelay()) {
      const locale = 'locale' in request ? request.locale : request.params.language;
      const submission = { formId, fields: request.fields } as FormSubmission;
      await withTimeout(postToRelay({ ...submission, locale, requestId, pageUrl }), timeoutMs);
    } else if ('params' in request) {
      const sent: SentTemplateParams = { ...request.params, ...requestDetails(requestId, new Date(), pageUrl) };
      // Loaded on demand: the library touches localStorage when it loads, which throws where storage is blocked.
      const emailjs = await import('@emailjs/browser');
      emailjs.init({ publicKey, origin });
      await withTimeout(emailjs.send(serviceId, request.templateId, sent, { publicKey }), timeoutMs);
    } else {
      throw new Error('The EmailJS path needs the e-mail (templateId, params)');
    }
  } catch (error) {
    if (error instanceof SendTimeoutError) return { status: 'failed', reason: 'timeout', requestId };
    if (isResponseStatus(error)) {
      const text = error.text.trim();
      return { status: 'failed', reason: 'provider', text: text === '' ? undefined : text, requestId };
    }
    return { status: 'failed', reason: 'unknown', requestId };
  }

  const now = Date.now();
  store(requestKey(formId), JSON.stringify({ fingerprint, requestId, sentAt: now } satisfies RequestRecord));
  store(rateLimitKey(formId), String(now));
  return { status: 'sent', requestId };
}

/**
 * Whether this build sends through the server-side relay (docs/security.md). A literal
 * `process.env` read, so the build inlines it and drops the path it does not use: with the
 * relay on, the EmailJS library is never loaded in the browser.
 */
export function usesRelay(): boolean {
  return process.env.NEXT_PUBLIC_EMAIL_RELAY === '1';
}

/**
 * Posts the request to the relay, which sends it with EmailJS. Its refusals end as the
 * EmailJS path's do: EmailJS's own refusal (502 `provider`) carries EmailJS's text, EmailJS's
 * silence (502 `timeout`) is a time-out, anything else (a refused body, the rate limit, a relay
 * that is off) is unknown.
 */
async function postToRelay(body: RelayRequestBody): Promise<void> {
  const response = await fetch(RELAY_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { reason?: unknown; text?: unknown } | null;
  if (response.status === 502 && answer?.reason === 'timeout') throw new SendTimeoutError();
  if (response.status === 502 && answer?.reason === 'provider') {
    throw { status: response.status, text: typeof answer.text === 'string' ? answer.text : '' };
  }
  throw new Error(`The relay answered ${response.status}`);
}

/** EmailJSResponseStatus, checked by shape so a second copy of the class still matches. */
function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  );
}
