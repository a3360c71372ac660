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
