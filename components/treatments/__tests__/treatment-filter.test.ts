import type { Treatment, TreatmentCategory } from '@/lib/content/types';
import { ALL_CATEGORIES, DEFAULT_TREATMENT_CATEGORY, orderTreatmentCategories } from '@/lib/content/treatment-categories';
import { activeTreatmentCategory, categoryName, filterTreatments, upperCaseCategory } from '../treatment-filter';

const category = (id: number, slug: string, name = slug): TreatmentCategory => ({ id, locale: 'tr', slug, name });

const treatment = (id: number, categorySlug: string) => ({ id, slug: `t-${id}`, categorySlug }) as Treatment;

describe('treatment categories', () => {
  it('orders the specified categories first, in their order, and the others after in CMS order', () => {
    const ordered = orderTreatmentCategories([
      category(1, 'periodontoloji'),
      category(2, 'ortodonti'),
      category(3, 'endodonti'),
      category(4, 'agiz-cene-cerrahisi'),
      category(5, 'implant-tedavileri'),
      category(6, 'pedodonti'),
      category(7, 'estetik-dis-hekimligi'),
    ]);
    expect(ordered.map((item) => item.slug)).toEqual([
      'estetik-dis-hekimligi',
      'pedodonti',
      'implant-tedavileri',
      'ortodonti',
      'agiz-cene-cerrahisi',
      'periodontoloji',
      'endodonti',
    ]);
  });

  it('keeps a list without the specified categories as it is, and does not change its input', () => {
    const input = [category(2, 'b'), category(1, 'a')];
    expect(orderTreatmentCategories(input).map((item) => item.slug)).toEqual(['b', 'a']);
    expect(orderTreatmentCategories([])).toEqual([]);
    expect(input.map((item) => item.slug)).toEqual(['b', 'a']);
  });

  it('opens on estetik-dis-hekimligi unless the query names another category', () => {
    expect(DEFAULT_TREATMENT_CATEGORY).toBe('estetik-dis-hekimligi');
    expect(activeTreatmentCategory(undefined)).toBe('estetik-dis-hekimligi');
    expect(activeTreatmentCategory('')).toBe('estetik-dis-hekimligi');
    expect(activeTreatmentCategory('ortodonti')).toBe('ortodonti');
    expect(activeTreatmentCategory(ALL_CATEGORIES)).toBe('all');
  });

  it('filters by category, and "all" shows everything', () => {
    const list = [treatment(1, 'ortodonti'), treatment(2, 'pedodonti'), treatment(3, 'ortodonti'), treatment(4, 'genel')];
    expect(filterTreatments(list, 'ortodonti').map((item) => item.id)).toEqual([1, 3]);
    expect(filterTreatments(list, 'all')).toHaveLength(4);
    expect(filterTreatments(list, 'yok')).toEqual([]);
  });

  it('names a category by its version’s name (one language a version)', () => {
    expect(categoryName(category(1, 'estetik-dis-hekimligi', 'Estetik Diş Hekimliği'))).toBe('Estetik Diş Hekimliği');
  });

  it('upper-cases Turkish names with Turkish rules (i → İ, ı → I)', () => {
    expect(upperCaseCategory('Estetik Diş Hekimliği', 'tr')).toBe('ESTETİK DİŞ HEKİMLİĞİ');
    expect(upperCaseCategory('Ağız, Diş ve Çene Cerrahisi', 'tr')).toBe('AĞIZ, DİŞ VE ÇENE CERRAHİSİ');
    expect(upperCaseCategory('Cosmetic Dentistry', 'en')).toBe('COSMETIC DENTISTRY');
  });
});
