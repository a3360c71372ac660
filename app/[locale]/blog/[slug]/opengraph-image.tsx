import { getTranslations } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { pageSlug } from '@/i18n/page-slug';
import { getArticleBySlug, load, loadedOr } from '@/lib/content';
import { renderSharingCard } from '@/lib/seo/og-card';
import { OG_IMAGE_SIZE, sharingImageAlt } from '@/lib/seo/sharing-image';

type Params = { locale: string; slug: string };

/** The card's texts; a missing article or an unreachable CMS gets the blog's card texts. */
async function cardText(params: Params | Promise<Params>) {
  const { locale: requested } = await params;
  const locale: Locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const loaded = await load(async () => getArticleBySlug(await pageSlug(params), locale));
  const article = loadedOr(loaded, null);
  return {
    locale,
    incomplete: loaded.status === 'failed',
    title: article?.title ?? t('blogs.title'),
    eyebrow: article?.categories[0]?.name ?? t('blogs.title'),
  };
}

export async function generateImageMetadata({ params }: { params: Params | Promise<Params> }) {
  const { locale, title } = await cardText(params);
  return [{ id: 'card', alt: sharingImageAlt(title, locale), size: OG_IMAGE_SIZE, contentType: 'image/png' }];
}

export default async function ArticleSharingCard({ params }: { params: Promise<Params> }) {
  return renderSharingCard({ ...(await cardText(params)), section: 'blogs' });
}
