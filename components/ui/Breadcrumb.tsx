import type { ComponentProps } from 'react';
import { Link } from '@/i18n/link';
import styles from './Breadcrumb.module.css';

type Href = ComponentProps<typeof Link>['href'];

/** Where the page sits: links to its parents, then the page itself (aria-current). */
export function Breadcrumb({ label, items, current }: { label: string; items: { href: Href; label: string }[]; current: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
