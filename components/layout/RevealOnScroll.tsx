'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Fades in elements marked `data-reveal` as they scroll into view (1000 ms,
 * once). Only elements still below the fold are hidden, and only once this has
 * run, so visitors without JavaScript, above-the-fold content and the LCP
 * element are never hidden. Reduced motion: CSS keeps everything static.
 */
export function RevealOnScroll() {
  const pathname = usePathname();
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('is-revealed');
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '0px 0px -120px 0px' },
    );
    const fold = window.innerHeight;
    document.querySelectorAll<HTMLElement>('[data-reveal]:not(.reveal-pending)').forEach((element) => {
      if (element.getBoundingClientRect().top > fold) {
        element.classList.add('reveal-pending');
        observer.observe(element);
      }
    });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
