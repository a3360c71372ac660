import { CalendarDays } from '@/components/ui/icons/CalendarDays';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { dateBadge } from '@/lib/blog/date-badge';
import type { Article } from '@/lib/content';
import { DoctorName } from './DoctorName';
import styles from './Byline.module.css';

/**
 * Under an article's title: who wrote it and who checked its medical content
 * (each linked to their page), when it was published and, when that is another
 * day, when it was last updated.
 */
export async function ArticleByline({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'byline' });
  const published = dateBadge(article.publishedAt, locale);
  const updated = dateBadge(article.updatedAt, locale);
  const showUpdated = updated && published && updated.dateTime > published.dateTime;
  return (
    <dl className={styles.byline} aria-label={t('label')} data-testid="article-byline">
      {article.author ? (
        <div>
          <dt>{t('author')}</dt>
          <dd data-testid="article-author">
            <DoctorName doctor={article.author} />
          </dd>
        </div>
      ) : null}
      {article.reviewer ? (
        <div>
          <dt>{t('reviewer')}</dt>
          <dd data-testid="article-reviewer">
            <DoctorName doctor={article.reviewer} />
          </dd>
        </div>
      ) : null}
      {published ? (
        <div>
          <dt>
            <CalendarDays size={18} aria-hidden="true" />
            {t('published')}
          </dt>
          <dd>
            <time dateTime={published.dateTime} data-testid="article-published">
              {published.long}
            </time>
          </dd>
        </div>
      ) : null}
      {showUpdated ? (
        <div>
          <dt>{t('updated')}</dt>
          <dd>
            <time dateTime={updated.dateTime} data-testid="article-updated">
              {updated.long}
            </time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
