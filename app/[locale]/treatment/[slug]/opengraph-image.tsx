import { getTranslations } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { pageSlug } from '@/i18n/page-slug';
import { getTreatmentBySlug, load, loadedOr, treatmentCategoryName } from '@/lib/content';
import { renderSharingCard } from '@/lib/seo/og-card';
import { OG_IMAGE_SIZE, sharingImageAlt } from '@/lib/seo/sharing-image';

type Params = { locale: string; slug: string };

/** The card's texts; a missing treatment or an unreachable CMS gets the treatment list's card texts. */
async function cardText(params: Params | Promise<Params>) {
  const { locale: requested } = await params;
  const locale: Locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const loaded = await load(async () => getTreatmentBySlug(await pageSlug(params), locale));
  const treatment = loadedOr(loaded, null);
  const category = treatment?.category ? treatmentCategoryName(treatment.category) : null;
  return {
    locale,
    incomplete: loaded.status === 'failed',
    title: treatment?.title ?? t('treatments.title'),
    eyebrow: category ?? t('treatments.title'),
  };
}

export async function generateImageMetadata({ params }: { params: Params | Promise<Params> }) {
  const { locale, title } = await cardText(params);
  return [{ id: 'card', alt: sharingImageAlt(title, locale), size: OG_IMAGE_SIZE, contentType: 'image/png' }];
}

export default async function TreatmentSharingCard({ params }: { params: Promise<Params> }) {
  return renderSharingCard({ ...(await cardText(params)), section: 'treatments' });
}
