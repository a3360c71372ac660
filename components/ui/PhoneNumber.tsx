import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site';

/**
 * The clinic's phone number as the visitor reads it: left to right in every language (`dir`
 * isolates it, so inside Arabic text "+90 216 …" keeps its order and its plus sign), on one line.
 * Its one rule is global (`.nowrap`, app/styles/globals.css): a CSS module shared by the layout's
 * footer and the pages made the build merge page stylesheets into the layout's, which every
 * not-found answer then carried (e2e/site/scanner.spec.ts).
 */
export function PhoneNumber() {
  return (
    <span dir="ltr" className="nowrap">
      {siteConfig.phone.display}
    </span>
  );
}

/** Stands for the number in a translated text until `withPhoneNumber` puts the element there. */
export const PHONE_MARK = '\uE000';

/**
 * A translated text that names the phone number (`Call us: {phone}`, translated with
 * `{phone: PHONE_MARK}`), with the number as a `PhoneNumber`: a placeholder's value can only be
 * text, and the number must keep its direction inside a right-to-left sentence.
 */
export function withPhoneNumber(text: string): ReactNode {
  const parts = text.split(PHONE_MARK);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<PhoneNumber key={index} />, part]));
}

/**
 * The number for a text that cannot hold an element (an `aria-label`): between Unicode's
 * left-to-right isolate and its end, the text equivalent of `<bdi dir="ltr">`.
 */
export const isolatedPhoneNumber = `\u2066${siteConfig.phone.display}\u2069`;
