import { contentLanguage } from '@/components/ui/content-language';
import { PendingLinkReporter } from '@/components/ui/NavigationPending';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { TreatmentCategory } from '@/lib/content';
import { ALL_CATEGORIES } from '@/lib/content/treatment-categories';
import { categoryName } from './treatment-filter';
import styles from '@/components/ui/FilterChips.module.css';

/** The category filter: plain links (`?category=`), so it works without JavaScript and every state has a URL. */
export function TreatmentCategoryBar({
  locale,
  label,
  allLabel,
  categories,
  active,
}: {
  locale: Locale;
  label: string;
  allLabel: string;
  categories: TreatmentCategory[];
  active: string;
}) {
  // Without categories (a failed category load gives an empty bar) a lone "all" button would only confuse.
  if (categories.length === 0) return null;
  const items = [
    { slug: ALL_CATEGORIES, name: allLabel, language: {} },
    // A category without a version in the page's language shows its fallback's name, marked as such.
    ...categories.map((item) => ({ slug: item.slug, name: categoryName(item), language: contentLanguage(item.locale, locale) })),
  ];
  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              href={{ pathname: '/treatments', query: { category: item.slug } }}
              scroll={false}
              className={styles.chip}
              aria-current={item.slug === active ? 'true' : undefined}
              data-testid="treatment-category"
              data-category={item.slug}
            >
              <span {...item.language}>{item.name}</span>
              <PendingLinkReporter />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
