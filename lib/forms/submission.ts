import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/config/site';
import type { AppointmentValues } from './fields';
import {
  buildAppointmentPayload,
  buildBlogCallbackPayload,
  buildTreatmentCallbackPayload,
  type EmailTemplateParams,
  type PayloadLabels,
} from './payload';

/**
 * What each form sends, as the visitor entered it (after the form's rules). The browser posts it
 * to the site; the server's outbox turns it into the clinic's e-mail with `emailFor`. Zod-free:
 * the form components import it.
 */
export interface FormFields {
  appointment: AppointmentValues;
  /** `treatment` is the title of the treatment page the box is on. */
  'treatment-callback': { phone: string; treatment: string };
  /** `article` is the title of the blog article the box is on. */
  'blog-callback': { phone: string; article: string };
}

export type FormId = keyof FormFields;

export type FormSubmission = { [F in FormId]: { formId: F; fields: FormFields[F] } }[FormId];

/** The EmailJS template of each form: the appointment template, or the call-back one. */
export function templateIdFor(formId: FormId): string {
  return formId === 'appointment' ? siteConfig.emailjs.templateId : siteConfig.emailjs.callbackTemplateId;
}

/** The template and its `template_params` (without the request details the server adds: `requestDetails` in ./payload.ts). */
export function emailFor(
  submission: FormSubmission,
  locale: Locale,
  labels: PayloadLabels,
): { templateId: string; params: EmailTemplateParams } {
  const templateId = templateIdFor(submission.formId);
  switch (submission.formId) {
    case 'appointment':
      return { templateId, params: buildAppointmentPayload(submission.fields, locale, labels) };
    case 'treatment-callback':
      return {
        templateId,
        params: buildTreatmentCallbackPayload(submission.fields.phone, submission.fields.treatment, locale, labels),
      };
    case 'blog-callback':
      return {
        templateId,
        params: buildBlogCallbackPayload(submission.fields.phone, submission.fields.article, locale, labels),
      };
  }
}
