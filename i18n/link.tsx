'use client';

import NextLink from 'next/link';
import { usePathname as useVisiblePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useLocale } from './client';
import { localizeHref, type Href } from './localize';
import { parseRoutePath } from './route-path';
import type { AppPathname, Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Another language than the page's: the link then also says which (`hreflang`). */
  locale?: Locale;
};

/** `next/link` to an internal pathname, localized (`/treatments` → `/tedaviler` in Turkish). */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  return <NextLink href={localizeHref(href, target)} hrefLang={target === current ? undefined : target} {...rest} />;
}

/**
 * The internal pathname of the current page (`/tedavi/x` → `/treatment/[slug]`), as next-intl's hook returns it.
 * While the page is prerendered, Next.js gives the rewritten path (`/tr/treatment/x`): it must map to the same.
 */
export function usePathname(): AppPathname | string {
  const visible = useVisiblePathname();
  return parseRoutePath(visible)?.pathname ?? visible;
}
