import { contentLanguage } from '@/components/ui/content-language';
import { PlayCircle } from '@/components/ui/icons/PlayCircle';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { PendingCardOverlay } from '@/components/ui/NavigationPending';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content';
import { BLOG_FALLBACK_IMAGE, articleCardImage } from './article-image';
import { DateBadge } from './DateBadge';
import card from '@/components/ui/Card.module.css';
import styles from './BlogCard.module.css';

/** One article in the blog list; the whole card is a single link. */
export function BlogCard({
  article,
  locale,
  videoLabel,
  dateLabel,
  loadingLabel,
  eager = false,
}: {
  article: Article;
  locale: Locale;
  videoLabel: string;
  dateLabel: (date: string) => string;
  loadingLabel: string;
  eager?: boolean;
}) {
  const image = articleCardImage(article);
  const category = article.categories[0];
  const summary = article.excerpt || article.description;
  return (
    <Link
      href={{ pathname: '/blog/[slug]', params: { slug: article.slug } }}
      className={card.card}
      data-track="blog_post_click"
      data-track-slug={article.slug}
      data-testid="blog-card"
    >
      <div className={`${card.media} ${styles.media}`}>
        <ImageWithFallback
          src={image.src}
          fallbackSrc={BLOG_FALLBACK_IMAGE}
          alt=""
          width={image.width}
          height={image.height}
          sizes="(min-width: 1216px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
          loading={eager ? 'eager' : 'lazy'}
          // The video poster lives on YouTube's host, which the optimizer is not set up for.
          unoptimized={image.kind === 'thumbnail'}
          className={image.kind === 'logo' ? styles.logo : card.image}
        />
        <span className={styles.badge}>
          <DateBadge date={article.publishedAt} locale={locale} label={dateLabel} />
        </span>
        {article.videoUrl ? (
          <span className={styles.video}>
            <PlayCircle size={16} aria-hidden="true" />
            {videoLabel}
          </span>
        ) : null}
        <PendingCardOverlay label={loadingLabel} />
      </div>
      <div className={card.body} {...contentLanguage(article.locale, locale)}>
        {category ? <span className={card.label}>{category.name}</span> : null}
        <h2 className={`${card.title} ${styles.title}`}>{article.title}</h2>
        {summary ? <p className={`${card.description} ${styles.summary}`}>{summary}</p> : null}
      </div>
    </Link>
  );
}
