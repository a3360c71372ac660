'use client';

import { CircleCheck } from '@/components/ui/icons/CircleCheck';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { Send } from '@/components/ui/icons/Send';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/client';
import {
  initialAppointmentValues,
  MESSAGE_MAX_LENGTH,
  type AppointmentErrorField,
  type AppointmentValues,
  type FieldErrors,
} from '@/lib/forms/fields';
import { preloadFormSchemas } from '@/lib/forms/load-schemas';
import type { FormStatus, SubmissionResult } from '@/lib/forms/run-submission';
import { APPOINTMENT_SERVICES } from '@/lib/forms/services';
import { DeliveryFailure } from './DeliveryFailure';
import { FieldError } from './FieldError';
import { FormField } from './FormField';
import { HoneypotField } from './HoneypotField';
import { PrivacyNotice } from './PrivacyNotice';
import { RequestReference } from './RequestReference';
import { useFormTelemetry } from './useFormTelemetry';
import { useSubmission } from './useSubmission';
import styles from './Form.module.css';

const FORM_ID = 'appointment';
const EMPTY = initialAppointmentValues();
/** The fields in the order they appear: focus goes to the first with an error ("email or phone" is the e-mail's). */
const FIELD_ORDER = Object.keys(EMPTY) as (keyof AppointmentValues)[];

/**
 * The appointment request form of the home, contact and dentist pages: validated here, stored by the site
 * (which shows its reference) and delivered to the clinic by the site's outbox.
 * `note` starts the message (a dentist's page names the dentist there); it comes back after a send.
 */
export function AppointmentForm({ note = '' }: { note?: string }) {
  const initial: AppointmentValues = note ? { ...EMPTY, message: note } : EMPTY;
  const t = useTranslations('forms');
  const id = useId();
  const [values, setValues] = useState<AppointmentValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<AppointmentErrorField>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ field: keyof AppointmentValues } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const outcomeMessage = useRef<HTMLDivElement>(null);
  const { ref: formRef, onFocus: onFormFocus, renderedAt } = useFormTelemetry<HTMLFormElement>(FORM_ID);

  useEffect(() => {
    // After the render that marks the fields invalid, so the focused field is announced with its error.
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(`[data-field="${focusRequest.field}"]`)?.focus();
  }, [focusRequest, formRef]);

  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'duplicate' || status.kind === 'error') outcomeMessage.current?.focus();
  }, [status.kind]);

  const idFor = (name: string) => `${id}-${name}`;

  function update<K extends keyof AppointmentValues>(field: K, value: AppointmentValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const clearsContact = (field === 'email' || field === 'phone') && current.contact;
      if (!current[field] && !clearsContact) return current;
      const next = { ...current };
      delete next[field];
      if (clearsContact) delete next.contact;
      return next;
    });
  }

  function show(result: SubmissionResult) {
    if (result.kind !== 'invalid') {
      setErrors({});
      if (result.kind !== 'error') setValues(initial);
      setStatus(result);
      return;
    }
    const found = result.errors as FieldErrors<AppointmentErrorField>;
    setErrors(found);
    setStatus({ kind: 'idle' });
    const first = FIELD_ORDER.find((field) => found[field] || (field === 'email' && found.contact));
    if (first) setFocusRequest({ field: first });
  }

  const handleSubmit = useSubmission({
    read: () => ({ formId: FORM_ID, fields: values }),
    honeypot,
    renderedAt,
    onSending: () => {
      setErrors({});
      setStatus({ kind: 'sending' });
    },
    onResult: show,
  });

  const isSending = status.kind === 'sending';
  const messageLength = values.message.length;
  /** The email-or-phone rule: the hint and the rule's error (shown once, under the pair) describe both fields. */
  const contactError = { id: idFor('contact-error'), message: errors.contact };
  const contactPair = { describedBy: [idFor('contact-hint')], sharedError: contactError };

  return (
    <form
      ref={formRef}
      onFocus={onFormFocus}
      onFocusCapture={preloadFormSchemas}
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('appointment.formLabel')}
      data-testid="appointment-form"
    >
      <p id={idFor('contact-hint')} className={styles.hint}>
        {t('fields.contactHint')}
      </p>

      <div className={styles.pair}>
        <FormField id={idFor('email')} label={t('fields.email')} error={errors.email} {...contactPair}>
          {(control) => (
            <input
              {...control}
              data-field="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              className={styles.control}
              placeholder={t('fields.emailPlaceholder')}
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </FormField>

        <FormField id={idFor('phone')} label={t('fields.phone')} error={errors.phone} {...contactPair}>
          {(control) => (
            <input
              {...control}
              data-field="phone"
              type="tel"
              autoComplete="tel"
              className={styles.control}
              placeholder={t('fields.phonePlaceholder')}
              value={values.phone}
              onChange={(event) => update('phone', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FieldError id={contactError.id} message={contactError.message} />

      <FormField id={idFor('service')} label={t('fields.service')} error={errors.service}>
        {(control) => (
          <select
            {...control}
            data-field="service"
            className={`${styles.control} ${styles.select}`}
            value={values.service}
            onChange={(event) => update('service', event.target.value)}
          >
            {APPOINTMENT_SERVICES.map((service) => (
              <option key={service.value} value={service.value}>
                {t(`services.${service.labelKey}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        id={idFor('message')}
        label={
          <>
            {t('fields.message')} <span className={styles.optional}>{t('fields.optional')}</span>
          </>
        }
        error={errors.message}
        describedBy={[idFor('message-count')]}
        after={
          <p id={idFor('message-count')} className={`${styles.counter} ${messageLength > MESSAGE_MAX_LENGTH ? styles.counterOver : ''}`}>
            {t('fields.characterCount', { count: messageLength, max: MESSAGE_MAX_LENGTH })}
          </p>
        }
      >
        {(control) => (
          <textarea
            {...control}
            data-field="message"
            rows={5}
            className={`${styles.control} ${styles.textarea}`}
            placeholder={t('fields.messagePlaceholder')}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>

      <HoneypotField label={t('fields.honeypot')} inputRef={honeypot} />

      <div className={styles.outcome}>
        <div role="status">
          {(status.kind === 'sent' || status.kind === 'duplicate') && (
            <div ref={outcomeMessage} tabIndex={-1} className={`${styles.alert} ${styles.alertSuccess}`}>
              <CircleCheck aria-hidden="true" className={styles.alertIcon} />
              <div>
                <p>{status.kind === 'sent' ? t('appointment.success') : t('delivery.duplicate')}</p>
                <RequestReference reference={status.reference} form={FORM_ID} />
              </div>
            </div>
          )}
        </div>
        <div role="alert">
          {status.kind === 'error' && (
            <DeliveryFailure
              ref={outcomeMessage}
              form={FORM_ID}
              message={t('appointment.error')}
              detail={status.detail}
              detailTestId="appointment-error-detail"
            />
          )}
        </div>
      </div>

      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={isSending}>
        {isSending ? (
          <LoaderCircle aria-hidden="true" className={`${styles.inlineIcon} ${styles.spinner}`} />
        ) : (
          <Send aria-hidden="true" className={styles.inlineIcon} />
        )}
        {isSending ? t('appointment.sending') : t('appointment.submit')}
      </button>

      <PrivacyNotice />
    </form>
  );
}
