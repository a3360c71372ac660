import { useTranslations } from '@/i18n/client';
import { whatsappMessageHref } from '@/lib/config/site';
import type { FormId } from '@/lib/forms/submission';
import styles from './Form.module.css';

/**
 * The reference of a stored request, as the patient needs it on a phone: large, in groups that
 * read aloud, with a WhatsApp chat that opens with the reference already typed in.
 */
export function RequestReference({ reference, form }: { reference: string; form: FormId }) {
  const t = useTranslations('forms.reference');
  return (
    <div className={styles.reference} data-testid="request-reference">
      <p>
        {t('label')}{' '}
        <strong className={styles.referenceCode} translate="no">
          {reference}
        </strong>
      </p>
      <p className={styles.referenceHint}>{t('hint')}</p>
      <a
        className={styles.callUs}
        href={whatsappMessageHref(t('whatsappText', { reference }))}
        target="_blank"
        rel="noopener noreferrer"
        data-track="whatsapp"
        data-track-source={form}
      >
        {t('whatsapp')}
      </a>
    </div>
  );
}
