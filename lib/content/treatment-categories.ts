import type { TreatmentCategory } from './types';

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

/** A treatment category's name, in the language of the category's version (its `locale`). */
export function treatmentCategoryName(category: Pick<TreatmentCategory, 'name'>): string {
  return category.name;
}
