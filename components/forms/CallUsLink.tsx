'use client';

import { Phone } from '@/components/ui/icons/Phone';
import { PHONE_MARK, withPhoneNumber } from '@/components/ui/PhoneNumber';
import { useTranslations } from '@/i18n/client';
import { telHref, whatsappHref } from '@/lib/config/site';
import type { FormId } from '@/lib/forms/submission';
import { WhatsAppLink } from './WhatsAppLink';
import styles from './Form.module.css';

/** The ways out when a request could not be sent: the clinic's phone and WhatsApp. */
export function CallUsLink({ form }: { form: FormId }) {
  const t = useTranslations('forms.delivery');
  return (
    <>
      <a className={styles.callUs} href={telHref} data-track="call" data-track-source={form}>
        <Phone aria-hidden="true" className={styles.inlineIcon} />
        {withPhoneNumber(t('callUs', { phone: PHONE_MARK }))}
      </a>{' '}
      <WhatsAppLink href={whatsappHref} form={form}>
        {t('whatsapp')}
      </WhatsAppLink>
    </>
  );
}
