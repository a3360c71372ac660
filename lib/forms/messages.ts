import type { Translator } from '@/i18n/client';
import type { ValidationMessages } from './fields';
import type { PayloadLabels } from './payload';

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

/** The text after the error alert: the provider's own words, else a short explanation. */
export function failureDetail(outcome: { reason: 'provider' | 'timeout' | 'unknown'; text?: string }, t: FormsTranslator): string {
  if (outcome.reason === 'timeout') return t('delivery.timeout');
  return outcome.text ?? t('delivery.unknownError');
}
