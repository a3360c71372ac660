import { siteConfig } from '@/lib/config/site';
import type { EmailTemplateParams } from './payload';

/** One id per form: EmailJS's rate limit and our own check key on it. */
export type FormId = 'appointment' | 'treatment-callback' | 'blog-callback';

export type SendOutcome =
  | { status: 'sent' }
  /** The same browser sent this form moments ago: treated as a duplicate, nothing is sent. */
  | { status: 'throttled' }
  | { status: 'failed'; reason: 'provider' | 'timeout' | 'unknown'; text?: string };

export interface SendEmailRequest {
  formId: FormId;
  templateId: string;
  params: EmailTemplateParams;
}

class SendTimeoutError extends Error {}

/** The key EmailJS's limitRate stores the last send time under (localStorage). */
export function rateLimitKey(formId: FormId): string {
  return `emailjs-limit-${formId}`;
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
 * Sends one request through EmailJS. Never throws: the caller shows the
 * outcome. EmailJS's `limitRate` records a send before it is made, so after a
 * failure the record is removed: a visitor retrying a failed request must not
 * be turned away as a duplicate. Our own throttle check runs first because
 * EmailJS's refusal (429 'Too Many Requests', made without a call) cannot be
 * told apart from a real 429 answer.
 */
export async function sendEmail({ formId, templateId, params }: SendEmailRequest): Promise<SendOutcome> {
  const { serviceId, publicKey, origin, rateLimitMs, timeoutMs } = siteConfig.emailjs;
  const key = rateLimitKey(formId);
  if (rateLimitMs > 0 && Date.now() - readLastSend(key) < rateLimitMs) return { status: 'throttled' };

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

