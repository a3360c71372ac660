'use client';

import type { IconComponent } from '@/components/ui/create-icon';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { PhoneCall } from '@/components/ui/icons/PhoneCall';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { trackEvent } from '@/lib/analytics';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import { preloadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import { failureDetail, payloadLabelsFrom, validationMessagesFrom } from '@/lib/forms/messages';
import { emailFor, type FormSubmission } from '@/lib/forms/submission';
import { stripNonDigits } from '@/lib/forms/phone';
import type { FormId } from '@/lib/forms/send-email';
import { deliverRequest, type FormStatus } from '@/lib/forms/deliver-request';
import { DeliveryFailure } from './DeliveryFailure';
import { FormField } from './FormField';
import { HoneypotField } from './HoneypotField';
import { PrivacyNotice } from './PrivacyNotice';
import { useFormTelemetry } from './useFormTelemetry';
import { useRulesSubmit } from './useRulesSubmit';
import boxStyles from './Callback.module.css';
import styles from './Form.module.css';

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
  /** Which form this is, in the analytics events and the delivery's duplicate guard. */
  formId: Extract<FormId, 'treatment-callback' | 'blog-callback'>;
  testId: string;
  texts: PhoneCallbackTexts;
  /** `digits`: everything else is stripped as typed, with a numeric keyboard; `formatted`: spaces, +, - and () are kept. */
  phoneInput: 'digits' | 'formatted';
  /** The rule the number must pass, from the lazily loaded schemas. */
  schema: 'createTreatmentCallbackSchema' | 'createBlogCallbackSchema';
  /** What the request carries: the number and the subject of the page the box is on. */
  submission: (phone: string, subject: string) => Extract<FormSubmission, { formId: 'treatment-callback' | 'blog-callback' }>;
  /** One more event once the request is delivered, with the subject under `property`. */
  deliveredEvent?: { name: string; property: string };
  /**
   * How long each outcome shows before the box is ready again. Without a time
   * an outcome stays until the next attempt (an error also until the number is
   * edited).
   */
  holdMs: { sent: number; duplicate?: number; error?: number };
  /** Before the sent and duplicate texts. */
  sentIcon: IconComponent;
}

/** A sidebar's "call me" box: one phone number, delivered by e-mail with the subject of the page it is on. */
export function PhoneCallbackForm({ setup, subject }: { setup: PhoneCallbackSetup; subject: string }) {
  const { formId, texts, holdMs, sentIcon: SentIcon } = setup;
  const t = useTranslations('forms');
  const locale = useLocale();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
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
  const handleSubmit = useRulesSubmit({
    formId,
    submit,
    onRulesFailed: () => show({ kind: 'error', detail: failureDetail({ reason: 'unknown' }, t) }),
    ignore: locksWhenSent && status.kind === 'sent',
  });

  async function submit(schemas: FormSchemas) {
    const parsed = schemas[setup.schema](validationMessagesFrom(t)).safeParse({ phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      // An outcome with a hold time runs its course; one without ends with this attempt.
      setStatus((current) => (holdFor(current.kind) === undefined ? { kind: 'idle' } : current));
      input.current?.focus();
      trackFormEvent(FORM_EVENTS.validationError, formId, { fields: ['phone'] });
      return;
    }

    trackFormEvent(FORM_EVENTS.submit, formId);
    const submission = setup.submission(parsed.data.phone, subject);
    const delivery = await deliverRequest(
      { ...submission, ...emailFor(submission, locale, payloadLabelsFrom(t)) },
      { honeypot: honeypot.current?.value ?? '', renderedAt: renderedAt.current, onSending: () => show({ kind: 'sending' }) },
    );
    if (delivery.status === 'failed') {
      show({ kind: 'error', detail: failureDetail(delivery, t) });
      return;
    }
    if (delivery.status === 'sent') {
      if (setup.deliveredEvent) trackEvent(setup.deliveredEvent.name, { [setup.deliveredEvent.property]: subject }, { force: true });
      trackFormEvent(FORM_EVENTS.success, formId, { service: subject });
    }
    setPhone('');
    show({ kind: delivery.status === 'duplicate' ? 'duplicate' : 'sent' });
  }

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
