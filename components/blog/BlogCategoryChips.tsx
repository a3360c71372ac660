import { PendingLinkReporter } from '@/components/ui/NavigationPending';
import { Link } from '@/i18n/link';
import type { ArticleCategory } from '@/lib/content';
import styles from '@/components/ui/FilterChips.module.css';

/** Article categories as filter links (`/blogs?category=`); "all" clears the filter. */
export function BlogCategoryChips({
  categories,
  active,
  label,
  allLabel,
}: {
  categories: ArticleCategory[];
  active?: string;
  label: string;
  allLabel: string;
}) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        <li>
          <Link href="/blogs" className={styles.chip} aria-current={active ? undefined : 'true'}>
            {allLabel}
            <PendingLinkReporter />
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={{ pathname: '/blogs', query: { category: category.slug } }}
              className={styles.chip}
              aria-current={category.slug === active ? 'true' : undefined}
              data-testid="blog-category"
            >
              {category.name}
              <PendingLinkReporter />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
