import { markdownToSafeHtml } from '@/lib/content/markdown';
import styles from './Prose.module.css';

/** A `shared.t-rich` block: Markdown from the CMS, sanitized before display. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(markdown) }} />;
}
