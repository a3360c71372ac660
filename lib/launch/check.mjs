// @ts-check
/**
 * The go-live check: is every clinic value a patient or the clinic relies on the
 * clinic's own, or still a shipped default or sample? Pure functions of the
 * environment, the CMS entries and the shipped samples, so Jest can test them;
 * `scripts/check-launch.mjs` (npm run check:launch) and a production build with
 * LAUNCH=1 (next.config.ts) run them. Plain JavaScript with JSDoc types because
 * both Node (no TypeScript loader here) and the Next config import it. Reads
 * nothing secret: only public build variables and the public CMS API, and whether
 * EMAILJS_PRIVATE_KEY is set (never its value).
 *
 * The checks live in ./settings.mjs (the build's variables) and ./content.mjs (CMS entries and
 * the promotion rules); ./values.mjs has the shipped samples they compare against.
 */
import { content, turkishRules } from './content.mjs';
import { languageItems } from './languages.mjs';
import {
  clinicFacts,
  email,
  emailjsAccount,
  measurement,
  privacy,
  requestDelivery,
  requestInbox,
  requestStore,
  responsibility,
  social,
} from './settings.mjs';
import { present } from './values.mjs';

export { SHIPPED_DEFAULTS, SHIPPED_HOURS } from './values.mjs';

/**
 * @typedef {import('./values.mjs').Env} Env
 * @typedef {import('./values.mjs').Report} Report
 * @typedef {import('./values.mjs').CmsEntries} CmsEntries
 * @typedef {import('./values.mjs').Samples} Samples
 */

/**
 * Builds the report. `cms` is null when no CMS is configured (CONTENT_API_URL unset); `store` is
 * this machine's request store and what waits in it (null summary: no store yet); `languages`,
 * i18n/languages.json (left out: no language is checked).
 * @param {{ env: Env; cms: CmsEntries | null; samples: Samples; store?: Parameters<typeof requestStore>[0]; languages?: import('./languages.mjs').Languages }} input
 * @returns {Report}
 */
export function launchReport({ env, cms, samples, store = { file: '(not read)', summary: null }, languages }) {
  const items = [
    ...clinicFacts(env),
    ...email(env),
    ...measurement(env),
    ...social(env),
    ...privacy(env),
    ...responsibility(env),
    ...content(env, cms, samples),
    ...turkishRules(env, cms, samples),
    requestDelivery(env),
    requestStore(store),
    ...requestInbox(env),
    ...emailjsAccount(),
    ...(languages ? languageItems(languages) : []),
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
  const { storeFile, storeSummary } = await import('../requests/store-file.mjs');
  const { loadLanguages } = await import('./languages.mjs');
  const file = storeFile(env, root);
  const languages = await loadLanguages(root);
  return launchReport({ env, cms, samples: loadSamples(root), store: { file, summary: await storeSummary(file) }, languages });
}
