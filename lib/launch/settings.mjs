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
 * Whether the forms send through the server-side relay (docs/security.md): the build's
 * NEXT_PUBLIC_EMAIL_RELAY and whether EMAILJS_PRIVATE_KEY is set. Only whether the key is set
 * is read; its value is never printed. The relay is the production path: a build whose forms send
 * from the browser with the public key fails (anyone could send under the clinic's account with
 * the ids every page carries); that path stays for demos and the built-in default.
 * @param {Env} env @returns {Item}
 */
export function emailRelay(env) {
  const build = present(env.NEXT_PUBLIC_EMAIL_RELAY) === '1';
  const key = present(env.EMAILJS_PRIVATE_KEY) !== undefined;
  const base = { id: 'email-relay', label: 'E-mail relay (server-side sending)' };
  if (build && key) {
    return { ...base, value: 'on: the forms post to /api/send-request (EMAILJS_PRIVATE_KEY is set)', source: 'environment', status: 'ok' };
  }
  if (build) {
    return {
      ...base,
      value: 'on in the build, EMAILJS_PRIVATE_KEY not set here',
      source: 'environment',
      status: 'warn',
      note: 'every form request fails (the relay answers 404) unless the server that runs the site has EMAILJS_PRIVATE_KEY',
    };
  }
  return {
    ...base,
    value: key
      ? 'off: EMAILJS_PRIVATE_KEY is set but the build sends from the browser'
      : 'off: the forms send from the browser with the public key',
    source: 'environment',
    status: 'fail',
    note: 'build with NEXT_PUBLIC_EMAIL_RELAY=1 and give the server EMAILJS_PRIVATE_KEY (docs/security.md)',
  };
}

/**
 * Settings in the EmailJS account that no page can show: printed to confirm, never failing.
 * With the relay on, the private key protects the account in place of the allowed origins.
 * @param {Env} env @returns {Item[]}
 */
export function emailjsAccount(env) {
  const origin = present(env.NEXT_PUBLIC_SITE_URL) ?? SHIPPED_DEFAULTS.NEXT_PUBLIC_SITE_URL;
  const relay = present(env.NEXT_PUBLIC_EMAIL_RELAY) === '1';
  /** @param {string} id @param {string} label @param {string} value */
  const confirm = (id, label, value) => ({
    id,
    label,
    value,
    source: /** @type {Source} */ ('to confirm'),
    status: /** @type {Status} */ ('confirm'),
  });
  return [
    confirm('emailjs-to', 'EmailJS templates: To address', 'fixed recipients in the template or service, never {{to_email}}'),
    confirm('emailjs-reply-to', 'EmailJS templates: Reply-To', "the patient's {{email}} when given"),
    relay
      ? confirm(
          'emailjs-private-key',
          'EmailJS private key (Account → Security)',
          '"Use Private Key" on, API for non-browser applications allowed',
        )
      : confirm('emailjs-origins', 'EmailJS allowed origins', `only ${origin}`),
    confirm('emailjs-rate', 'EmailJS rate limit and quota alert', 'account rate limit on, quota alert to a monitored inbox'),
  ];
}
