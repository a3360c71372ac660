'use client';

import { useTranslations } from '@/i18n/client';
import { Link } from '@/i18n/link';
import styles from './Form.module.css';

/** The short KVKK notice under every form, linking to the full privacy notice. */
export function PrivacyNotice() {
  const t = useTranslations('forms.privacy');
  return <p className={styles.privacy}>{t.rich('notice', { link: (chunks) => <Link href="/privacy">{chunks}</Link> })}</p>;
}
