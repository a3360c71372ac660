import { Phone } from '@/components/ui/icons/Phone';
import { getTranslations } from 'next-intl/server';
import { ContentFailure } from '@/components/layout/ContentFailure';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ArticleBlocks } from '@/components/blocks/ArticleBlocks';
import { ArticleByline } from '@/components/dentists/ArticleByline';
import { ContentLanguageNotice, contentLanguage } from '@/components/ui/ContentLanguage';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { BlogCallback } from '@/components/forms/BlogCallback';
import { RegisterLanguageAlternates } from '@/components/layout/LanguageAlternates';
import { TrackedYouTube } from '@/components/analytics/TrackedYouTube';
import { BLOG_CALLBACK_MESSAGE_PATHS } from '@/i18n/client-messages';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { telHref } from '@/lib/config/site';
import { SidebarCategoryList } from '@/components/ui/SidebarCategoryList';
import type { Article, ArticleCategory, Loaded } from '@/lib/content';
import { articleSlugIn } from '@/lib/content/locale-fallback';
import { mapLoaded } from '@/lib/content/loaded';
import { parseVideoId } from '@/lib/video/parse-video-id';
import { BLOG_FALLBACK_IMAGE } from './article-image';
import detail from '@/components/ui/DetailPage.module.css';
import styles from './ArticleView.module.css';
import { PhoneNumber } from '@/components/ui/PhoneNumber';

/**
 * An article page. The page reads the article and the sidebar's categories; an
 * unknown slug never gets here (the page answers "not found" or redirects), so
 * anything but a loaded article is the failure state.
 */
export async function ArticleView({
  locale,
  article: result,
  categories,
}: {
  locale: Locale;
  article: Loaded<Article>;
  categories: Loaded<ArticleCategory[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'article' });
  if (result.status !== 'loaded') {
    return <ContentFailure title={t('error')} backHref="/blogs" backLabel={t('backToBlogs')} />;
  }
  const article = result.data;
  const alternates = Object.fromEntries(
    routing.locales.map((target) => {
      const slug = target === locale ? article.slug : articleSlugIn(article, target);
      return [
        target,
        slug
          ? getPathname({ locale: target, href: { pathname: '/blog/[slug]', params: { slug } } })
          : getPathname({ locale: target, href: '/blogs' }),
      ];
    }),
  );
  // A fallback version (no translation in the page's language) is marked as a whole, never mixed.
  const shownIn = contentLanguage(article.locale, locale);
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const videoId = parseVideoId(article.videoUrl);

  return (
    <div className={`container ${detail.layout} ${styles.layout}`}>
      <RegisterLanguageAlternates alternates={alternates} />
      <article className={detail.main}>
        <ContentLanguageNotice page={locale} shown={article.locale} />
        <header className={styles.header}>
          <Breadcrumb
            label={t('breadcrumb')}
            items={[
              { href: '/', label: t('home') },
              { href: '/blogs', label: t('blog') },
            ]}
            current={article.title}
          />
          {article.categories.length > 0 ? (
            <ul className={styles.categories} aria-label={t('categoryLabel')}>
              {article.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={{ pathname: '/blogs', query: { category: category.slug } }}
                    className={styles.category}
                    data-testid="article-category"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.noCategory}>{t('noCategory')}</p>
          )}
          <h1 className={styles.title} {...shownIn}>
            {article.title}
          </h1>
          <ArticleByline article={article} locale={locale} />
        </header>

        {videoId ? (
          <div className={styles.media}>
            <TrackedYouTube videoId={videoId} title={article.title} autoplay />
          </div>
        ) : article.cover ? (
          <div className={styles.media}>
            <ImageWithFallback
              src={article.cover.url}
              fallbackSrc={BLOG_FALLBACK_IMAGE}
              alt={article.cover.alt}
              width={article.cover.width ?? 1200}
              height={article.cover.height ?? 675}
              sizes="(min-width: 1216px) 780px, (min-width: 1024px) 62vw, 92vw"
              preload
              className={styles.cover}
            />
          </div>
        ) : null}

        <div {...shownIn}>
          <ArticleBlocks blocks={article.blocks} />
        </div>

        <section className={styles.cta} aria-labelledby="article-cta-title">
          <h2 id="article-cta-title" className={styles.ctaTitle}>
            {t('ctaTitle')}
          </h2>
          <p className={styles.ctaText}>{t('ctaText')}</p>
          <p className={styles.ctaHours}>{tCommon('hoursValue')}</p>
          <div className={styles.ctaActions}>
            <a href={telHref} className="button button-inverse" data-track="call" data-track-location="article_cta">
              <Phone size={18} aria-hidden="true" />
              <span>
                {t('ctaCall')}: <PhoneNumber />
              </span>
            </a>
            <Link
              href="/contact"
              className={`button ${styles.ctaSecondary}`}
              data-track="appointment_button"
              data-track-location="article_cta"
            >
              {t('ctaAppointment')}
            </Link>
          </div>
        </section>
      </article>

      <aside className={detail.sidebar} aria-label={t('sidebarLabel')}>
        <div className={styles.sticky}>
          <ClientMessages paths={BLOG_CALLBACK_MESSAGE_PATHS}>
            <BlogCallback articleTitle={article.title} />
          </ClientMessages>
          <SidebarCategoryList
            id="article-categories-title"
            title={t('categoriesTitle')}
            categories={mapLoaded(categories, (list) =>
              list.map((item) => ({
                slug: item.slug,
                href: { pathname: '/blogs', query: { category: item.slug } },
                label: item.name,
                // By document: a fallback article's categories are its own language's versions.
                active: article.categories.some((category) => category.documentId === item.documentId),
                language: contentLanguage(item.locale, locale),
              })),
            )}
            messages={{ empty: t('categoriesEmpty'), unavailable: t('categoriesError'), error: t('categoriesError') }}
          />
        </div>
      </aside>
    </div>
  );
}
