import { Phone } from '@/components/ui/icons/Phone';
import { WhatsAppIcon } from '@/components/layout/icons/WhatsAppIcon';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { telHref, whatsappHref } from '@/lib/config/site';
import styles from './ContactButtons.module.css';

/**
 * A call button with the clinic's number and a WhatsApp button (a new tab), side by side: on a
 * light surface (`light`, the dentist's booking box) or on the accent colour (`dark`, the services
 * page's help card). `location` names the place in the click events.
 */
export function ContactButtons({
  tone,
  location,
  callLabel,
  whatsappLabel,
  newTabLabel,
  className,
}: {
  tone: 'light' | 'dark';
  location: string;
  /** Said before the number ("Call us: +90 …"); without it the button shows the number alone. */
  callLabel?: string;
  whatsappLabel: string;
  newTabLabel: string;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions}>
      <a
        href={telHref}
        className={`button ${tone === 'light' ? 'button-primary' : 'button-inverse'}`}
        data-track="call"
        data-track-location={location}
      >
        <Phone aria-hidden="true" />
        <span>
          {callLabel ? `${callLabel}: ` : null}
          <PhoneNumber />
        </span>
      </a>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className={`button ${tone === 'light' ? styles.whatsapp : styles.whatsappOnDark}`}
        data-track="whatsapp"
        data-track-location={location}
      >
        <WhatsAppIcon />
        <span>
          {whatsappLabel}
          <span className="visually-hidden"> {newTabLabel}</span>
        </span>
      </a>
    </div>
  );
}
