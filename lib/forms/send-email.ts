import { siteConfig } from '@/lib/config/site';
import type { EmailTemplateParams } from './payload';

/** One id per form: EmailJS's rate limit and our own check key on it. */
export type FormId = 'appointment' | 'treatment-callback' | 'blog-callback';

export type SendOutcome =
  | { status: 'sent' }
  /**
   * This browser sent exactly the same request moments ago and it was delivered: nothing is sent
   * again (a double tap, a second press while unsure). A changed request is never a duplicate.
   */
  | { status: 'duplicate' }
  | { status: 'failed'; reason: 'provider' | 'timeout' | 'unknown'; text?: string };

export interface SendEmailRequest {
  formId: FormId;
  templateId: string;
  params: EmailTemplateParams;
}

class SendTimeoutError extends Error {}

/**
 * The key EmailJS's limitRate stores the last send time under (localStorage): one per form and
 * per request content, so only an identical request counts against the limit. A patient who
 * corrects the number and sends again at once is sent again.
 */
export function rateLimitKey(formId: FormId, params: EmailTemplateParams): string {
  return `emailjs-limit-${formId}-${contentHash(params)}`;
}

/** The request's content: every field but its id. */
function contentOf(params: EmailTemplateParams): string {
  const { request_id: _id, ...content } = params;
  return JSON.stringify(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
}

/** A short, stable hash (FNV-1a, 32 bits) of the request's content. */
function contentHash(params: EmailTemplateParams): string {
  let hash = 0x811c9dc5;
  for (const char of contentOf(params)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const lastRequest = new Map<FormId, { content: string; id: string }>();

/**
 * The id of a request, sent as `request_id`: the same for every attempt at the same request from
 * this page (a retry after a time-out, which EmailJS may have delivered after all), so staff can
 * tell a repeat from a new request; a new one when the content changes.
 */
export function requestIdFor(formId: FormId, params: EmailTemplateParams): string {
  const content = contentOf(params);
  const last = lastRequest.get(formId);
  if (last?.content === content) return last.id;
  const id = newRequestId();
  lastRequest.set(formId, { content, id });
  return id;
}

function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A stored value, or null where there is none or storage is blocked. */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readLastSend(key: string): number {
  return Number(readStored(key) ?? 0) || 0;
}

function forgetLastSend(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage is unavailable: EmailJS then keeps no record either.
  }
}

/**
 * Where EmailJS's `limitRate` keeps its record of sends. `init()` replaces the
 * library's default storage with the one in its options, so without this there
 * would be none and the rate limit would never apply. Where storage is blocked
 * it records nothing, as the library's own default does, instead of failing the send.
 */
const sendRecord = {
  get: async (key: string) => readStored(key),
  set: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing recorded: the next send is not limited.
    }
  },
  remove: async (key: string) => forgetLastSend(key),
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one request through EmailJS, with its `request_id`. Never throws: the
 * caller shows the outcome. EmailJS's `limitRate` records a send before it is
 * made, so after a failure the record is removed: a visitor retrying a failed
 * request must not be turned away as a duplicate. Our own duplicate check runs
 * first because EmailJS's refusal (429 'Too Many Requests', made without a
 * call) cannot be told apart from a real 429 answer.
 */
export async function sendEmail({ formId, templateId, params: content }: SendEmailRequest): Promise<SendOutcome> {
  const { serviceId, publicKey, origin, rateLimitMs, timeoutMs } = siteConfig.emailjs;
  const params: EmailTemplateParams = { ...content, request_id: requestIdFor(formId, content) };
  const key = rateLimitKey(formId, params);
  if (rateLimitMs > 0 && Date.now() - readLastSend(key) < rateLimitMs) return { status: 'duplicate' };

  try {
    // Loaded on demand: the library touches localStorage when it loads, which throws where storage is blocked.
    const emailjs = await import('@emailjs/browser');
    emailjs.init({ publicKey, origin, storageProvider: sendRecord });
    await withTimeout(
      emailjs.send(serviceId, templateId, params, { publicKey, limitRate: { id: key, throttle: rateLimitMs } }),
      timeoutMs,
    );
    return { status: 'sent' };
  } catch (error) {
    forgetLastSend(key);
    if (error instanceof SendTimeoutError) return { status: 'failed', reason: 'timeout' };
    if (isResponseStatus(error)) {
      const text = error.text.trim();
      return { status: 'failed', reason: 'provider', text: text === '' ? undefined : text };
    }
    return { status: 'failed', reason: 'unknown' };
  }
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

