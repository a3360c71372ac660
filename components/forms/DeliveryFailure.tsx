import { TriangleAlert } from '@/components/ui/icons/TriangleAlert';
import type { FormId } from '@/lib/forms/submission';
import { CallUsLink } from './CallUsLink';
import styles from './Form.module.css';

/**
 * A request that could not be sent: the form's own words, the reason, and the
 * phone and WhatsApp links so that the visitor still reaches the clinic. Given
 * a ref, the alert takes focus (the form moves the focus onto its outcome).
 */
export function DeliveryFailure({
  form,
  message,
  detail,
  detailTestId,
  ref,
}: {
  form: FormId;
  message: string;
  detail: string;
  detailTestId?: string;
  ref?: React.Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} className={`${styles.alert} ${styles.alertError}`}>
      <TriangleAlert aria-hidden="true" className={styles.alertIcon} />
      <div>
        <p>
          {message} <span data-testid={detailTestId}>{detail}</span>
        </p>
        <CallUsLink form={form} />
      </div>
    </div>
  );
}
