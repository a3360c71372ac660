/**
 * The go-live check: is every clinic value a patient or the clinic relies on the
 * clinic's own, or still a shipped default or sample? Pure functions of the
 * environment, the CMS entries and the shipped samples, so Jest can test them;
 * `scripts/check-launch.mjs` (npm run check:launch) and a production build with
 * LAUNCH=1 (next.config.ts) run them. Plain JavaScript with JSDoc types because
 * both Node (no TypeScript loader here) and the Next config import it. Reads
 * nothing secret: only public build variables and the public CMS API, and whether
 * EMAILJS_PRIVATE_KEY is set (never its value).
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
  NEXT_PUBLIC_PRIVACY_UPDATED: '2026-11-21',
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
const present = (value) => (value && value.trim() !== '' ? value.trim() : undefined);

/** @param {string | undefined} value @param {boolean} fallback */
function flag(value, fallback) {
  const set = present(value);
  return set === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(set.toLowerCase());
}

/** The file name of an image path or URL, to recognise a sample picture served from anywhere. @param {string} url */
const fileName = (url) => url.split(/[?#]/)[0]?.split('/').pop()?.toLowerCase() ?? url;

/**
 * One configuration value (or a group that is set together): from the environment
 * and not equal to the shipped sample, or a failure naming the variables to set.
 * @param {Env} env @param {string} id @param {string} label @param {(keyof typeof SHIPPED_DEFAULTS)[]} names
 * @param {{ check?: (values: string[]) => string | null; hint?: string; realDefaults?: string[] }} [options]
 * @returns {Item}
 */
function configured(env, id, label, names, options = {}) {
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

/** @param {Env} env @returns {Item[]} */
function clinicFacts(env) {
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
function email(env) {
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
function measurement(env) {
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
function social(env) {
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
function privacy(env) {
  return [
    configured(
      env,
      'legal-entity',
      'Data controller (privacy notice)',
      ['NEXT_PUBLIC_LEGAL_ENTITY_NAME', 'NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS', 'NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY'],
      { hint: 'title or trade name, registered address, MERSİS or tax number' },
    ),
    configured(env, 'privacy-updated', 'Privacy notice date', ['NEXT_PUBLIC_PRIVACY_UPDATED'], {
      check: ([date = '']) => (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? null : 'expected YYYY-MM-DD'),
    }),
  ];
}

/**
 * A list of CMS entries judged against the samples: without a CMS the built-in
 * samples are shown; with one, an entry equal to a sample is still a sample.
 * @param {{ id: string; label: string; cms: boolean; entries: string[]; sample: (entry: string) => boolean; count: number }} input
 * @returns {Item}
 */
function cmsList({ id, label, cms, entries, sample, count }) {
  if (!cms) {
    return {
      id,
      label,
      value: 'built-in sample content',
      source: 'default (sample)',
      status: 'fail',
      note: "set CONTENT_API_URL and publish the clinic's own entries",
    };
  }
  const samples = entries.filter(sample);
  if (count === 0) return { id, label, value: 'no entries', source: 'CMS', status: 'fail', note: 'the CMS has no published entries' };
  if (samples.length > 0) {
    return {
      id,
      label,
      value: `${count} entries`,
      source: 'CMS',
      status: 'fail',
      note: `sample entries still published: ${[...new Set(samples)].join(', ')}`,
    };
  }
  return { id, label, value: `${count} entries`, source: 'CMS', status: 'ok' };
}

/**
 * @param {Env} env @param {CmsEntries | null} cms @param {Samples} samples @returns {Item[]}
 */
function content(env, cms, samples) {
  const sampleImages = new Set([...samples.team.images, ...samples.gallery.images].map(fileName));
  const teamNames = new Set(samples.team.names);
  const testimonialNames = new Set(samples.testimonials.names);
  const galleryAlts = new Set(samples.gallery.alts);
  const sampleVideos = new Set(samples.articleVideos);
  const showTestimonials = flag(env.NEXT_PUBLIC_SHOW_TESTIMONIALS, true);

  /** @type {Item[]} */
  const items = [
    configured(env, 'safety-video', 'Safety video (about page)', ['NEXT_PUBLIC_SAFETY_VIDEO_URL']),
    cms
      ? (() => {
          const sample = cms.articles.filter((article) => article.videoUrl && sampleVideos.has(article.videoUrl));
          const withVideo = cms.articles.filter((article) => article.videoUrl).length;
          return sample.length > 0
            ? {
                id: 'article-videos',
                label: 'Article videos',
                value: `${withVideo} with a video`,
                source: /** @type {Source} */ ('CMS'),
                status: /** @type {Status} */ ('fail'),
                note: `sample video still linked: ${[...new Set(sample.map((article) => article.slug))].join(', ')}`,
              }
            : {
                id: 'article-videos',
                label: 'Article videos',
                value: `${withVideo} with a video`,
                source: /** @type {Source} */ ('CMS'),
                status: /** @type {Status} */ ('ok'),
              };
        })()
      : {
          id: 'article-videos',
          label: 'Article videos',
          value: samples.articleVideos.join(' · '),
          source: 'default (sample)',
          status: 'fail',
          note: "built-in articles link sample videos: set CONTENT_API_URL and link the clinic's videos",
        },
    cmsList({
      id: 'team',
      label: 'Team (doctors)',
      cms: cms !== null,
      count: cms?.doctors.length ?? 0,
      entries: (cms?.doctors ?? []).flatMap((doctor) => [doctor.name, ...(doctor.photo ? [doctor.photo] : [])]),
      sample: (entry) => teamNames.has(entry) || sampleImages.has(fileName(entry)),
    }),
  ];
  items.push(
    showTestimonials
      ? cmsList({
          id: 'testimonials',
          label: 'Testimonials',
          cms: cms !== null,
          count: cms?.testimonials.length ?? 0,
          entries: (cms?.testimonials ?? []).flatMap((entry) => (entry.name ? [entry.name] : [])),
          sample: (entry) => testimonialNames.has(entry),
        })
      : {
          id: 'testimonials',
          label: 'Testimonials',
          value: 'switched off',
          source: 'environment',
          status: 'ok',
          note: 'NEXT_PUBLIC_SHOW_TESTIMONIALS is off',
        },
    cmsList({
      id: 'gallery',
      label: 'Gallery photos',
      cms: cms !== null,
      count: cms?.galleryImages.length ?? 0,
      entries: (cms?.galleryImages ?? []).flatMap((image) => [...(image.image ? [image.image] : []), ...(image.alt ? [image.alt] : [])]),
      sample: (entry) => galleryAlts.has(entry) || sampleImages.has(fileName(entry)),
    }),
  );
  return items;
}

/** Before/after pictures, recognised by their alt text. */
const BEFORE_AFTER = /before|after|öncesi|sonrası/i;

/**
 * Turkish health-care promotion rules (regulation of 12.11.2025): testimonials
 * and campaign language such as "free" are not allowed, and before/after images
 * need the notice the rules require. Warnings: the clinic and its counsel decide.
 * @param {Env} env @param {CmsEntries | null} cms @param {Samples} samples @returns {Item[]}
 */
function turkishRules(env, cms, samples) {
  /** @type {Item[]} */
  const items = [];
  if (flag(env.NEXT_PUBLIC_SHOW_TESTIMONIALS, true)) {
    items.push({
      id: 'rule-testimonials',
      label: 'Patient testimonials on Turkish pages',
      value: 'shown',
      source: present(env.NEXT_PUBLIC_SHOW_TESTIMONIALS) ? 'environment' : 'default (sample)',
      status: 'warn',
      note: 'the health-care promotion regulation forbids testimonials: NEXT_PUBLIC_SHOW_TESTIMONIALS=false',
    });
  }
  if (flag(env.NEXT_PUBLIC_SHOW_FREE_CONSULTATION, true)) {
    items.push({
      id: 'rule-free',
      label: '"Free" consultation claim on Turkish pages',
      value: 'shown',
      source: present(env.NEXT_PUBLIC_SHOW_FREE_CONSULTATION) ? 'environment' : 'default (sample)',
      status: 'warn',
      note: 'campaign language is forbidden: NEXT_PUBLIC_SHOW_FREE_CONSULTATION=false',
    });
  }
  const alts = cms ? cms.galleryImages.flatMap((image) => (image.alt ? [image.alt] : [])) : samples.gallery.alts;
  const beforeAfter = alts.filter((alt) => BEFORE_AFTER.test(alt));
  if (beforeAfter.length > 0) {
    items.push({
      id: 'rule-before-after',
      label: 'Before/after images',
      value: `${beforeAfter.length} image(s)`,
      source: cms ? 'CMS' : 'default (sample)',
      status: 'warn',
      note: `show them only with the notice the regulation requires, or remove them: ${beforeAfter.join(' | ')}`,
    });
  }
  return items;
}

/**
 * Whether the forms send through the server-side relay (docs/security.md): the build's
 * NEXT_PUBLIC_EMAIL_RELAY and whether EMAILJS_PRIVATE_KEY is set. Only whether the key is set
 * is read; its value is never printed. Off is the default and no failure: the browser path then
 * depends on the EmailJS account's settings, listed to confirm.
 * @param {Env} env @returns {Item}
 */
function emailRelay(env) {
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
  if (key) {
    return {
      ...base,
      value: 'off: EMAILJS_PRIVATE_KEY is set but the build sends from the browser',
      source: 'environment',
      status: 'warn',
      note: 'build with NEXT_PUBLIC_EMAIL_RELAY=1 to use the relay, or remove the key',
    };
  }
  return {
    ...base,
    value: 'off: the forms send from the browser with the public key',
    source: 'to confirm',
    status: 'confirm',
    note: 'the browser path is only as safe as the EmailJS settings below: fixed recipients, allowed origins, rate limit (docs/security.md)',
  };
}

/**
 * Settings in the EmailJS account that no page can show: printed to confirm, never failing.
 * With the relay on, the private key protects the account in place of the allowed origins.
 * @param {Env} env @returns {Item[]}
 */
function emailjsAccount(env) {
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

/**
 * Builds the report. `cms` is null when no CMS is configured (CONTENT_API_URL unset).
 * @param {{ env: Env; cms: CmsEntries | null; samples: Samples }} input
 * @returns {Report}
 */
export function launchReport({ env, cms, samples }) {
  const items = [
    ...clinicFacts(env),
    ...email(env),
    ...measurement(env),
    ...social(env),
    ...privacy(env),
    ...content(env, cms, samples),
    ...turkishRules(env, cms, samples),
    emailRelay(env),
    ...emailjsAccount(env),
  ];
  const failures = items.filter((item) => item.status === 'fail').length;
  const warnings = items.filter((item) => item.status === 'warn').length;
  return { items, failures, warnings, ok: failures === 0 };
}

const MARK = { fail: 'FAIL', warn: 'WARN', confirm: 'CONFIRM', ok: 'ok' };

/**
 * The report as the CLI and the build print it.
 * @param {Report} report @returns {string}
 */
export function formatReport(report) {
  const width = Math.max(...report.items.map((item) => item.label.length));
  const lines = report.items.map((item) => {
    const value = item.value.length > 70 ? `${item.value.slice(0, 67)}...` : item.value;
    const head = `${MARK[item.status].padEnd(7)} ${item.label.padEnd(width)}  [${item.source}] ${value}`;
    return item.note ? `${head}\n${' '.repeat(8 + width + 2)}-> ${item.note}` : head;
  });
  const summary = report.ok
    ? `Ready for launch: 0 failures, ${report.warnings} warning(s); confirm the EmailJS items by hand (docs/go-live.md).`
    : `Not ready for launch: ${report.failures} failure(s), ${report.warnings} warning(s). See docs/go-live.md.`;
  return `${lines.join('\n')}\n\n${summary}`;
}

/**
 * The whole check as the CLI and the build run it: samples from the project,
 * CMS entries when CONTENT_API_URL is set.
 * @param {{ env: Env; root: string; fetch?: typeof fetch }} input
 * @returns {Promise<Report>}
 */
export async function runLaunchCheck({ env, root, fetch: doFetch }) {
  const { loadSamples } = await import('./samples.mjs');
  const { fetchCmsEntries } = await import('./cms.mjs');
  const apiUrl = present(env.CONTENT_API_URL);
  const cms = apiUrl
    ? await fetchCmsEntries(apiUrl, { token: present(env.CONTENT_API_TOKEN) ?? null, ...(doFetch ? { fetch: doFetch } : {}) })
    : null;
  return launchReport({ env, cms, samples: loadSamples(root) });
}
