'use client';

import NextLink from 'next/link';
import { usePathname as useVisiblePathname, useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { useLocale } from './client';
import { localizeHref, type Href } from './localize';
import { parseRoutePath } from './route-path';
import type { AppPathname, Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  href: Href;
  /** Another language than the page's: the link then also says which (`hreflang`). */
  locale?: Locale;
};

/**
 * `next/link` to an internal pathname, localized (`/treatments` → `/tedaviler` in Turkish).
 *
 * The page a link leads to is prefetched when the visitor shows the intent to follow it (a finger
 * touches it, the pointer rests on it, or it gets the keyboard focus), not as soon as it scrolls
 * into view. Next's viewport prefetching fetched and processed the pages and scripts of every
 * visible link during load: 65–100 ms of main-thread work on a treatment page and the treatment
 * list (npm run bench's trace, 7 runs against the same build without it), and data a phone on a
 * metered plan pays for links it never follows. A touch comes 100–300 ms before the click, enough
 * for the small payload of a prerendered page on a normal connection.
 */
export function Link({ href, locale, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const current = useLocale();
  const router = useRouter();
  const target = locale ?? current;
  const url = localizeHref(href, target);
  const prefetch = () => router.prefetch(url);
  return (
    <NextLink
      href={url}
      hrefLang={target === current ? undefined : target}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}

/**
 * The internal pathname of the current page (`/tedavi/x` → `/treatment/[slug]`), as next-intl's hook returns it.
 * While the page is prerendered, Next.js gives the rewritten path (`/tr/treatment/x`): it must map to the same.
 */
export function usePathname(): AppPathname | string {
  const visible = useVisiblePathname();
  return parseRoutePath(visible)?.pathname ?? visible;
}
