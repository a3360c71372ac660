import { useTranslations } from '@/i18n/client';
import { whatsappMessageHref } from '@/lib/config/site';
import type { FormId } from '@/lib/forms/submission';
import { WhatsAppLink } from './WhatsAppLink';
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
      <WhatsAppLink href={whatsappMessageHref(t('whatsappText', { reference }))} form={form}>
        {t('whatsapp')}
      </WhatsAppLink>
    </div>
  );
}
