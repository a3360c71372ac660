'use client';

import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { X } from '@/components/ui/icons/X';
import { useTranslations } from '@/i18n/client';
import { Link } from '@/i18n/link';
import { consent } from '@/lib/consent/browser-consent';
import { CONSENT_PENDING_ATTRIBUTE } from '@/lib/consent/first-paint.mjs';
import styles from './CookieNotice.module.css';
import { useConsentState } from './useConsentState';

const CLEARANCE = '--cookie-notice-clearance';

/**
 * The cookie notice: a labelled, non-modal region (no focus trap, the page stays
 * usable), accept and decline side by side with the same weight. Reopened from
 * the footer it takes focus and gives it back when closed.
 *
 * The server draws it into every page while the stored choice is unknown ('checking'):
 * inert, and hidden unless the page's first line found no stored choice
 * (lib/consent/first-paint.mjs), so a first-time visitor sees it in the first paint.
 * Hydration keeps that element, which becomes the open notice once the choice has
 * been read, or goes; a notice drawn only then would be a new, later element.
 */
export function CookieNotice() {
  const t = useTranslations('consent');
  const { phase, noticeOpen, openedFromSettings, choice, analyticsAllowed } = useConsentState();
  const checking = phase === 'checking';
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement>(null);
  // On a first visit the notice does not take focus: where the visitor tabbed into it from.
  const cameFrom = useRef<HTMLElement | null>(null);
  const canClose = openedFromSettings && (choice !== null || analyticsAllowed);

  /**
   * Answers the notice. Its buttons vanish with it, and focus on nothing would
   * send the next Tab out of the page: on a first visit focus goes back where
   * it came from (or to the main content); reopened from the footer, the effect
   * above gives it back to the footer's button.
   */
  function choose(answer: () => void) {
    const focusInside = region.current?.contains(document.activeElement) ?? false;
    answer();
    if (openedFromSettings || !focusInside) return;
    const target = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main-content');
    target?.focus({ preventScroll: true });
  }

  // Once the choice has been read, the notice shows because it is open, not because of the first line's mark.
  useLayoutEffect(() => {
    if (!checking) document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  }, [checking]);

  useEffect(() => {
    if (!noticeOpen || !openedFromSettings) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, [noticeOpen, openedFromSettings]);

  // The notice sits over the bottom of the page: the band it covers is published as
  // --cookie-notice-clearance so focused elements scroll clear of it (WCAG 2.4.11) and the
  // footer's end can scroll out from under it. The property is not inherited (globals.css):
  // it is set on the root and on each element that reads it, which restyles only those.
  useEffect(() => {
    const element = region.current;
    if (!noticeOpen || !element) return;
    const readers = [document.documentElement, ...document.querySelectorAll<HTMLElement>('[data-cookie-notice-clearance]')];
    const publish = () => {
      const band = `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`;
      for (const reader of readers) reader.style.setProperty(CLEARANCE, band);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      for (const reader of readers) reader.style.removeProperty(CLEARANCE);
    };
  }, [noticeOpen]);

  if (!noticeOpen && !checking) return null;

  const current = !openedFromSettings ? null : (choice ?? (analyticsAllowed ? 'implied' : null));

  return (
    <section
      ref={region}
      className={styles.notice}
      aria-labelledby={titleId}
      data-pending={checking ? '' : undefined}
      inert={checking}
      data-testid="cookie-notice"
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !region.current?.contains(from)) cameFrom.current = from;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClose) consent.closeSettings();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h2>
        {canClose ? (
          <button type="button" className={styles.close} onClick={() => consent.closeSettings()} aria-label={t('close')}>
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.text}>
          {t('body')}{' '}
          <Link href="/privacy" className={styles.link}>
            {t('privacyLink')}
          </Link>
        </p>{' '}
        {current ? <p className={styles.current}>{t(`current.${current}`)}</p> : <p className={styles.hint}>{t('changeLater')}</p>}
      </div>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.choice}`} onClick={() => choose(consent.reject)} data-testid="cookie-reject">
          {t('reject')}
        </button>
        <button type="button" className={`button ${styles.choice}`} onClick={() => choose(consent.accept)} data-testid="cookie-accept">
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
