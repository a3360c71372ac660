import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CONSENT_PENDING_SCRIPT } from '@/lib/consent/first-paint.mjs';
import styles from './CookieNotice.module.css';
import { CookieNoticeBody } from './CookieNoticeBody';

/**
 * The cookie notice as the server draws it into every page, hidden unless the line before it
 * (lib/consent/first-paint.mjs) finds no stored choice: then a first-time visitor sees the notice in
 * the page's first paint instead of when the page's scripts have run, seconds later on a slow link.
 * It is inert and hidden from assistive technology (drawn, not yet usable: its buttons do nothing
 * before the scripts run), and hides as soon as the interactive notice (CookieNotice) opens in its
 * place, or the stored choice has been read.
 */
export async function CookieNoticeFirstPaint({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' });
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />
      <section className={`${styles.notice} ${styles.firstPaint}`} aria-hidden="true" inert>
        <CookieNoticeBody
          titleId="cookie-notice-first-paint-title"
          texts={{ title: t('title'), body: t('body'), privacyLink: t('privacyLink'), reject: t('reject'), accept: t('accept') }}
          status={{ kind: 'hint', text: t('changeLater') }}
        />
      </section>
    </>
  );
}
