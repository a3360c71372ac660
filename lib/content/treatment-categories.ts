import type { Locale, TreatmentCategory } from './types';

/** The treatment list opens on this category unless `?category=` says otherwise. */
export const DEFAULT_TREATMENT_CATEGORY = 'estetik-dis-hekimligi';
/** The `?category=` value that shows every treatment. */
export const ALL_CATEGORIES = 'all';

const PREFERRED_ORDER = ['estetik-dis-hekimligi', 'pedodonti', 'implant-tedavileri', 'ortodonti', 'agiz-cene-cerrahisi'];

/** The specified categories first, in their order; the others after, as the CMS sorts them. */
export function orderTreatmentCategories(categories: TreatmentCategory[]): TreatmentCategory[] {
  const rank = (slug: string) => {
    const index = PREFERRED_ORDER.indexOf(slug);
    return index === -1 ? PREFERRED_ORDER.length : index;
  };
  return categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => rank(a.category.slug) - rank(b.category.slug) || a.index - b.index)
    .map(({ category }) => category);
}

/**
 * A treatment category's name in the visitor's language; the mapper fills
 * `nameEn` with the Turkish name when the CMS has none, the fallback here
 * covers data built by hand.
 */
export function treatmentCategoryName(category: Pick<TreatmentCategory, 'name' | 'nameEn'>, locale: Locale): string {
  return locale !== 'tr' ? category.nameEn || category.name : category.name;
}
