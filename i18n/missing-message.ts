import { IntlErrorCode, type IntlError } from 'next-intl';

/** A missing translation key logs a warning (and the page shows the key's path) instead of failing the render. */
export function reportMissingMessage(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) {
    console.warn(`[i18n] ${error.message}`);
  } else {
    console.error(error);
  }
}

/** … and the key itself is shown in its place. */
export function missingMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
