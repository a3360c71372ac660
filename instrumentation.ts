/**
 * Runs once when a server process starts (Next's instrumentation hook), before it answers anyone:
 * the requests Next cannot answer itself are answered 405 before it sees them
 * (lib/security/unanswerable-methods.ts); the request outbox starts delivering what the store holds
 * at once, not on the next visitor, and every request is stamped with its connection's address for
 * the per-client limit (lib/requests/runtime.ts, docs/requests.md). Not during `next build`, whose
 * workers serve no one.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseUnanswerableMethods } = await import('./lib/security/unanswerable-methods');
  refuseUnanswerableMethods();
  const { stampPeerAddresses, startOutbox } = await import('./lib/requests/runtime');
  stampPeerAddresses();
  startOutbox();
}
