import { ALL_CATEGORIES, DEFAULT_TREATMENT_CATEGORY, type Treatment, type TreatmentCategory } from '@/lib/content';

/** The category the list opens on: the `?category=` value, else the default (cosmetic dentistry). */
export function activeTreatmentCategory(param: string | undefined): string {
  return param || DEFAULT_TREATMENT_CATEGORY;
}

/** The treatments of one category, or all of them for `all`. */
export function filterTreatments(treatments: Treatment[], active: string): Treatment[] {
  return active === ALL_CATEGORIES ? treatments : treatments.filter((treatment) => treatment.categorySlug === active);
}

/** A category's name in the visitor's language. */
export function categoryName(category: Pick<TreatmentCategory, 'name' | 'nameEn'>, locale: 'tr' | 'en'): string {
  return locale === 'en' ? category.nameEn : category.name;
}

/** The hero's category label. Turkish upper case turns i into İ (estetik → ESTETİK); English keeps its own rules. */
export function upperCaseCategory(name: string, locale: 'tr' | 'en'): string {
  return name.toLocaleUpperCase(locale === 'tr' ? 'tr-TR' : 'en-US');
}
