import type { Metadata } from 'next';
import { IncompleteContent } from '@/components/layout/IncompleteContent';
import { TreatmentListView } from '@/components/treatments/TreatmentListView';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { ALL_CATEGORIES, getTreatmentCategories, getTreatments, load, orderTreatmentCategories } from '@/lib/content';
import { NO_CATEGORY } from '@/lib/routing/known-routes';
import { categoryFromSegment, UNKNOWN_CATEGORY } from '@/lib/routing/list-query';
import { staticPageMetadata } from '@/lib/seo/metadata';

/**
 * The treatment list, one cached page per category: the proxy rewrites
 * `/tedaviler?category=x` here (lib/routing/list-query.ts), so the visible URL
 * keeps its query. Regenerated like the detail pages.
 */
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const segments = new Set<string>([NO_CATEGORY, UNKNOWN_CATEGORY, ALL_CATEGORIES]);
  try {
    for (const category of await getTreatmentCategories(params.locale as Locale)) segments.add(category.slug);
    for (const treatment of await getTreatments(params.locale as Locale)) segments.add(treatment.categorySlug);
  } catch {
    // CMS unreachable at build time: the categories render on their first request instead.
  }
  return [...segments].map((category) => ({ category }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/treatments/[category]'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata('treatments', locale as Locale);
}

export default async function TreatmentsPage({ params }: PageProps<'/[locale]/treatments/[category]'>) {
  const locale = await pageLocale(params);
  const { category } = await params;
  const [treatments, categories] = await Promise.all([
    load(() => getTreatments(locale)),
    load(async () => orderTreatmentCategories(await getTreatmentCategories(locale))),
  ]);
  return (
    <>
      <TreatmentListView locale={locale} category={categoryFromSegment(category)} treatments={treatments} categories={categories} />
      <IncompleteContent />
    </>
  );
}
