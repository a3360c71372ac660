/**
 * The go-live check's shared parts (lib/launch/check.mjs): the shipped sample values, the
 * types of a report item, and `configured`, which judges one configuration value against its sample.
 */

/**
 * The values `lib/config/site.ts` falls back to. They are sample values for demos
 * and tests; a Jest test keeps this list equal to the configuration's defaults.
 */
export const SHIPPED_DEFAULTS = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_CLINIC_PHONE: '+902163456789',
  NEXT_PUBLIC_CLINIC_PHONE_DISPLAY: '+90 216 345 67 89',
  NEXT_PUBLIC_CLINIC_WHATSAPP: '905321234567',
  NEXT_PUBLIC_CLINIC_EMAIL: 'info@osmanagadis.com.tr',
  NEXT_PUBLIC_CLINIC_STREET: 'Söğütlüçeşme Cad. No: 42/3',
  NEXT_PUBLIC_CLINIC_POSTAL_CODE: '34714',
  NEXT_PUBLIC_CLINIC_LATITUDE: '40.9906',
  NEXT_PUBLIC_CLINIC_LONGITUDE: '29.0271',
  NEXT_PUBLIC_MAP_EMBED_URL: 'https://www.google.com/maps?q=Osmana%C4%9Fa%2C%20Kad%C4%B1k%C3%B6y%2C%20%C4%B0stanbul&output=embed',
  NEXT_PUBLIC_EMAIL_RECIPIENTS: 'randevu@osmanagadis.com.tr,info@osmanagadis.com.tr,hekim@osmanagadis.com.tr',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_osmanaga',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_appointment',
  NEXT_PUBLIC_EMAILJS_CALLBACK_TEMPLATE_ID: 'template_callback',
  NEXT_PUBLIC_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'template_confirmation',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'osmanaga_public_key',
  NEXT_PUBLIC_GTM_ID: 'GTM-K7P4D2X',
  NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-11223344556',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION: 'form_submission',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE: 'appointment_complete',
  NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL: 'phone_call',
  NEXT_PUBLIC_SOCIAL_PROFILE_URL: 'https://www.instagram.com/osmanagadis/',
  NEXT_PUBLIC_SOCIAL_USERNAME: 'osmanagadis',
  NEXT_PUBLIC_SOCIAL_POSTS: '248',
  NEXT_PUBLIC_SOCIAL_FOLLOWERS: '12400',
  NEXT_PUBLIC_SOCIAL_FOLLOWING: '312',
  NEXT_PUBLIC_LEGAL_ENTITY_NAME: 'Osmanağa Ağız ve Diş Sağlığı Hizmetleri Ltd. Şti.',
  NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS: 'Osmanağa Mah. Söğütlüçeşme Cad. No: 42/3, 34714 Kadıköy/İstanbul',
  NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY: 'MERSİS No: 0000000000000000',
  NEXT_PUBLIC_PRIVACY_UPDATED: '2026-11-29',
  NEXT_PUBLIC_RESPONSIBLE_DENTIST: 'Dr. Dt. Kemal Aydın',
  NEXT_PUBLIC_CONTENT_UPDATED: '2026-11-22',
  NEXT_PUBLIC_SAFETY_VIDEO_URL: 'https://www.youtube.com/watch?v=OsmanagaSf1',
};

/** The opening hours the texts (messages/*.json) and structured data state. */
export const SHIPPED_HOURS = 'Mo-Sa 09:00-23:00';

/**
 * @typedef {'fail' | 'warn' | 'confirm' | 'ok'} Status
 * @typedef {'default (sample)' | 'environment' | 'CMS' | 'built-in' | 'to confirm'} Source
 * @typedef {{ id: string; label: string; value: string; source: Source; status: Status; note?: string }} Item
 * @typedef {{ items: Item[]; failures: number; warnings: number; ok: boolean }} Report
 * @typedef {Record<string, string | undefined>} Env
 * @typedef {import('./cms.mjs').CmsEntries} CmsEntries
 * @typedef {import('./samples.mjs').Samples} Samples
 */

/** @param {string | undefined} value */
export const present = (value) => (value && value.trim() !== '' ? value.trim() : undefined);

/** @param {string | undefined} value @param {boolean} fallback */
export function flag(value, fallback) {
  const set = present(value);
  return set === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(set.toLowerCase());
}

/** The file name of an image path or URL, to recognise a sample picture served from anywhere. @param {string} url */
export const fileName = (url) => url.split(/[?#]/)[0]?.split('/').pop()?.toLowerCase() ?? url;

/**
 * One configuration value (or a group that is set together): from the environment
 * and not equal to the shipped sample, or a failure naming the variables to set.
 * @param {Env} env @param {string} id @param {string} label @param {(keyof typeof SHIPPED_DEFAULTS)[]} names
 * @param {{ check?: (values: string[]) => string | null; hint?: string; realDefaults?: string[] }} [options]
 * @returns {Item}
 */
export function configured(env, id, label, names, options = {}) {
  const values = names.map((name) => present(env[name]) ?? SHIPPED_DEFAULTS[name]);
  const value = values.join(' · ');
  const unset = names.filter((name, index) => values[index] === SHIPPED_DEFAULTS[name] && !(options.realDefaults ?? []).includes(name));
  if (unset.length > 0) {
    const fromEnv = unset.some((name) => present(env[name]) !== undefined);
    return {
      id,
      label,
      value,
      source: fromEnv ? 'environment' : 'default (sample)',
      status: 'fail',
      note: `${fromEnv ? 'still the sample value' : 'not set'}: set ${unset.join(', ')}${options.hint ? ` (${options.hint})` : ''}`,
    };
  }
  const problem = options.check?.(values) ?? null;
  return { id, label, value, source: 'environment', status: problem ? 'fail' : 'ok', ...(problem ? { note: problem } : {}) };
}
