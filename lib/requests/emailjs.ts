import 'server-only';
import type { EmailJsAccount } from './config';

/** What a delivery attempt came to: done, or why not (for the log and the store, never for the visitor). */
export type AttemptResult = { ok: true } | { ok: false; error: string };

/**
 * Sends one e-mail with EmailJS's REST API and the account's private key, which never leaves the
 * server (`POST /api/v1.0/email/send` with `service_id`, `template_id`, `user_id` = the public
 * key, `accessToken` = the private key, `template_params`). EmailJS has no idempotency key: an
 * e-mail it accepted is sent, whether or not its answer reaches us (docs/requests.md).
 */
export async function sendWithEmailJs(
  account: EmailJsAccount,
  templateId: string,
  templateParams: Record<string, unknown>,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<AttemptResult> {
  try {
    const response = await (options.fetch ?? fetch)(`${account.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: account.serviceId,
        template_id: templateId,
        user_id: account.publicKey,
        accessToken: account.privateKey,
        template_params: templateParams,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.ok) return { ok: true };
    const reply = (await response.text().catch(() => '')).trim().slice(0, 300);
    return { ok: false, error: `EmailJS answered ${response.status} ${reply}`.trim() };
  } catch (error) {
    // By name: the abort's DOMException need not be an instance of this realm's Error.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return { ok: false, error: 'no answer from EmailJS in time' };
    return { ok: false, error: 'EmailJS could not be reached' };
  }
}
