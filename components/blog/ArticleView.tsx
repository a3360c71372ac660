import { getTranslations } from 'next-intl/server';
import { ArticleBlocks } from '@/components/content/ArticleBlocks';
import { RegisterLanguageAlternates } from '@/components/layout/LanguageAlternates';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content';

export async function ArticleView({ locale, article }: { locale: Locale; article: Article | null }) {
  const t = await getTranslations({ locale, namespace: 'article' });
  if (!article) {
    return (
      <section className="container section">
        <p role="alert">{t('error')}</p>
      </section>
    );
  }
  const alternates = Object.fromEntries(
    (['tr', 'en'] as const).map((target) => {
      const translation = target === locale ? article : article.localizations.find((entry) => entry.locale === target);
      return [
        target,
        translation
          ? getPathname({ locale: target, href: { pathname: '/blog/[slug]', params: { slug: translation.slug } } })
          : getPathname({ locale: target, href: '/blogs' }),
      ];
    }),
  );
  return (
    <article className="container section">
      <RegisterLanguageAlternates alternates={alternates} />
      <h1>{article.title}</h1>
      <ArticleBlocks blocks={article.blocks} />
    </article>
  );
}
