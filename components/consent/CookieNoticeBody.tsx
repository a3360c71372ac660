import type { ReactNode, Ref } from 'react';
import { Link } from '@/i18n/link';
import styles from './CookieNotice.module.css';

export interface CookieNoticeTexts {
  title: string;
  body: string;
  privacyLink: string;
  reject: string;
  accept: string;
}

interface CookieNoticeBodyProps {
  texts: CookieNoticeTexts;
  titleId: string;
  titleRef?: Ref<HTMLHeadingElement>;
  /** The close button, when the notice can be closed (reopened from the footer after a choice). */
  closeButton?: ReactNode;
  /** The line under the text: the current choice, or where it can be changed later. */
  status: { kind: 'current' | 'hint'; text: string };
  /** Without them (the notice drawn by the server for the first paint) the buttons are only drawn. */
  onReject?: () => void;
  onAccept?: () => void;
}

/**
 * What the cookie notice says and offers, the same in the interactive notice (CookieNotice) and in
 * the one the server draws for the first paint (CookieNoticeFirstPaint). Accept and decline side by
 * side with the same weight.
 */
export function CookieNoticeBody({ texts, titleId, titleRef, closeButton, status, onReject, onAccept }: CookieNoticeBodyProps) {
  return (
    <>
      <div className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {texts.title}
        </h2>
        {closeButton}
      </div>
      <p className={styles.text}>
        {texts.body}{' '}
        <Link href="/privacy" className={styles.link}>
          {texts.privacyLink}
        </Link>
      </p>
      <p className={status.kind === 'current' ? styles.current : styles.hint}>{status.text}</p>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.choice}`} onClick={onReject} data-testid={onReject ? 'cookie-reject' : undefined}>
          {texts.reject}
        </button>
        <button type="button" className={`button ${styles.choice}`} onClick={onAccept} data-testid={onAccept ? 'cookie-accept' : undefined}>
          {texts.accept}
        </button>
      </div>
    </>
  );
}
