'use client';

import { useLinkStatus } from 'next/link';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { LoadingStatus } from './LoadingStatus';
import styles from './NavigationPending.module.css';

/**
 * Loading states for navigations that stay on a list page (a category, a page
 * number). A route-level loading.tsx would put every page's content behind a
 * Suspense boundary, hidden from visitors without JavaScript; instead the links
 * themselves report while their navigation is pending, and the results region
 * shows the loading text over the old results until the new ones arrive.
 */
const PendingContext = createContext<{ pending: boolean; report: (id: string, pending: boolean) => void }>({
  pending: false,
  report: () => {},
});

export function PendingScope({ children }: { children: ReactNode }) {
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, pending: boolean) => {
    setPendingIds((current) => {
      if (current.has(id) === pending) return current;
      const next = new Set(current);
      if (pending) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ pending: pendingIds.size > 0, report }), [pendingIds, report]);
  return <PendingContext.Provider value={value}>{children}</PendingContext.Provider>;
}

/** Placed inside a Link: tells the scope while that link's navigation is pending. */
export function PendingLinkReporter() {
  const { pending } = useLinkStatus();
  const { report } = useContext(PendingContext);
  const id = useId();
  useEffect(() => {
    report(id, pending);
    return () => report(id, false);
  }, [id, pending, report]);
  return null;
}

/** The results: dimmed, busy and labelled with the loading text while a navigation is pending. */
export function PendingRegion({ label, children }: { label: string; children: ReactNode }) {
  const { pending } = useContext(PendingContext);
  return (
    <div className={styles.region} aria-busy={pending || undefined} data-pending={pending || undefined}>
      {pending ? (
        <div className={styles.overlay}>
          <LoadingStatus label={label} />
        </div>
      ) : null}
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Inside a card link: a spinner over the card while the page it opens is loading. */
export function PendingCardOverlay({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className={styles.cardOverlay}>
      <LoadingStatus label={label} />
    </span>
  );
}
