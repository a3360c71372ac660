/**
 * The forms' phone rules. The appointment form and the blog call-back accept
 * 10 to 15 characters of digits, spaces, hyphens and parentheses after spaces
 * are removed, with an optional leading plus that the count leaves out. The
 * treatment sidebar accepts digits only and strips everything else as typed.
 */
const FORMATTED_PHONE = /^\+?[\d\s\-()]{10,15}$/;
const DIGITS = /^\d+$/;

export function isValidPhone(value: string): boolean {
  return FORMATTED_PHONE.test(value.replace(/\s/g, ''));
}

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isDigitsOnlyPhone(value: string): boolean {
  return DIGITS.test(value);
}
