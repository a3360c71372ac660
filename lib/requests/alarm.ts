import 'server-only';
import { siteConfig } from '@/lib/config/site';
import { formatIstanbulTime } from '@/lib/forms/payload';
import type { EmailJsAccount, RequestsConfig } from './config';
import { sendWithEmailJs, type AttemptResult } from './emailjs';

/**
 * The alarm raised when a clinic e-mail has waited over an hour (./outbox.ts, docs/requests.md):
 * what it says, and its two ways to staff besides the log and /api/health: a webhook
 * (REQUEST_ALERT_URL), which does not depend on EmailJS, and an e-mail through EmailJS with a
 * template of its own (emails/alarm.*), which reaches staff when the failure is the clinic
 * templates', their recipients' or a cap's, not when EmailJS itself is down.
 */

export interface Alarm {
  /** Clinic e-mails waiting. */
  waiting: number;
  /** When the oldest of them was received (ISO 8601). */
  since: string;
  /** Why, in words: the last failed attempt's error, the cap that holds them back, or the missing key. */
  reason: string;
}

type Options = { timeoutMs: number; fetch?: typeof fetch };

/** Where staff read the waiting requests, in the alarm e-mail's language: the CMS inbox when there is one, the server's store otherwise. */
function whereToRead(config: RequestsConfig): string {
  if (!config.cms) return 'sunucuda `npm run requests` komutu';
  try {
    return `${new URL(config.cms.url).origin}/admin (İçerik Yöneticisi → Request)`;
  } catch {
    return 'CMS yönetim paneli (İçerik Yöneticisi → Request)';
  }
}

export function alarmText({ waiting, since, reason }: Alarm): string {
  return `Web site requests are not reaching the clinic's e-mail: ${waiting} waiting, the oldest since ${since} (${reason}). They are kept on the server; run \`npm run requests\` there to read them.`;
}

/** The webhook's call: `{text, waiting, since, reason}`; returns what went wrong, or null. */
export async function sendAlarmWebhook(url: string, alarm: Alarm, options: Options): Promise<string | null> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: alarmText(alarm), ...alarm }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return response.ok ? null : `the alarm's webhook answered ${response.status}`;
  } catch {
    return "the alarm's webhook could not be reached";
  }
}

/** The alarm e-mail's `template_params` (docs/emails.md): counts, times and where to look; nothing a patient wrote. */
export function alarmEmailParams(alarm: Alarm, config: RequestsConfig): Record<string, string> {
  return {
    waiting: String(alarm.waiting),
    since: alarm.since,
    since_istanbul: `${formatIstanbulTime(new Date(alarm.since))} (İstanbul)`,
    reason: alarm.reason,
    inbox: whereToRead(config),
    health_url: `${siteConfig.siteUrl}/api/health`,
    site_url: siteConfig.siteUrl,
  };
}

/** Sends the alarm e-mail with its own template, through its own service when one is set; outside the caps. */
export function sendAlarmEmail(account: EmailJsAccount, alarm: Alarm, config: RequestsConfig, options: Options): Promise<AttemptResult> {
  return sendWithEmailJs(
    { ...account, serviceId: account.alarm.serviceId },
    account.alarm.templateId,
    alarmEmailParams(alarm, config),
    options,
  );
}
