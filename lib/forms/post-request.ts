import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import type { FormId, FormSubmission } from './submission';

/** One id per form: the duplicate check and the request ids are kept per form. */
export type { FormId } from './submission';

/** Why a request was not stored, as the visitor is told (`forms.delivery.*`). */
export type FailureReason = 'no-answer' | 'not-stored' | 'rate-limited' | 'refused';

export type PostOutcome =
  /** The site stored it: `reference` is the number the patient sees. */
  | { status: 'received'; reference: string }
  /** This browser sent exactly this request moments ago: nothing is posted again, and the visitor is told so. */
  | { status: 'duplicate'; reference: string }
  | { status: 'failed'; reason: FailureReason; retryAfterSeconds?: number };

/** What the browser posts (lib/requests/intake.ts): the fields, the language, the page and its own id of the request. */
export type RequestBody = FormSubmission & { locale: Locale; requestId: string; pageUrl: string; [honeypot: string]: unknown };

/** The path of the site's request route (app/api/send-request/route.ts). */
export const REQUEST_PATH = '/api/send-request';

/** Where the form's last request (its fingerprint, id, reference and when it was stored) is kept (localStorage, JSON). */
export function requestKey(formId: FormId): string {
  return `form-request-${formId}`;
}

interface RequestRecord {
  fingerprint: string;
  requestId: string;
  /** The site's reference, once it stored the request; null while it has not answered. */
  reference: string | null;
  /** When it was stored; null while the site has not answered (sending, no answer, refused). */
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
      reference: typeof parsed.reference === 'string' ? parsed.reference : null,
      sentAt: typeof parsed.sentAt === 'number' ? parsed.sentAt : null,
    };
  } catch {
    return null;
  }
}

/** What makes two requests the same request: the form, its fields and the language, as the visitor sent them. */
export function requestFingerprint(submission: FormSubmission, locale: Locale): string {
  return JSON.stringify([submission.formId, submission.fields, locale]);
}

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The browser's own id of a request (`K7P4-D2XQ-9M3B`, 60 random bits): a retry sends it again, so the site stores the request once. */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const chars = Array.from(bytes, (byte) => ID_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function currentPageUrl(): string {
  try {
    return window.location.href;
  } catch {
    return '';
  }
}

/** The answer of the site's request route, or why there is none. */
async function post(body: RequestBody, timeoutMs: number): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(REQUEST_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch {
    // Offline, the server down, or no answer in time: the request may or may not be stored.
    return { status: 'failed', reason: 'no-answer' };
  }
  const answer = (await response.json().catch(() => null)) as { reference?: unknown; retryAfter?: unknown } | null;
  if (response.ok && typeof answer?.reference === 'string') return { status: 'received', reference: answer.reference };
  if (response.status === 429) {
    const retryAfterSeconds = Number(answer?.retryAfter ?? response.headers.get('retry-after'));
    return { status: 'failed', reason: 'rate-limited', retryAfterSeconds: Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 600 };
  }
  if (response.status === 400) return { status: 'failed', reason: 'refused' };
  if (response.status === 503) return { status: 'failed', reason: 'not-stored' };
  // A proxy's error page, a gateway time-out: the site's own answer never came.
  return { status: 'failed', reason: 'no-answer' };
}

/**
 * Posts one request to the site, which stores it and answers with its reference. Never throws:
 * the caller shows the outcome, and every outcome is true.
 *
 * - A request identical to the form's last stored one within the duplicate window
 *   (`NEXT_PUBLIC_EMAILJS_RATE_LIMIT_MS`) is not posted again: `duplicate`, with its reference.
 *   Any change (a corrected number) is a new request and goes at once.
 * - Until the site has answered, a request keeps its id: a retry after no answer is recognised by
 *   the site and stored once. A stored request sent again later is a new request.
 */
export async function postRequest(submission: FormSubmission, locale: Locale, extra: Record<string, string> = {}): Promise<PostOutcome> {
  const { formId } = submission;
  const { rateLimitMs, timeoutMs } = siteConfig.emailjs;
  const fingerprint = requestFingerprint(submission, locale);
  const last = readRecord(formId);
  const same = last?.fingerprint === fingerprint ? last : null;
  if (same?.sentAt != null && same.reference && rateLimitMs > 0 && Date.now() - same.sentAt < rateLimitMs) {
    return { status: 'duplicate', reference: same.reference };
  }

  const requestId = same && same.sentAt === null ? same.requestId : newRequestId();
  store(requestKey(formId), JSON.stringify({ fingerprint, requestId, reference: null, sentAt: null } satisfies RequestRecord));
  const outcome = await post({ ...submission, ...extra, locale, requestId, pageUrl: currentPageUrl() }, timeoutMs);
  if (outcome.status === 'received') {
    store(
      requestKey(formId),
      JSON.stringify({ fingerprint, requestId, reference: outcome.reference, sentAt: Date.now() } satisfies RequestRecord),
    );
  }
  return outcome;
}
