/**
 * The go-live check of the build's settings (lib/launch/check.mjs): clinic facts, e-mail,
 * measurement, social profile, privacy notice, and how the forms send.
 */
import { configured, present, SHIPPED_DEFAULTS, SHIPPED_HOURS } from './values.mjs';

/**
 * @typedef {import('./values.mjs').Env} Env
 * @typedef {import('./values.mjs').Item} Item
 * @typedef {import('./values.mjs').Source} Source
 * @typedef {import('./values.mjs').Status} Status
 */

/** @param {Env} env @returns {Item[]} */
export function clinicFacts(env) {
  const digits = /** @param {string} value */ (value) => value.replace(/\D/g, '');
  return [
    configured(env, 'site-url', 'Site URL', ['NEXT_PUBLIC_SITE_URL'], {
      hint: 'the public https origin',
      check: ([url = '']) => {
        try {
          const parsed = new URL(url);
          if (parsed.protocol !== 'https:') return 'must be an https origin';
          if (['localhost', '127.0.0.1'].includes(parsed.hostname)) return 'must be the public host, not localhost';
          return null;
        } catch {
          return 'not a URL';
        }
      },
    }),
    configured(env, 'phone', 'Phone (calls, footer, structured data)', ['NEXT_PUBLIC_CLINIC_PHONE', 'NEXT_PUBLIC_CLINIC_PHONE_DISPLAY'], {
      check: ([e164 = '', display = '']) =>
        !/^\+\d{8,15}$/.test(e164)
          ? 'NEXT_PUBLIC_CLINIC_PHONE must be E.164 (+90…)'
          : digits(e164) !== digits(display)
            ? 'the displayed number is not the dialled one'
            : null,
    }),
    configured(env, 'whatsapp', 'WhatsApp number', ['NEXT_PUBLIC_CLINIC_WHATSAPP'], {
      hint: 'international number without +',
      check: ([number = '']) => (/^\d{8,15}$/.test(number) ? null : 'digits only, country code first, no +'),
    }),
    configured(env, 'email', 'Clinic e-mail', ['NEXT_PUBLIC_CLINIC_EMAIL']),
    // 34714 is Osmanağa's real postal code, not an invented one: the street alone tells a sample address.
    configured(env, 'address', 'Address', ['NEXT_PUBLIC_CLINIC_STREET', 'NEXT_PUBLIC_CLINIC_POSTAL_CODE'], {
      realDefaults: ['NEXT_PUBLIC_CLINIC_POSTAL_CODE'],
    }),
    configured(env, 'geo', 'Map position (structured data)', ['NEXT_PUBLIC_CLINIC_LATITUDE', 'NEXT_PUBLIC_CLINIC_LONGITUDE'], {
      check: (values) => (values.every((value) => Number.isFinite(Number(value))) ? null : 'latitude and longitude must be numbers'),
    }),
    configured(env, 'map', 'Map embed', ['NEXT_PUBLIC_MAP_EMBED_URL']),
    hours(env),
  ];
}

/**
 * The hours are stated in the page texts and structured data, not in a variable:
 * the clinic confirms them by naming them, and a different answer points at the files to change.
 * @param {Env} env @returns {Item}
 */
function hours(env) {
  const confirmed = present(env.LAUNCH_CONFIRM_HOURS);
  const base = { id: 'hours', label: 'Opening hours', value: SHIPPED_HOURS };
  if (!confirmed) {
    return { ...base, source: 'default (sample)', status: 'fail', note: `confirm with LAUNCH_CONFIRM_HOURS="${SHIPPED_HOURS}"` };
  }
  if (confirmed !== SHIPPED_HOURS) {
    return {
      ...base,
      source: 'environment',
      status: 'fail',
      note: `the clinic's hours (${confirmed}) differ: change them in messages/tr.json, messages/en.json and lib/config/site.ts`,
    };
  }
  return { ...base, source: 'environment', status: 'ok', note: 'confirmed by LAUNCH_CONFIRM_HOURS' };
}

/** @param {Env} env @returns {Item[]} */
export function email(env) {
  return [
    configured(env, 'recipients', 'Request recipients', ['NEXT_PUBLIC_EMAIL_RECIPIENTS'], {
      check: ([list = '']) => {
        const samples = SHIPPED_DEFAULTS.NEXT_PUBLIC_EMAIL_RECIPIENTS.split(',');
        const sample = list
          .split(',')
          .map((item) => item.trim())
          .filter((item) => samples.includes(item));
        return sample.length > 0 ? `sample address still listed: ${sample.join(', ')}` : null;
      },
    }),
    configured(env, 'emailjs-service', 'EmailJS service id', ['NEXT_PUBLIC_EMAILJS_SERVICE_ID']),
    configured(env, 'emailjs-key', 'EmailJS public key', ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY']),
    configured(env, 'emailjs-template', 'EmailJS appointment template', ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID']),
    configured(env, 'emailjs-callback-template', 'EmailJS call-back template', ['NEXT_PUBLIC_EMAILJS_CALLBACK_TEMPLATE_ID']),
    configured(env, 'emailjs-confirmation-template', "EmailJS patient's confirmation template", [
      'NEXT_PUBLIC_EMAILJS_CONFIRMATION_TEMPLATE_ID',
    ]),
  ];
}

/** @param {Env} env @returns {Item[]} */
export function measurement(env) {
  return [
    configured(env, 'gtm', 'Tag manager id', ['NEXT_PUBLIC_GTM_ID'], {
      check: ([id = '']) => (/^GTM-[A-Z0-9]+$/.test(id) ? null : 'expected GTM-XXXXXXX'),
    }),
    configured(env, 'ads-id', 'Google Ads id', ['NEXT_PUBLIC_GOOGLE_ADS_ID'], {
      check: ([id = '']) => (/^AW-\d+$/.test(id) ? null : 'expected AW-<digits>'),
    }),
    configured(env, 'ads-label-form', 'Ads label: form submission', ['NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION'], {
      hint: 'without it Ads credits nothing',
    }),
    configured(env, 'ads-label-appointment', 'Ads label: appointment complete', ['NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE'], {
      hint: 'without it Ads credits nothing',
    }),
    configured(env, 'ads-label-phone', 'Ads label: phone call', ['NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL'], {
      hint: 'without it Ads credits nothing',
    }),
  ];
}

/** @param {Env} env @returns {Item[]} */
export function social(env) {
  return [
    configured(env, 'social-profile', 'Social profile', ['NEXT_PUBLIC_SOCIAL_PROFILE_URL', 'NEXT_PUBLIC_SOCIAL_USERNAME']),
    configured(env, 'social-counts', 'Social counts (posts · followers · following)', [
      'NEXT_PUBLIC_SOCIAL_POSTS',
      'NEXT_PUBLIC_SOCIAL_FOLLOWERS',
      'NEXT_PUBLIC_SOCIAL_FOLLOWING',
    ]),
  ];
}

/** @param {Env} env @returns {Item[]} */
export function privacy(env) {
  return [
    configured(
      env,
      'legal-entity',
      'Data controller (privacy notice)',
      ['NEXT_PUBLIC_LEGAL_ENTITY_NAME', 'NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS', 'NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY'],
      { hint: 'title or trade name, registered address, MERSİS or tax number' },
    ),
    configured(env, 'privacy-updated', 'Privacy notice date', ['NEXT_PUBLIC_PRIVACY_UPDATED'], {
      check: ([date = '']) => (isDay(date) ? null : 'expected YYYY-MM-DD'),
    }),
  ];
}

/** @param {string} date */
const isDay = (date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date));

/**
 * Who is responsible for the site's content and when it last changed (the footer; health-care
 * promotion regulation): the shipped sample dentist and date fail.
 * @param {Env} env @returns {Item[]}
 */
export function responsibility(env) {
  return [
    configured(env, 'responsible-dentist', 'Responsible dentist (footer)', ['NEXT_PUBLIC_RESPONSIBLE_DENTIST'], {
      hint: 'the name of the dentist responsible for the content',
    }),
    configured(env, 'content-updated', 'Latest content change (footer, sitemap)', ['NEXT_PUBLIC_CONTENT_UPDATED'], {
      hint: 'YYYY-MM-DD',
      check: ([date = '']) => (isDay(date) ? null : 'expected YYYY-MM-DD'),
    }),
  ];
}

/**
 * Whether the outbox can e-mail the clinic (docs/requests.md): only whether EMAILJS_PRIVATE_KEY is
 * set is read, never its value. Without it every request is stored and none reaches the clinic's
 * inbox, so a launch fails; what already waits in the store is `requestStore`'s row.
 * @param {Env} env @returns {Item}
 */
export function requestDelivery(env) {
  const base = { id: 'request-delivery', label: 'Request delivery (EmailJS private key)' };
  if (present(env.EMAILJS_PRIVATE_KEY) !== undefined) {
    return { ...base, value: 'EMAILJS_PRIVATE_KEY is set: the outbox e-mails every stored request', source: 'environment', status: 'ok' };
  }
  return {
    ...base,
    value: 'EMAILJS_PRIVATE_KEY is not set: requests are stored but never e-mailed',
    source: 'default (sample)',
    status: 'fail',
    note: 'give the server that runs the site EMAILJS_PRIVATE_KEY (docs/requests.md); `npm run requests` lists what waits',
  };
}

/**
 * What waits in this machine's request store (REQUEST_STORE_PATH): requests that have not reached
 * the clinic's e-mail. `summary` is null when there is no store here yet.
 * @param {{ file: string; summary: { requests: number; waiting: number; oldest: number | null } | null }} store @returns {Item}
 */
export function requestStore({ file, summary }) {
  const base = { id: 'request-store', label: 'Stored requests not yet e-mailed', source: /** @type {Source} */ ('environment') };
  if (!summary) return { ...base, value: `no store at ${file} yet`, status: 'ok' };
  if (summary.waiting === 0) return { ...base, value: `0 of ${summary.requests} waiting (${file})`, status: 'ok' };
  const since = summary.oldest === null ? '' : `, the oldest since ${new Date(summary.oldest).toISOString()}`;
  return {
    ...base,
    value: `${summary.waiting} of ${summary.requests} waiting${since} (${file})`,
    status: 'warn',
    note: '`npm run requests` lists them; they go as soon as the server has EMAILJS_PRIVATE_KEY and EmailJS answers',
  };
}

/**
 * The CMS inbox: with a CMS, the site files each request there with its own create-only token.
 * @param {Env} env @returns {Item[]}
 */
export function requestInbox(env) {
  if (present(env.CONTENT_API_URL) === undefined) return [];
  const base = { id: 'request-inbox', label: 'CMS request inbox (REQUEST_API_TOKEN)' };
  if (present(env.REQUEST_API_TOKEN) !== undefined)
    return [{ ...base, value: 'set: requests are filed in the CMS', source: 'environment', status: 'ok' }];
  return [
    {
      ...base,
      value: 'not set: requests are e-mailed but not filed in the CMS',
      source: 'default (sample)',
      status: 'warn',
      note: 'set REQUEST_API_TOKEN to the value the CMS was given (docs/requests.md)',
    },
  ];
}

/**
 * Settings in the EmailJS account and on the server that no page can show: printed to confirm,
 * never failing. Only the server sends (with the private key), so the key protects the account.
 * @returns {Item[]}
 */
export function emailjsAccount() {
  /** @param {string} id @param {string} label @param {string} value */
  const confirm = (id, label, value) => ({
    id,
    label,
    value,
    source: /** @type {Source} */ ('to confirm'),
    status: /** @type {Status} */ ('confirm'),
  });
  return [
    confirm(
      'emailjs-to',
      'EmailJS templates: To address',
      "the clinic's two: fixed recipients, never {{to_email}}; the confirmation: {{to_email}} (the patient)",
    ),
    confirm(
      'emailjs-reply-to',
      'EmailJS templates: Reply-To',
      "the clinic's two: {{reply_to}} (the patient); the confirmation: {{reply_to}} (the clinic)",
    ),
    confirm(
      'emailjs-private-key',
      'EmailJS private key (Account → Security)',
      '"Use Private Key" on, API for non-browser applications allowed',
    ),
    confirm('emailjs-rate', 'EmailJS quota alert', 'quota alert to a monitored inbox; EMAIL_RELAY_MAX_PER_* below the plan'),
    confirm(
      'request-proxy-hops',
      'EMAIL_RELAY_PROXY_HOPS on the server',
      '1 behind nginx or Caddy on the same machine, 0 with no proxy (docs/deploy.md)',
    ),
  ];
}
