'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/link';

type Href = ComponentProps<typeof Link>['href'];

/** A navbar link that marks the current section with aria-current. */
export function NavLink({ href, className, children }: { href: Href & string; className?: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const current = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href.replace(/s$/, '')}/`);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
