'use client';

import { CircleCheck } from '@/components/ui/icons/CircleCheck';
import { LoaderCircle } from '@/components/ui/icons/LoaderCircle';
import { PhoneCall } from '@/components/ui/icons/PhoneCall';
import { TriangleAlert } from '@/components/ui/icons/TriangleAlert';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { siteConfig } from '@/lib/config/site';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import { preloadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import { failureDetail, payloadLabelsFrom, validationMessagesFrom } from '@/lib/forms/messages';
import { buildBlogCallbackPayload } from '@/lib/forms/payload';
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

const FORM_ID = 'blog-callback';
/** Success shows for 5 seconds, a send failure for 3, then the form is ready again. */
export const BLOG_CALLBACK_SUCCESS_MS = 5000;
export const BLOG_CALLBACK_ERROR_MS = 3000;

type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'duplicate' }
  | { kind: 'error'; detail: string };

/** The article sidebar's call-back form: a phone number, delivered by e-mail with the article's title. */
export function BlogCallback({ articleTitle }: { articleTitle: string }) {
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

  function showFor(next: Status, ms: number) {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus({ kind: 'idle' }), ms);
  }

  const handleSubmit = useRulesSubmit({
    formId: FORM_ID,
    submit,
    onRulesFailed: () => showFor({ kind: 'error', detail: failureDetail({ reason: 'unknown' }, t) }, BLOG_CALLBACK_ERROR_MS),
  });

  async function submit(schemas: FormSchemas) {
    const parsed = schemas.createBlogCallbackSchema(validationMessagesFrom(t)).safeParse({ phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      trackFormEvent(FORM_EVENTS.validationError, FORM_ID, { fields: ['phone'] });
      return;
    }

    trackFormEvent(FORM_EVENTS.submit, FORM_ID);
    const showSuccess = () => {
      setPhone('');
      showFor({ kind: 'success' }, BLOG_CALLBACK_SUCCESS_MS);
    };
    if (isHoneypotFilled(honeypot.current?.value ?? '')) {
      showSuccess();
      return;
    }

    clearTimeout(timer.current);
    setStatus({ kind: 'loading' });
    await waitForMinimumFillTime(renderedAt.current);
    const outcome = await sendEmail({
      formId: FORM_ID,
      templateId: siteConfig.emailjs.callbackTemplateId,
      params: buildBlogCallbackPayload(parsed.data.phone, articleTitle, locale, payloadLabelsFrom(t)),
    });

    if (outcome.status === 'failed') {
      showFor({ kind: 'error', detail: failureDetail(outcome, t) }, BLOG_CALLBACK_ERROR_MS);
      trackFormEvent(FORM_EVENTS.error, FORM_ID, { reason: outcome.reason, error: outcome.text });
      return;
    }
    if (outcome.status === 'duplicate') {
      setPhone('');
      showFor({ kind: 'duplicate' }, BLOG_CALLBACK_SUCCESS_MS);
      return;
    }
    trackFormEvent(FORM_EVENTS.success, FORM_ID, { service: articleTitle });
    showSuccess();
  }

  const titleId = `${id}-title`;
  const inputId = `${id}-phone`;
  const errorId = `${id}-error`;
  const isLoading = status.kind === 'loading';

  return (
    <div className={boxStyles.box} data-testid="blog-callback">
      <h2 id={titleId} className={boxStyles.title}>
        <PhoneCall aria-hidden="true" className={boxStyles.titleIcon} />
        {t('blogCallback.title')}
      </h2>
      <p className={boxStyles.description}>{t('blogCallback.description')}</p>
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
            {t('blogCallback.label')}
          </label>
          <input
            ref={input}
            id={inputId}
            data-field="phone"
            type="tel"
            autoComplete="tel"
            className={styles.control}
            placeholder={t('blogCallback.placeholder')}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setError(undefined);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
          <FieldError id={errorId} message={error} />
        </div>
        <HoneypotField label={t('fields.honeypot')} inputRef={honeypot} />
        {/* aria-disabled keeps the focus on the button while sending (see TreatmentCallback). */}
        <button type="submit" className={`button button-primary ${boxStyles.submit}`} aria-disabled={isLoading}>
          {isLoading && <LoaderCircle aria-hidden="true" className={`${styles.inlineIcon} ${styles.spinner}`} />}
          {isLoading ? t('blogCallback.sending') : t('blogCallback.submit')}
        </button>
        <div className={styles.outcome}>
          <div role="status">
            {status.kind === 'success' && (
              <p className={boxStyles.success}>
                <CircleCheck aria-hidden="true" className={styles.inlineIcon} />
                {t('blogCallback.success')}
              </p>
            )}
            {status.kind === 'duplicate' && (
              <p className={boxStyles.success}>
                <CircleCheck aria-hidden="true" className={styles.inlineIcon} />
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
                    {t('blogCallback.error')} <span>{status.detail}</span>
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
