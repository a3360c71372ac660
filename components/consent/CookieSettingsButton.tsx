'use client';

import { useTranslations } from '@/i18n/client';
import { consent } from '@/lib/consent/browser-consent';
import styles from './CookieSettingsButton.module.css';

/** The footer's "cookie settings" link: reopens the cookie notice to change the choice. */
export function CookieSettingsButton() {
  const t = useTranslations('consent');
  return (
    <button type="button" className={styles.button} onClick={() => consent.openSettings()} data-testid="cookie-settings">
      {t('settings')}
    </button>
  );
}
