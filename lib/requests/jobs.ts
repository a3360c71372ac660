import 'server-only';
import { createTranslator } from 'next-intl';
import { isLocale, language, routing, type Locale } from '@/i18n/routing';
import { clinicName, siteConfig, whatsappMessageHref } from '@/lib/config/site';
import { payloadLabelsFrom } from '@/lib/forms/messages';
import { requestDetails } from '@/lib/forms/payload';
import { emailFor, type FormSubmission } from '@/lib/forms/submission';
import { reportToCms } from './cms-inbox';
import type { RequestsConfig } from './config';
import { sendWithEmailJs, type AttemptResult } from './emailjs';
import { formsTranslator, messagesOf } from './messages';
import type { ClaimedDelivery, DeliveryJob, StoredRequest } from './store';

/**
 * What each outbox job does with a stored request (./outbox.ts): the clinic's e-mail (the staff
 * templates of emails/, the specification's payload), the patient's confirmation (only the
 * reference, the clinic's phone and hours: no health detail), and the entry in the CMS inbox
 * (./cms-inbox.ts).
 */

export interface JobContext {
  config: RequestsConfig;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const localeOf = (request: StoredRequest): Locale => (isLocale(request.locale) ? request.locale : routing.defaultLocale);

/** The form's fields as the visitor sent them (after the form's rules), as the e-mail builders take them. */
export function submissionOf(request: StoredRequest): FormSubmission {
  return { formId: request.formId, fields: request.fields } as FormSubmission;
}

/** The clinic's e-mail: the template and its `template_params`, with the reference as the request number. */
export async function clinicEmail(request: StoredRequest): Promise<{ templateId: string; params: Record<string, unknown> }> {
  const locale = localeOf(request);
  const { templateId, params } = emailFor(submissionOf(request), locale, payloadLabelsFrom(await formsTranslator(locale)));
  return { templateId, params: { ...params, ...requestDetails(request.reference, new Date(request.receivedAt), request.pageUrl) } };
}

/**
 * The patient's confirmation, in the language of the page they sent it from. Every text comes from
 * `requestEmail` in messages/<locale>.json, so one EmailJS template (emails/confirmation.*) serves
 * every language. It names nothing the patient wrote but their own address.
 */
export async function confirmationParams(request: StoredRequest): Promise<Record<string, string>> {
  const locale = localeOf(request);
  const messages = await messagesOf(locale);
  const clinic = clinicName(locale);
  const values = { clinic, reference: request.reference };
  const t = createTranslator({ locale, messages, onError: () => {} });
  return {
    to_email: request.fields.email ?? '',
    reply_to: siteConfig.email,
    lang: locale,
    dir: language(locale).dir,
    subject: t('requestEmail.subject', values),
    heading: t('requestEmail.heading', values),
    intro: t('requestEmail.intro', values),
    reference_label: t('requestEmail.referenceLabel'),
    reference: request.reference,
    reference_hint: t('requestEmail.referenceHint'),
    phone_label: t('requestEmail.phoneLabel'),
    clinic_phone: siteConfig.phone.display,
    clinic_phone_tel: siteConfig.phone.e164,
    whatsapp_label: t('requestEmail.whatsappLabel'),
    clinic_whatsapp_url: whatsappMessageHref(t('forms.reference.whatsappText', values)),
    hours_label: t('requestEmail.hoursLabel'),
    hours: t('common.hoursValue'),
    closing: t('requestEmail.closing', values),
    clinic_name: clinic,
  };
}

/** Runs one job once. */
export async function performJob(delivery: ClaimedDelivery, context: JobContext): Promise<AttemptResult> {
  const { job, request } = delivery;
  const handlers: Record<DeliveryJob, () => Promise<AttemptResult>> = {
    'clinic-email': async () => {
      const { emailjs } = context.config;
      if (!emailjs) return { ok: false, error: 'no EMAILJS_PRIVATE_KEY' };
      const { templateId, params } = await clinicEmail(request);
      return sendWithEmailJs(emailjs, templateId, params, context);
    },
    'patient-email': async () => {
      const { emailjs } = context.config;
      if (!emailjs) return { ok: false, error: 'no EMAILJS_PRIVATE_KEY' };
      return sendWithEmailJs(emailjs, emailjs.templates.confirmation, await confirmationParams(request), context);
    },
    cms: async () => (context.config.cms ? reportToCms(delivery, context.config.cms, context) : { ok: false, error: 'no CMS configured' }),
  };
  return handlers[job]();
}
