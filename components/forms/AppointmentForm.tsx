'use client';

import { CircleCheck } from '@/components/ui/icons/CircleCheck';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { Send } from '@/components/ui/icons/Send';
import { TriangleAlert } from '@/components/ui/icons/TriangleAlert';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { reportConversion } from '@/lib/analytics';
import { siteConfig } from '@/lib/config/site';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import { MESSAGE_MAX_LENGTH, type AppointmentErrorField, type AppointmentValues, type FieldErrors } from '@/lib/forms/fields';
import { preloadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import { failureDetail, payloadLabelsFrom, validationMessagesFrom } from '@/lib/forms/messages';
import { buildAppointmentPayload } from '@/lib/forms/payload';
import { sendEmail } from '@/lib/forms/send-email';
import { APPOINTMENT_SERVICES, DEFAULT_SERVICE } from '@/lib/forms/services';
import { isHoneypotFilled, waitForMinimumFillTime } from '@/lib/forms/spam-guard';
import { CallUsLink } from './CallUsLink';
import { FieldError } from './FieldError';
import { HoneypotField } from './HoneypotField';
import { PrivacyNotice } from './PrivacyNotice';
import { useFormTelemetry } from './useFormTelemetry';
import { useRulesSubmit } from './useRulesSubmit';
import styles from './Form.module.css';

const FORM_ID = 'appointment';
const EMPTY: AppointmentValues = { email: '', phone: '', service: DEFAULT_SERVICE, message: '' };
/** Where focus goes for each error, in the order the fields appear. */
const FOCUS_ORDER: { error: AppointmentErrorField; field: keyof AppointmentValues }[] = [
  { error: 'contact', field: 'email' },
  { error: 'email', field: 'email' },
  { error: 'phone', field: 'phone' },
  { error: 'service', field: 'service' },
  { error: 'message', field: 'message' },
];

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'duplicate' }
  | { kind: 'error'; detail: string };

/** The appointment request form of the home and contact pages: validated here, delivered by EmailJS. */
export function AppointmentForm() {
  const t = useTranslations('forms');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<AppointmentValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<AppointmentErrorField>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ field: keyof AppointmentValues } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const outcomeMessage = useRef<HTMLDivElement>(null);
  const fields = {
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    service: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const telemetry = useFormTelemetry<HTMLFormElement>(FORM_ID);

  useEffect(() => {
    // After the render that marks the fields invalid, so the focused field is announced with its error.
    if (focusRequest) fields[focusRequest.field].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fields` holds refs, the same on every render; focus follows a new request only
  }, [focusRequest]);

  useEffect(() => {
    if (status.kind === 'success' || status.kind === 'duplicate' || status.kind === 'error') outcomeMessage.current?.focus();
  }, [status.kind]);

  const idFor = (name: string) => `${id}-${name}`;
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

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

  const handleSubmit = useRulesSubmit({
    formId: FORM_ID,
    submit,
    onRulesFailed: () => setStatus({ kind: 'error', detail: failureDetail({ reason: 'unknown' }, t) }),
  });

  async function submit(schemas: FormSchemas) {
    const parsed = schemas.createAppointmentSchema(validationMessagesFrom(t)).safeParse(values);
    if (!parsed.success) {
      const found = schemas.collectFieldErrors<AppointmentErrorField>(parsed.error);
      setErrors(found);
      setStatus({ kind: 'idle' });
      const first = FOCUS_ORDER.find((entry) => found[entry.error]);
      if (first) setFocusRequest({ field: first.field });
      trackFormEvent(FORM_EVENTS.validationError, FORM_ID, { fields: Object.keys(found) });
      return;
    }

    setErrors({});
    trackFormEvent(FORM_EVENTS.submit, FORM_ID, { service: parsed.data.service });
    const showSuccess = () => {
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    };

    if (isHoneypotFilled(honeypot.current?.value ?? '')) {
      showSuccess();
      return;
    }

    setStatus({ kind: 'sending' });
    await waitForMinimumFillTime(telemetry.renderedAt.current);
    const outcome = await sendEmail({
      formId: FORM_ID,
      templateId: siteConfig.emailjs.templateId,
      params: buildAppointmentPayload(parsed.data, locale, payloadLabelsFrom(t)),
    });

    if (outcome.status === 'failed') {
      setStatus({ kind: 'error', detail: failureDetail(outcome, t) });
      trackFormEvent(FORM_EVENTS.error, FORM_ID, { reason: outcome.reason, error: outcome.text });
      return;
    }
    if (outcome.status === 'sent') {
      reportConversion('form_submission');
      trackFormEvent(FORM_EVENTS.success, FORM_ID, { service: parsed.data.service });
      showSuccess();
      return;
    }
    setValues(EMPTY);
    setStatus({ kind: 'duplicate' });
  }

  const isSending = status.kind === 'sending';
  const messageLength = values.message.length;
  const contactInvalid = Boolean(errors.contact);

  return (
    <form
      ref={telemetry.ref}
      onFocus={telemetry.onFocus}
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
        <div className={styles.field}>
          <label htmlFor={idFor('email')} className={styles.label}>
            {t('fields.email')}
          </label>
          <input
            ref={fields.email}
            id={idFor('email')}
            data-field="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            className={styles.control}
            placeholder={t('fields.emailPlaceholder')}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={Boolean(errors.email) || contactInvalid}
            aria-describedby={describedBy(
              idFor('contact-hint'),
              errors.email && idFor('email-error'),
              contactInvalid && idFor('contact-error'),
            )}
          />
          <FieldError id={idFor('email-error')} message={errors.email} />
        </div>

        <div className={styles.field}>
          <label htmlFor={idFor('phone')} className={styles.label}>
            {t('fields.phone')}
          </label>
          <input
            ref={fields.phone}
            id={idFor('phone')}
            data-field="phone"
            type="tel"
            autoComplete="tel"
            className={styles.control}
            placeholder={t('fields.phonePlaceholder')}
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
            aria-invalid={Boolean(errors.phone) || contactInvalid}
            aria-describedby={describedBy(
              idFor('contact-hint'),
              errors.phone && idFor('phone-error'),
              contactInvalid && idFor('contact-error'),
            )}
          />
          <FieldError id={idFor('phone-error')} message={errors.phone} />
        </div>
      </div>
      <FieldError id={idFor('contact-error')} message={errors.contact} />

      <div className={styles.field}>
        <label htmlFor={idFor('service')} className={styles.label}>
          {t('fields.service')}
        </label>
        <select
          ref={fields.service}
          id={idFor('service')}
          data-field="service"
          className={`${styles.control} ${styles.select}`}
          value={values.service}
          onChange={(event) => update('service', event.target.value)}
          aria-invalid={Boolean(errors.service)}
          aria-describedby={describedBy(errors.service && idFor('service-error'))}
        >
          {APPOINTMENT_SERVICES.map((service) => (
            <option key={service.value} value={service.value}>
              {t(`services.${service.labelKey}`)}
            </option>
          ))}
        </select>
        <FieldError id={idFor('service-error')} message={errors.service} />
      </div>

      <div className={styles.field}>
        <label htmlFor={idFor('message')} className={styles.label}>
          {t('fields.message')} <span className={styles.optional}>{t('fields.optional')}</span>
        </label>
        <textarea
          ref={fields.message}
          id={idFor('message')}
          data-field="message"
          rows={5}
          className={`${styles.control} ${styles.textarea}`}
          placeholder={t('fields.messagePlaceholder')}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy(idFor('message-count'), errors.message && idFor('message-error'))}
        />
        <p
          id={idFor('message-count')}
          className={`${styles.counter} ${messageLength > MESSAGE_MAX_LENGTH ? styles.counterOver : ''}`}
        >
          {t('fields.characterCount', { count: messageLength, max: MESSAGE_MAX_LENGTH })}
        </p>
        <FieldError id={idFor('message-error')} message={errors.message} />
      </div>

      <HoneypotField label={t('fields.honeypot')} inputRef={honeypot} />

      <div className={styles.outcome}>
        <div role="status">
          {status.kind === 'success' && (
            <div ref={outcomeMessage} tabIndex={-1} className={`${styles.alert} ${styles.alertSuccess}`}>
              <CircleCheck aria-hidden="true" className={styles.alertIcon} />
              <p>{t('appointment.success')}</p>
            </div>
          )}
          {status.kind === 'duplicate' && (
            <div ref={outcomeMessage} tabIndex={-1} className={`${styles.alert} ${styles.alertSuccess}`}>
              <CircleCheck aria-hidden="true" className={styles.alertIcon} />
              <p>{t('delivery.duplicate')}</p>
            </div>
          )}
        </div>
        <div role="alert">
          {status.kind === 'error' && (
            <div ref={outcomeMessage} tabIndex={-1} className={`${styles.alert} ${styles.alertError}`}>
              <TriangleAlert aria-hidden="true" className={styles.alertIcon} />
              <div>
                <p>
                  {t('appointment.error')} <span data-testid="appointment-error-detail">{status.detail}</span>
                </p>
                <CallUsLink form={FORM_ID} />
              </div>
            </div>
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
