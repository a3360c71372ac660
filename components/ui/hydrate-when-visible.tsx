'use client';

import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';

/** How far below the viewport a deferred part starts loading: about a screen ahead of the visitor. */
const ROOT_MARGIN = '600px 0px';

/** Resolves once the element is near the viewport (at once where IntersectionObserver is missing). */
function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * A client component whose code loads only when its place on the page nears
 * the viewport. The server renders it in full, so its HTML is there from the
 * start; in the browser React keeps that HTML as it is (a Suspense boundary
 * still waiting for its code) and hydrates it once the code has arrived. For
 * interactive parts far down a long page (the home page's form, map and
 * carousel), whose scripts would otherwise load and run with the page.
 *
 * The part's CSS is not loaded with its code: the module that calls this must
 * import the part's stylesheets itself, so they are in the page's CSS.
 */
export function hydrateWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  function HydrateWhenVisible(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [Part] = useState(() =>
      lazy(async () => {
        if (typeof window !== 'undefined') {
          // The factory runs while React renders; the wrapper's element is attached a moment later.
          await new Promise((resolve) => setTimeout(resolve, 0));
          await whenNearViewport(anchor.current?.firstElementChild ?? anchor.current);
        }
        return { default: await load() };
      }),
    );
    return (
      <div ref={anchor} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return HydrateWhenVisible;
}
