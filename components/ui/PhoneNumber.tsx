import { siteConfig } from '@/lib/config/site';
import styles from './PhoneNumber.module.css';

/**
 * The clinic's phone number as the visitor reads it: left to right in every language (`dir`
 * isolates it, so inside Arabic text "+90 216 …" keeps its order and its plus sign), on one line.
 */
export function PhoneNumber() {
  return (
    <span dir="ltr" className={styles.number}>
      {siteConfig.phone.display}
    </span>
  );
}
