import { ChevronLeft } from '@/components/ui/icons/ChevronLeft';
import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { PendingLinkReporter } from '@/components/ui/NavigationPending';
import { Link } from '@/i18n/link';
import { paginationItems } from '@/lib/blog/pagination';
import styles from './BlogPagination.module.css';

export function blogListHref(page: number, category?: string) {
  const query: Record<string, string> = {};
  if (category) query.category = category;
  // Page 1 is the list's own address; later pages carry ?page= so a crawler can follow them.
  if (page > 1) query.page = String(page);
  return { pathname: '/blogs' as const, query };
}

/** Previous, numbers, next: every one a real link. Shown only when there is more than one page. */
export function BlogPagination({
  page,
  pageCount,
  category,
  labels,
}: {
  page: number;
  pageCount: number;
  category?: string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}) {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label={labels.nav} className={styles.nav} data-testid="blog-pagination">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={blogListHref(page - 1, category)} rel="prev" className={`${styles.link} ${styles.step}`}>
              <ChevronLeft size={18} aria-hidden="true" />
              {labels.previous}
              <PendingLinkReporter />
            </Link>
          ) : (
            <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronLeft size={18} aria-hidden="true" />
              {labels.previous}
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={blogListHref(item.page, category)}
                className={styles.link}
                aria-label={labels.page(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
                <PendingLinkReporter />
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={blogListHref(page + 1, category)} rel="next" className={`${styles.link} ${styles.step}`}>
              {labels.next}
              <ChevronRight size={18} aria-hidden="true" />
              <PendingLinkReporter />
            </Link>
          ) : (
            <span className={`${styles.link} ${styles.step} ${styles.disabled}`} aria-hidden="true">
              {labels.next}
              <ChevronRight size={18} aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
