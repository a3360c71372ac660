import { IntlErrorCode, type IntlError } from 'next-intl';

/** SPEC §8: a missing translation key logs a warning (and the key is shown instead). */
export function reportMissingMessage(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) {
    console.warn(`[i18n] ${error.message}`);
  } else {
    console.error(error);
  }
}
