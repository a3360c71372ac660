import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import { appointmentFields, type AppointmentValues } from './fields';

/** The fixed texts of `forms.payload`, in the visitor's language. */
export interface PayloadLabels {
  appointmentName: string;
  callbackName: string;
  notSpecified: string;
  noMessage: string;
  treatmentCallbackMessage: string;
  blogCallbackMessage: (articleTitle: string) => string;
}

/**
 * `template_params` of both EmailJS templates: the specification's seven
 * fields with their exact names and values, and beside them what the staff's
 * e-mail needs to answer at once (see emails/ and docs/emails.md).
 */
export interface EmailTemplateParams {
  name: string;
  email: string;
  service: string;
  phone: string;
  message: string;
  language: Locale;
  to_email: string;
  /** The patient's number in international form for tel: links (`+905321234567`), '' when none was given. */
  phone_tel: string;
  /** The same digits without `+`, as https://wa.me/<digits> expects them, '' when none was given. */
  phone_whatsapp: string;
  /** The patient's e-mail address for Reply-To and mailto: links, '' when none was given. */
  reply_to: string;
  [key: string]: unknown;
}

/** What the server adds to the clinic's e-mail of every request (`requestDetails`). */
export interface RequestDetails {
  /** The page the request was sent from. */
  page_url: string;
  /** When the site received (and stored) it, ISO 8601 in UTC. */
  sent_at: string;
  /** The same moment as Istanbul's clock shows it, for the staff to read. */
  sent_at_istanbul: string;
  /** The request's reference (`OSM-7K2R-4F`), the one the patient was shown. */
  request_id: string;
}

export type SentTemplateParams = EmailTemplateParams & RequestDetails;

/**
 * A Turkish number as the visitor typed it, in international digits: a leading
 * `+` or `00` keeps the country code, a leading `0` or a bare 10-digit number
 * is Turkish (+90). Anything without digits gives ''.
 */
export function internationalDigits(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `90${digits.slice(1)}`;
  if (digits.length === 10) return `90${digits}`;
  return digits;
}

function contactLinks(phone: string, email: string): Pick<EmailTemplateParams, 'phone_tel' | 'phone_whatsapp' | 'reply_to'> {
  const digits = internationalDigits(phone);
  return { phone_tel: digits === '' ? '' : `+${digits}`, phone_whatsapp: digits, reply_to: email.trim() };
}

function recipients(): string {
  return siteConfig.recipients.join(', ');
}

function orFallback(value: string, fallback: string): string {
  const trimmed = value.trim();
  return trimmed === '' ? fallback : trimmed;
}

/**
 * Every appointment field is a template variable of its own name (trimmed); the specification's
 * fields among them keep their fallbacks and their order.
 */
export function buildAppointmentPayload(values: AppointmentValues, locale: Locale, labels: PayloadLabels): EmailTemplateParams {
  const params: EmailTemplateParams = {
    name: labels.appointmentName,
    email: orFallback(values.email, labels.notSpecified),
    service: values.service.trim(),
    phone: orFallback(values.phone, labels.notSpecified),
    message: orFallback(values.message, labels.noMessage),
    language: locale,
    to_email: recipients(),
    ...contactLinks(values.phone, values.email),
  };
  for (const [name] of appointmentFields()) {
    if (!(name in params)) params[name] = values[name].trim();
  }
  return params;
}

export function buildTreatmentCallbackPayload(
  phone: string,
  treatmentTitle: string,
  locale: Locale,
  labels: PayloadLabels,
): EmailTemplateParams {
  return {
    name: labels.callbackName,
    phone,
    message: labels.treatmentCallbackMessage,
    service: treatmentTitle,
    email: labels.notSpecified,
    language: locale,
    to_email: recipients(),
    ...contactLinks(phone, ''),
  };
}

export function buildBlogCallbackPayload(phone: string, articleTitle: string, locale: Locale, labels: PayloadLabels): EmailTemplateParams {
  return {
    name: labels.callbackName,
    phone: phone.trim(),
    message: labels.blogCallbackMessage(articleTitle),
    service: articleTitle,
    email: labels.notSpecified,
    language: locale,
    to_email: recipients(),
    ...contactLinks(phone, ''),
  };
}

// Made on first use, not when the module loads (the forms import this module).
let istanbulTime: Intl.DateTimeFormat | undefined;

/** A moment as Istanbul's clock shows it (`24.11.2026 13:31:05`), for staff to read. */
export function formatIstanbulTime(date: Date): string {
  istanbulTime ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return istanbulTime.format(date);
}

/** The fields the clinic's e-mail adds to a request: where and when it was received, and its reference. */
export function requestDetails(reference: string, receivedAt: Date, pageUrl: string): RequestDetails {
  return {
    page_url: pageUrl,
    sent_at: receivedAt.toISOString(),
    sent_at_istanbul: `${formatIstanbulTime(receivedAt)} (İstanbul)`,
    request_id: reference,
  };
}
