import { language, type Locale } from '@/i18n/locales';
import type { Treatment } from '@/lib/content/types';
import { ALL_CATEGORIES, DEFAULT_TREATMENT_CATEGORY, treatmentCategoryName } from '@/lib/content/treatment-categories';

/** The category the list opens on: the `?category=` value, else the default (cosmetic dentistry). */
export function activeTreatmentCategory(param: string | undefined): string {
  return param || DEFAULT_TREATMENT_CATEGORY;
}

/** The treatments of one category, or all of them for `all`. */
export function filterTreatments(treatments: Treatment[], active: string): Treatment[] {
  return active === ALL_CATEGORIES ? treatments : treatments.filter((treatment) => treatment.categorySlug === active);
}

/** A category's name in the visitor's language (worked out in lib/content, for the pages' metadata too). */
export const categoryName = treatmentCategoryName;

/** The hero's category label, in the language's upper case: Turkish turns i into İ (estetik → ESTETİK). Arabic has no case. */
export function upperCaseCategory(name: string, locale: Locale): string {
  return name.toLocaleUpperCase(language(locale).intlLocale);
}
