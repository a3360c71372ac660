/**
 * The clinic's facts, in one typed place. Every value can be overridden at build
 * time with the environment variable named beside it (documented in docs/configuration.md);
 * NEXT_PUBLIC_ variables are inlined into the browser bundle, so they must be
 * read with literal `process.env.NAME` expressions.
 */

import { language, languageConfig, type Locale } from '../../i18n/locales';
import { analyticsConfig } from './analytics';
import { clinicPhone } from './phone';
import { decimal, flag, integer, list, text } from './read-env';

const NAME_OVERRIDES: Partial<Record<Locale, string>> = {
  tr: text(process.env.NEXT_PUBLIC_CLINIC_NAME_TR, '') || undefined,
  en: text(process.env.NEXT_PUBLIC_CLINIC_NAME_EN, '') || undefined,
};

export const siteConfig = {
  /**
   * The clinic's name in each language: `clinicName` of i18n/languages.json; Turkish and English
   * may also be set by environment (read by name: the browser gets only literal references).
   */
  name: Object.fromEntries(languageConfig.languages.map(({ code, clinicName }) => [code, NAME_OVERRIDES[code] ?? clinicName])) as Readonly<
    Record<Locale, string>
  >,
  /** Absolute origin of the public site; makes canonical and hreflang URLs absolute. */
  siteUrl: text(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000').replace(/\/+$/, ''),
  phone: clinicPhone,
  /** International number without "+" as wa.me expects it. */
  whatsapp: text(process.env.NEXT_PUBLIC_CLINIC_WHATSAPP, '905321234567'),
  email: text(process.env.NEXT_PUBLIC_CLINIC_EMAIL, 'info@osmanagadis.com.tr'),
  address: {
    street: text(process.env.NEXT_PUBLIC_CLINIC_STREET, 'Söğütlüçeşme Cad. No: 42/3'),
    neighbourhood: 'Osmanağa',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: text(process.env.NEXT_PUBLIC_CLINIC_POSTAL_CODE, '34714'),
    country: 'TR',
    geo: {
      latitude: decimal(process.env.NEXT_PUBLIC_CLINIC_LATITUDE, 40.9906),
      longitude: decimal(process.env.NEXT_PUBLIC_CLINIC_LONGITUDE, 29.0271),
    },
  },
  hours: {
    opens: '09:00',
    closes: '23:00',
    /** schema.org day names: the clinic is open Monday to Saturday. */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  /** The inboxes every appointment and call-back request goes to (the payload's `to_email`, comma-separated). */
  recipients: list(process.env.NEXT_PUBLIC_EMAIL_RECIPIENTS, [
    'randevu@osmanagadis.com.tr',
    'info@osmanagadis.com.tr',
    'hekim@osmanagadis.com.tr',
  ]),
  emailjs: {
    origin: text(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN, 'https://api.emailjs.com'),
    serviceId: text(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID, 'service_osmanaga'),
    templateId: text(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, 'template_appointment'),
    callbackTemplateId: text(process.env.NEXT_PUBLIC_EMAILJS_CALLBACK_TEMPLATE_ID, 'template_callback'),
    /** The patient's confirmation (emails/confirmation.*), sent by the server to the address the patient gave. */
    confirmationTemplateId: text(process.env.NEXT_PUBLIC_EMAILJS_CONFIRMATION_TEMPLATE_ID, 'template_confirmation'),
    publicKey: text(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, 'osmanaga_public_key'),
    /** EmailJS's own per-browser rate limit between two sends, in milliseconds. */
    rateLimitMs: integer(process.env.NEXT_PUBLIC_EMAILJS_RATE_LIMIT_MS, 10_000),
    timeoutMs: integer(process.env.NEXT_PUBLIC_EMAILJS_TIMEOUT_MS, 15_000),
  },
  analytics: analyticsConfig,

  social: {
    profileUrl: text(process.env.NEXT_PUBLIC_SOCIAL_PROFILE_URL, 'https://www.instagram.com/osmanagadis/'),
    username: text(process.env.NEXT_PUBLIC_SOCIAL_USERNAME, 'osmanagadis'),
    /** Fixed display values on the home page's social showcase card (not read from the network). */
    posts: integer(process.env.NEXT_PUBLIC_SOCIAL_POSTS, 248),
    followers: integer(process.env.NEXT_PUBLIC_SOCIAL_FOLLOWERS, 12_400),
    following: integer(process.env.NEXT_PUBLIC_SOCIAL_FOLLOWING, 312),
  },
  /**
   * Turkish health-advertising rules restrict testimonials and promotional
   * claims; the clinic can switch either off without a code change.
   */
  features: {
    testimonials: flag(process.env.NEXT_PUBLIC_SHOW_TESTIMONIALS, true),
    freeConsultationClaim: flag(process.env.NEXT_PUBLIC_SHOW_FREE_CONSULTATION, true),
  },
  experienceYears: 20,
  /** The about page's safety video: a YouTube link or id. */
  safetyVideoUrl: text(process.env.NEXT_PUBLIC_SAFETY_VIDEO_URL, 'https://www.youtube.com/watch?v=OsmanagaSf1'),
  /**
   * The data controller the privacy notice names (KVKK): the clinic's legal title or
   * trade name, registered address and MERSİS or tax number, not the brand.
   */
  legalEntity: {
    name: text(process.env.NEXT_PUBLIC_LEGAL_ENTITY_NAME, 'Osmanağa Ağız ve Diş Sağlığı Hizmetleri Ltd. Şti.'),
    address: text(process.env.NEXT_PUBLIC_LEGAL_ENTITY_ADDRESS, 'Osmanağa Mah. Söğütlüçeşme Cad. No: 42/3, 34714 Kadıköy/İstanbul'),
    /** As the notice prints it, e.g. "MERSİS No: …" or "Kadıköy V.D. 1234567890". */
    registry: text(process.env.NEXT_PUBLIC_LEGAL_ENTITY_REGISTRY, 'MERSİS No: 0000000000000000'),
  },
  /**
   * Health-care promotion regulation (12.11.2025): the site names the dentist responsible for its
   * content and the day its content last changed (YYYY-MM-DD), in the footer. The day is also the
   * sitemap's date for pages whose text lives in messages/*.json rather than in content.
   */
  responsibleDentist: text(process.env.NEXT_PUBLIC_RESPONSIBLE_DENTIST, 'Dr. Dt. Kemal Aydın'),
  contentUpdated: text(process.env.NEXT_PUBLIC_CONTENT_UPDATED, '2026-11-22'),
  /**
   * How many days patients' requests are kept (REQUEST_RETENTION_DAYS, docs/requests.md). The privacy
   * notice states it as the build read it: set the variable for the build as well as for the server.
   */
  requestRetentionDays: integer(process.env.REQUEST_RETENTION_DAYS, 180) || 180,
  /** When the clinic last reviewed its privacy notice (YYYY-MM-DD). */
  privacyUpdated: text(process.env.NEXT_PUBLIC_PRIVACY_UPDATED, '2026-11-29'),
  mapEmbedUrl: text(
    process.env.NEXT_PUBLIC_MAP_EMBED_URL,
    'https://www.google.com/maps?q=Osmana%C4%9Fa%2C%20Kad%C4%B1k%C3%B6y%2C%20%C4%B0stanbul&output=embed',
  ),
} as const;

export type SiteConfig = typeof siteConfig;

export { telHref } from './phone';
export const whatsappHref = `https://wa.me/${siteConfig.whatsapp}`;
/** The clinic's WhatsApp chat, opened with `text` already typed in (e.g. the request's reference). */
export const whatsappMessageHref = (text: string) => `${whatsappHref}?text=${encodeURIComponent(text)}`;

/** The clinic's name as written in a language (the default language's for one the site does not speak). */
export function clinicName(locale: Locale): string {
  return siteConfig.name[locale] ?? language(locale).clinicName;
}
