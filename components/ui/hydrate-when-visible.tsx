'use client';

import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { onceVisible } from './once-visible';

/** How far below the viewport a deferred part starts loading: about a screen ahead of the visitor. */
const ROOT_MARGIN = '600px 0px';

/** Resolves once the element is near the viewport (at once where IntersectionObserver is missing). */
function whenNearViewport(element: Element | null): Promise<void> {
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    onceVisible(element, resolve, { rootMargin: ROOT_MARGIN, whenUnsupported: 'now' });
  });
}

/**
 * A client component whose code loads only when its place on the page nears
 * the viewport. The server renders it in full; in the browser React keeps
 * that HTML as it is (a Suspense boundary still waiting for its code) and
 * hydrates it once the code has arrived. For interactive parts far down a long
 * page, whose scripts would otherwise load and run with the page.
 *
 * The server sends the part's HTML at the end of the page, with the inline
 * script that moves it into place before the first paint: without JavaScript
 * it stays hidden. Use it only for parts that need JavaScript to be of use
 * (a form sent by script, a map that loads on click), not for content.
 *
 * The part's CSS is not loaded with its code: a server component above it must
 * import the part's stylesheets, so they are in the page's CSS.
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
