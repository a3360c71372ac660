import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { richTextToPlain, type Article, type Treatment } from '@/lib/content';
import { truncateDescription } from './describe';
import { buildMetadata } from './metadata';

export function articleDescriptionText(article: Article): string {
  const body = article.blocks
    .map((block) => (block.kind === 'subtitle' ? `${block.subtitle} ${richTextToPlain(block.nodes)}` : richTextToPlain(block.nodes)))
    .join(' ');
  return truncateDescription(body || article.description || article.excerpt);
}

export function treatmentMetadata(treatment: Treatment, locale: Locale): Metadata {
  return buildMetadata({
    locale,
    title: treatment.title,
    description: truncateDescription(treatment.shortDesc),
    href: { pathname: '/treatment/[slug]', params: { slug: treatment.slug } },
  });
}

export function articleMetadata(article: Article): Metadata {
  const hrefs: Parameters<typeof buildMetadata>[0]['href'] = {
    [article.locale]: { pathname: '/blog/[slug]', params: { slug: article.slug } },
  };
  for (const translation of article.localizations) {
    hrefs[translation.locale] = { pathname: '/blog/[slug]', params: { slug: translation.slug } };
  }
  return buildMetadata({ locale: article.locale, title: article.title, description: articleDescriptionText(article), href: hrefs });
}
