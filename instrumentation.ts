/**
 * Runs once when a server process starts (Next's instrumentation hook), before it answers anyone:
 * the requests Next cannot answer itself are answered 405 before it sees them
 * (lib/security/unanswerable-methods.ts); the page cache learns which detail slugs the content has
 * (lib/page-cache/missing-details.mjs); the request outbox starts delivering what the store holds
 * at once, not on the next visitor, and every request is stamped with its connection's address for
 * the per-client limit (lib/requests/runtime.ts, docs/requests.md). Not during `next build`, whose
 * workers serve no one.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseUnanswerableMethods } = await import('./lib/security/unanswerable-methods');
  refuseUnanswerableMethods();
  // The page cache answers a detail page of a made-up slug with its not-found page, as the proxy
  // does, when Next asks for it without the proxy (lib/routing/page-addresses.ts).
  const [{ offerMissingDetailCheck }, { missingDetailPath }] = await Promise.all([
    import('./lib/page-cache/missing-details.mjs'),
    import('./lib/routing/missing-details'),
  ]);
  offerMissingDetailCheck(missingDetailPath);
  const { stampPeerAddresses, startOutbox } = await import('./lib/requests/runtime');
  stampPeerAddresses();
  startOutbox();
}
