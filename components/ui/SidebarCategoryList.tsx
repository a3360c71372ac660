import { ChevronRight } from '@/components/ui/icons/ChevronRight';
import { Link } from '@/i18n/link';
import type { Href } from '@/i18n/localize';
import type { Loaded } from '@/lib/content/loaded';
import type { LanguageAttributes } from './content-language';
import styles from './SidebarList.module.css';

export interface SidebarCategory {
  slug: string;
  href: Href;
  label: string;
  active: boolean;
  /** Set when the label is a fallback language's. */
  language?: LanguageAttributes;
}

/** The texts for a list with nothing to show: none entered, the content service down, or another failure. */
export interface SidebarCategoryMessages {
  empty: string;
  unavailable: string;
  error: string;
}

/** A detail page's sidebar list of categories, each linking to the list filtered by it. */
export function SidebarCategoryList({
  id,
  title,
  categories,
  messages,
}: {
  id: string;
  title: string;
  categories: Loaded<SidebarCategory[]>;
  messages: SidebarCategoryMessages;
}) {
  return (
    <nav className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {categories.status === 'failed' ? <p className={styles.message}>{messages[categories.reason]}</p> : null}
      {categories.status === 'empty' ? <p className={styles.message}>{messages.empty}</p> : null}
      {categories.status === 'loaded' ? (
        <ul className={styles.list}>
          {categories.data.map((category) => (
            <li key={category.slug}>
              <Link
                href={category.href}
                className={styles.link}
                aria-current={category.active ? 'true' : undefined}
                data-track="sidebar_category_click"
                data-track-category={category.slug}
                data-testid="sidebar-category"
              >
                <span {...category.language}>{category.label}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
