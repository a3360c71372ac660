import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import type { AppointmentValues } from './fields';

/** The fixed texts of `forms.payload`, in the visitor's language. */
export interface PayloadLabels {
  appointmentName: string;
  callbackName: string;
  notSpecified: string;
  noMessage: string;
  treatmentCallbackMessage: string;
  blogCallbackMessage: (articleTitle: string) => string;
}

/** `template_params` of both EmailJS templates (SPEC §3). */
export interface EmailTemplateParams {
  name: string;
  email: string;
  service: string;
  phone: string;
  message: string;
  language: Locale;
  to_email: string;
  [key: string]: unknown;
}

function recipients(): string {
  return siteConfig.recipients.join(', ');
}

function orFallback(value: string, fallback: string): string {
  const trimmed = value.trim();
  return trimmed === '' ? fallback : trimmed;
}

export function buildAppointmentPayload(
  values: AppointmentValues,
  locale: Locale,
  labels: PayloadLabels,
): EmailTemplateParams {
  return {
    name: labels.appointmentName,
    email: orFallback(values.email, labels.notSpecified),
    service: values.service.trim(),
    phone: orFallback(values.phone, labels.notSpecified),
    message: orFallback(values.message, labels.noMessage),
    language: locale,
    to_email: recipients(),
  };
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
  };
}

export function buildBlogCallbackPayload(
  phone: string,
  articleTitle: string,
  locale: Locale,
  labels: PayloadLabels,
): EmailTemplateParams {
  return {
    name: labels.callbackName,
    phone: phone.trim(),
    message: labels.blogCallbackMessage(articleTitle),
    service: articleTitle,
    email: labels.notSpecified,
    language: locale,
    to_email: recipients(),
  };
}
