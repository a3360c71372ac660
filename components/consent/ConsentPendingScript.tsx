import { CONSENT_PENDING_SCRIPT } from '@/lib/consent/first-paint.mjs';

/**
 * The page's first line: marks the root when no cookie choice is stored, so the notice the server
 * drew (CookieNotice) shows in the first paint. Every page's policy allows it by its hash
 * (lib/security/script-sources.mjs, SITE_SCRIPTS).
 */
export function ConsentPendingScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />;
}
