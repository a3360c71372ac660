'use client';

import type { IconComponent } from '@/components/ui/create-icon';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { PhoneCall } from '@/components/ui/icons/PhoneCall';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/i18n/client';
import { preloadFormSchemas } from '@/lib/forms/load-schemas';
import { stripNonDigits } from '@/lib/forms/phone';
import type { FormStatus, SubmissionResult } from '@/lib/forms/run-submission';
import type { FormSubmission } from '@/lib/forms/submission';
import { DeliveryFailure } from './DeliveryFailure';
import { FormField } from './FormField';
import { HoneypotField } from './HoneypotField';
import { PrivacyNotice } from './PrivacyNotice';
import { RequestReference } from './RequestReference';
import { useFormTelemetry } from './useFormTelemetry';
import { useSubmission } from './useSubmission';
import boxStyles from './Callback.module.css';
import styles from './Form.module.css';

type CallbackFormId = Extract<FormSubmission['formId'], 'treatment-callback' | 'blog-callback'>;

/** What a call-back sends: the number, and the title of the page the box is on. */
function callbackSubmission(formId: CallbackFormId, phone: string, subject: string): FormSubmission {
  return formId === 'treatment-callback'
    ? { formId, fields: { phone, treatment: subject } }
    : { formId, fields: { phone, article: subject } };
}

/** Keys under `forms` of the texts the box shows. */
export interface PhoneCallbackTexts {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  /** Under the button once the request is delivered. */
  sentStatus: string;
  /** On the button once the request is delivered; while it shows, the button takes no new submit. */
  sentButton?: string;
  /** Before the failure's detail and the phone and WhatsApp links. */
  error: string;
}

export interface PhoneCallbackSetup {
  /** Which form this is: its rules, its e-mail, its analytics events and its duplicate guard (lib/forms). */
  formId: CallbackFormId;
  testId: string;
  texts: PhoneCallbackTexts;
  /** `digits`: everything else is stripped as typed, with a numeric keyboard; `formatted`: spaces, +, - and () are kept. */
  phoneInput: 'digits' | 'formatted';
  /**
   * How long each outcome shows before the box is ready again. Without a time
   * an outcome stays until the next attempt (an error also until the number is
   * edited).
   */
  holdMs: { sent: number; duplicate?: number; error?: number };
  /** Before the sent and duplicate texts. */
  sentIcon: IconComponent;
}

/** A sidebar's "call me" box: one phone number, stored by the site with the subject of the page it is on. */
export function PhoneCallbackForm({ setup, subject }: { setup: PhoneCallbackSetup; subject: string }) {
  const { formId, texts, holdMs, sentIcon: SentIcon } = setup;
  const t = useTranslations('forms');
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  // The reference outlives the success text's few seconds: the patient may still be noting it down.
  const [reference, setReference] = useState<string>();
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { ref: formRef, onFocus: onFormFocus, renderedAt } = useFormTelemetry<HTMLFormElement>(formId);

  useEffect(() => () => clearTimeout(timer.current), []);

  const holdFor = (kind: FormStatus['kind']) => (kind === 'idle' || kind === 'sending' ? undefined : holdMs[kind]);

  function show(next: FormStatus) {
    setStatus(next);
    clearTimeout(timer.current);
    const ms = holdFor(next.kind);
    if (ms !== undefined) timer.current = setTimeout(() => setStatus({ kind: 'idle' }), ms);
  }

  const locksWhenSent = texts.sentButton !== undefined;

  function showResult(result: SubmissionResult) {
    if (result.kind !== 'invalid') {
      if (result.kind !== 'error') {
        setPhone('');
        setReference(result.reference);
      }
      show(result);
      return;
    }
    setError(result.errors.phone);
    // An outcome with a hold time runs its course; one without ends with this attempt.
    setStatus((current) => (holdFor(current.kind) === undefined ? { kind: 'idle' } : current));
    input.current?.focus();
  }

  const handleSubmit = useSubmission({
    read: () => callbackSubmission(formId, phone, subject),
    honeypot,
    renderedAt,
    onSending: () => {
      setReference(undefined);
      show({ kind: 'sending' });
    },
    onResult: showResult,
    ignore: locksWhenSent && status.kind === 'sent',
  });

  const titleId = `${id}-title`;
  const isSending = status.kind === 'sending';
  const showsSentOnButton = locksWhenSent && status.kind === 'sent';

  return (
    <div className={boxStyles.box} data-testid={setup.testId}>
      <h2 id={titleId} className={boxStyles.title}>
        <PhoneCall aria-hidden="true" className={boxStyles.titleIcon} />
        {t(texts.title)}
      </h2>
      <p className={boxStyles.description}>{t(texts.description)}</p>
      <form
        ref={formRef}
        onFocus={onFormFocus}
        onFocusCapture={preloadFormSchemas}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby={titleId}
        className={boxStyles.form}
      >
        <FormField id={`${id}-phone`} errorId={`${id}-error`} label={t(texts.label)} error={error}>
          {(control) => (
            <input
              ref={input}
              {...control}
              data-field="phone"
              type="tel"
              inputMode={setup.phoneInput === 'digits' ? 'numeric' : undefined}
              autoComplete="tel"
              className={styles.control}
              placeholder={t(texts.placeholder)}
              value={phone}
              onChange={(event) => {
                setPhone(setup.phoneInput === 'digits' ? stripNonDigits(event.target.value) : event.target.value);
                setError(undefined);
                if (status.kind === 'error' && holdMs.error === undefined) setStatus({ kind: 'idle' });
              }}
            />
          )}
        </FormField>
        <HoneypotField label={t('fields.honeypot')} inputRef={honeypot} />
        {/* aria-disabled, not disabled: a disabled button drops the focus it holds, and a keyboard
            user pressing Enter would be left on nothing. The submit handler ignores it meanwhile. */}
        <button type="submit" className={`button button-primary ${boxStyles.submit}`} aria-disabled={isSending || showsSentOnButton}>
          {isSending && <LoaderCircle aria-hidden="true" className={`${styles.inlineIcon} ${styles.spinner}`} />}
          {showsSentOnButton && texts.sentButton ? t(texts.sentButton) : isSending ? t(texts.sending) : t(texts.submit)}
        </button>
        <div className={styles.outcome}>
          <div role="status">
            {(status.kind === 'sent' || status.kind === 'duplicate') && (
              <p className={boxStyles.success}>
                <SentIcon aria-hidden="true" className={styles.inlineIcon} />
                {status.kind === 'sent' ? t(texts.sentStatus) : t('delivery.duplicate')}
              </p>
            )}
            {reference && <RequestReference reference={reference} form={formId} />}
          </div>
          <div role="alert">
            {status.kind === 'error' && <DeliveryFailure form={formId} message={t(texts.error)} detail={status.detail} />}
          </div>
        </div>
      </form>
      <PrivacyNotice />
    </div>
  );
}
