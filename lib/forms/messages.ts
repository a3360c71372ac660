import type { Translator } from '@/i18n/client';
import type { ValidationMessages } from './fields';
import type { PayloadLabels } from './payload';
import type { FailureReason } from './post-request';

/** A translator over the `forms` namespace: `useTranslations('forms')` of '@/i18n/client' (only its plain call). */
export type FormsTranslator = (...args: Parameters<Translator>) => ReturnType<Translator>;

export function validationMessagesFrom(t: FormsTranslator): ValidationMessages {
  return {
    contactRequired: t('validation.contactRequired'),
    digitsOnlyPhone: t('validation.digitsOnlyPhone'),
    callbackPhone: t('validation.callbackPhone'),
    field: (key, values) => t(`validation.${key}`, values),
  };
}

export function payloadLabelsFrom(t: FormsTranslator): PayloadLabels {
  return {
    appointmentName: t('payload.appointmentName'),
    callbackName: t('payload.callbackName'),
    notSpecified: t('payload.notSpecified'),
    noMessage: t('payload.noMessage'),
    treatmentCallbackMessage: t('payload.treatmentCallbackMessage'),
    blogCallbackMessage: (title) => t('payload.blogCallbackMessage', { title }),
  };
}

/** The text after the form's failure sentence: what happened to the request, and what to do (`forms.delivery.*`). */
export function failureDetail(outcome: { reason: FailureReason; retryAfterSeconds?: number }, t: FormsTranslator): string {
  switch (outcome.reason) {
    case 'no-answer':
      return t('delivery.noAnswer');
    case 'not-stored':
      return t('delivery.notStored');
    case 'refused':
      return t('delivery.refused');
    case 'rate-limited':
      return t('delivery.rateLimited', { minutes: Math.max(1, Math.ceil((outcome.retryAfterSeconds ?? 600) / 60)) });
  }
}
