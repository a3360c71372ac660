import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { richTextToPlain, treatmentCategoryName, type Article, type Doctor, type Treatment } from '@/lib/content';
import { truncateDescription } from './describe';
import { buildMetadata, splitKeywords, type PageSeo } from './metadata';
import { generatedCardPath, OG_IMAGE_SIZE, sharingImageAlt, staticSharingImagePath } from './sharing-image';

export function articleDescriptionText(article: Article): string {
  const body = article.blocks
    .map((block) => (block.kind === 'subtitle' ? `${block.subtitle} ${richTextToPlain(block.nodes)}` : richTextToPlain(block.nodes)))
    .join(' ');
  return truncateDescription(body || article.description || article.excerpt);
}

function categoryOf(treatment: Treatment): string | null {
  return treatment.category ? treatmentCategoryName(treatment.category) : null;
}

/** The dictionary's title, description and keywords of a treatment page, where the clinic keeps them (messages/*.json, by slug). */
async function treatmentDictionaryEntry(slug: string, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'metadata.treatmentPages' });
  if (!t.has(`${slug}.title`)) return null;
  return { title: t(`${slug}.title`), description: t(`${slug}.description`), keywords: splitKeywords(t(`${slug}.keywords`)) };
}

export async function treatmentMetadata(treatment: Treatment, locale: Locale): Promise<Metadata> {
  const entry = await treatmentDictionaryEntry(treatment.slug, locale);
  const category = categoryOf(treatment);
  return buildMetadata({
    locale,
    title: entry?.title ?? treatment.title,
    description: entry?.description ?? truncateDescription(treatment.shortDesc),
    keywords: entry?.keywords ?? [treatment.title, ...(category ? [category] : [])],
    href: { pathname: '/treatment/[slug]', params: { slug: treatment.slug } },
    locales: treatment.locales,
    image: {
      url: generatedCardPath('/treatment/[slug]', treatment.slug, locale),
      ...OG_IMAGE_SIZE,
      alt: sharingImageAlt(treatment.title, locale),
    },
  });
}

/** The article's address in its own language and in each translation. */
export function articleHrefs(article: Article): PageSeo['href'] {
  const hrefs: Partial<Record<Locale, { pathname: '/blog/[slug]'; params: { slug: string } }>> = {
    [article.locale]: { pathname: '/blog/[slug]', params: { slug: article.slug } },
  };
  for (const translation of article.localizations) {
    hrefs[translation.locale] = { pathname: '/blog/[slug]', params: { slug: translation.slug } };
  }
  return hrefs;
}

export function articleMetadata(article: Article): Metadata {
  const categories = article.categories.map((category) => category.name);
  return buildMetadata({
    locale: article.locale,
    title: article.title,
    description: articleDescriptionText(article),
    keywords: categories,
    href: articleHrefs(article),
    image: {
      url: generatedCardPath('/blog/[slug]', article.slug, article.locale),
      ...OG_IMAGE_SIZE,
      alt: sharingImageAlt(article.title, article.locale),
    },
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: categories[0],
      tags: categories,
    },
  });
}

/** The page's description (meta and structured data): name, title, and what the page tells. */
export function dentistDescription(
  doctor: Pick<Doctor, 'name' | 'title'>,
  t: (key: 'metaDescription', values: { name: string; title: string }) => string,
) {
  return truncateDescription(t('metaDescription', { name: doctor.name, title: doctor.title }));
}

/** A dentist's page: their name as the title; the about page's card (the team) as the sharing image. */
export async function dentistMetadata(doctor: Doctor & { slug: string }, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'dentist' });
  return buildMetadata({
    locale,
    title: doctor.name,
    description: dentistDescription(doctor, t),
    keywords: [doctor.name, ...doctor.specialties],
    href: { pathname: '/dentist/[slug]', params: { slug: doctor.slug } },
    locales: doctor.locales,
    image: { url: staticSharingImagePath('about', locale), ...OG_IMAGE_SIZE, alt: sharingImageAlt(doctor.name, locale) },
  });
}
