'use client';

import { Check } from '@/components/ui/icons/Check';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { PhoneCall } from '@/components/ui/icons/PhoneCall';
import { TriangleAlert } from '@/components/ui/icons/TriangleAlert';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { trackEvent } from '@/lib/analytics';
import { siteConfig } from '@/lib/config/site';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import { preloadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import { failureDetail, payloadLabelsFrom, validationMessagesFrom } from '@/lib/forms/messages';
import { buildTreatmentCallbackPayload } from '@/lib/forms/payload';
import { stripNonDigits } from '@/lib/forms/phone';
import { sendEmail } from '@/lib/forms/send-email';
import { isHoneypotFilled, waitForMinimumFillTime } from '@/lib/forms/spam-guard';
import { CallUsLink } from './CallUsLink';
import { FieldError } from './FieldError';
import { HoneypotField } from './HoneypotField';
import { PrivacyNotice } from './PrivacyNotice';
import { useFormTelemetry } from './useFormTelemetry';
import { useRulesSubmit } from './useRulesSubmit';
import boxStyles from './Callback.module.css';
import styles from './Form.module.css';

const FORM_ID = 'treatment-callback';
/** The sent state holds for 3 seconds, then the box is ready for another number. */
export const TREATMENT_CALLBACK_SENT_MS = 3000;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'duplicate' }
  | { kind: 'error'; detail: string };

/** The treatment page's "call me" box: digits only, delivered by e-mail. */
export function TreatmentCallback({ treatmentTitle }: { treatmentTitle: string }) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { ref: formRef, renderedAt, onFocus: onFormFocus } = useFormTelemetry<HTMLFormElement>(FORM_ID);

  useEffect(() => () => clearTimeout(timer.current), []);

  function showSent() {
    setPhone('');
    setStatus({ kind: 'sent' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus({ kind: 'idle' }), TREATMENT_CALLBACK_SENT_MS);
  }

  const handleSubmit = useRulesSubmit({
    formId: FORM_ID,
    submit,
    onRulesFailed: () => setStatus({ kind: 'error', detail: failureDetail({ reason: 'unknown' }, t) }),
    ignore: status.kind === 'sent',
  });

  async function submit(schemas: FormSchemas) {
    const parsed = schemas.createTreatmentCallbackSchema(validationMessagesFrom(t)).safeParse({ phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setStatus({ kind: 'idle' });
      input.current?.focus();
      trackFormEvent(FORM_EVENTS.validationError, FORM_ID, { fields: ['phone'] });
      return;
    }

    trackFormEvent(FORM_EVENTS.submit, FORM_ID);
    if (isHoneypotFilled(honeypot.current?.value ?? '')) {
      showSent();
      return;
    }

    setStatus({ kind: 'sending' });
    await waitForMinimumFillTime(renderedAt.current);
    const outcome = await sendEmail({
      formId: FORM_ID,
      templateId: siteConfig.emailjs.callbackTemplateId,
      params: buildTreatmentCallbackPayload(parsed.data.phone, treatmentTitle, locale, payloadLabelsFrom(t)),
    });

    if (outcome.status === 'failed') {
      setStatus({ kind: 'error', detail: failureDetail(outcome, t) });
      trackFormEvent(FORM_EVENTS.error, FORM_ID, { reason: outcome.reason, error: outcome.text });
      return;
    }
    if (outcome.status === 'sent') {
      trackEvent(FORM_EVENTS.treatmentCallRequest, { treatment: treatmentTitle }, { force: true });
      trackFormEvent(FORM_EVENTS.success, FORM_ID, { service: treatmentTitle });
      showSent();
      return;
    }
    setPhone('');
    setStatus({ kind: 'duplicate' });
  }

  const titleId = `${id}-title`;
  const inputId = `${id}-phone`;
  const errorId = `${id}-error`;
  const isSending = status.kind === 'sending';
  const isSent = status.kind === 'sent';

  return (
    <div className={boxStyles.box} data-testid="treatment-callback">
      <h2 id={titleId} className={boxStyles.title}>
        <PhoneCall aria-hidden="true" className={boxStyles.titleIcon} />
        {t('treatmentCallback.title')}
      </h2>
      <p className={boxStyles.description}>{t('treatmentCallback.description')}</p>
      <form
        ref={formRef}
        onFocus={onFormFocus}
        onFocusCapture={preloadFormSchemas}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby={titleId}
        className={boxStyles.form}
      >
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('treatmentCallback.label')}
          </label>
          <input
            ref={input}
            id={inputId}
            data-field="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            className={styles.control}
            placeholder={t('treatmentCallback.placeholder')}
            value={phone}
            onChange={(event) => {
              setPhone(stripNonDigits(event.target.value));
              setError(undefined);
              if (status.kind === 'error') setStatus({ kind: 'idle' });
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
          <FieldError id={errorId} message={error} />
        </div>
        <HoneypotField label={t('fields.honeypot')} inputRef={honeypot} />
        {/* aria-disabled, not disabled: a disabled button drops the focus it holds, and a keyboard
            user pressing Enter would be left on nothing. The submit handler ignores it meanwhile. */}
        <button
          type="submit"
          className={`button button-primary ${boxStyles.submit}`}
          aria-disabled={isSending || isSent}
        >
          {isSending && <LoaderCircle aria-hidden="true" className={`${styles.inlineIcon} ${styles.spinner}`} />}
          {isSent ? t('treatmentCallback.sent') : isSending ? t('treatmentCallback.sending') : t('treatmentCallback.submit')}
        </button>
        <div className={styles.outcome}>
          <div role="status">
            {isSent && (
              <p className={boxStyles.success}>
                <Check aria-hidden="true" className={styles.inlineIcon} />
                {t('treatmentCallback.sentStatus')}
              </p>
            )}
            {status.kind === 'duplicate' && (
              <p className={boxStyles.success}>
                <Check aria-hidden="true" className={styles.inlineIcon} />
                {t('delivery.duplicate')}
              </p>
            )}
          </div>
          <div role="alert">
            {status.kind === 'error' && (
              <div className={`${styles.alert} ${styles.alertError}`}>
                <TriangleAlert aria-hidden="true" className={styles.alertIcon} />
                <div>
                  <p>
                    {t('treatmentCallback.error')} <span>{status.detail}</span>
                  </p>
                  <CallUsLink form={FORM_ID} />
                </div>
              </div>
            )}
          </div>
        </div>
      </form>
      <PrivacyNotice />
    </div>
  );
}
