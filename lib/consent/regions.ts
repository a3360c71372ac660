/**
 * Where the cookie notice is required (Turkey, Europe, or when the country is
 * unknown): Turkey (KVKK), the European Union and the European
 * Economic Area (GDPR), the United Kingdom (UK GDPR), Switzerland (revFADP) and
 * the rest of Europe, the same countries whose browsers report a `Europe/…`
 * time zone (see timeZoneInConsentRegion). An unknown country counts as inside.
 */
const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
/** Parts of EU states with their own ISO codes (outermost regions, Åland). */
const EU_TERRITORIES = ['AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF'];
const EEA = ['IS', 'LI', 'NO'];
/** The United Kingdom and the places under UK-style data protection; 'UK' and 'EL' are non-ISO spellings some services use. */
const UK = ['GB', 'UK', 'GI', 'IM', 'JE', 'GG'];

/** The rest of Europe, microstates and the Faroe Islands and Svalbard included; 'XK' is Kosovo's user-assigned code. */
const REST_OF_EUROPE = ['AL', 'AD', 'BA', 'BY', 'FO', 'MC', 'MD', 'ME', 'MK', 'RS', 'RU', 'SJ', 'SM', 'UA', 'VA', 'XK'];

export const CONSENT_REGION_COUNTRIES: ReadonlySet<string> = new Set([
  ...EU,
  ...EU_TERRITORIES,
  ...EEA,
  ...UK,
  ...REST_OF_EUROPE,
  'EL',
  'CH',
  'TR',
]);

/** A two-letter country code in upper case, or null. */
export function normalizeCountryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function requiresConsentNotice(country: string | null): boolean {
  const code = normalizeCountryCode(country);
  return code === null || CONSENT_REGION_COUNTRIES.has(code);
}

/** Time zones of the consent region outside `Europe/…`. */
const REGION_TIME_ZONES = new Set([
  'Asia/Nicosia',
  'Asia/Famagusta',
  'Atlantic/Azores',
  'Atlantic/Canary',
  'Atlantic/Faroe',
  'Atlantic/Madeira',
  'Atlantic/Reykjavik',
  'Arctic/Longyearbyen',
  'Indian/Reunion',
  'Indian/Mayotte',
  'America/Cayenne',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Marigot',
  'Turkey',
  'GB',
  'Eire',
  'Iceland',
  'Poland',
  'Portugal',
]);

/**
 * A browser set to a European or Turkish time zone gets the notice without any
 * request: the answer could only be "show it", so the visitor's address is not
 * sent to the geolocation service at all. Only other time zones ask the service.
 */
export function timeZoneInConsentRegion(timeZone: string | undefined): boolean {
  if (!timeZone) return false;
  return timeZone.startsWith('Europe/') || REGION_TIME_ZONES.has(timeZone);
}
