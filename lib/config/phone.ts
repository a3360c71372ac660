import { text } from './read-env';

/**
 * The clinic's phone number, part of `siteConfig` (./site.ts). A module of its
 * own because the error screens and call links in every page's scripts need
 * only this, not the whole configuration.
 */
export const clinicPhone = {
  /** E.164, used for tel: links and structured data. */
  e164: text(process.env.NEXT_PUBLIC_CLINIC_PHONE, '+902163456789'),
  display: text(process.env.NEXT_PUBLIC_CLINIC_PHONE_DISPLAY, '+90 216 345 67 89'),
};

export const telHref = `tel:${clinicPhone.e164}`;
