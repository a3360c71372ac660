import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getArticles } from '@/lib/content';

export async function BlogListView({ locale, page, category }: { locale: Locale; page: number; category?: string }) {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const result = await getArticles(locale, page, category).catch(() => null);
  return (
    <section className="container section">
      <h1>{t('title')}</h1>
      {result === null ? <p role="alert">{t('error')}</p> : null}
      {result?.articles.length === 0 ? <p>{t('empty')}</p> : null}
      <ul>
        {result?.articles.map((article) => (
          <li key={article.id}>
            <Link href={{ pathname: '/blog/[slug]', params: { slug: article.slug } }}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
