'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every path change starts at the top of the page; a query change (a list's filter) keeps the scroll. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
  }, [pathname]);
  return null;
}
