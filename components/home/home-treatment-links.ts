/** The four treatments the home page features, with the category each falls back to when its treatment is missing (then the plain list). */
export const HOME_TREATMENTS = [
  { key: 'protez', slug: 'protez', category: 'implant-tedavileri' },
  { key: 'implant', slug: 'implant', category: 'implant-tedavileri' },
  { key: 'beyazlatma', slug: 'beyazlatma', category: 'estetik-dis-hekimligi' },
  { key: 'kanalTedavisi', slug: 'kanal-tedavisi', category: 'endodonti' },
] as const;

export type HomeTreatment = (typeof HOME_TREATMENTS)[number];

export type HomeTreatmentHref =
  | { pathname: '/treatment/[slug]'; params: { slug: string } }
  | { pathname: '/treatments'; query: { category: string } }
  | { pathname: '/treatments' };

/**
 * The card's link: its treatment page when the content has that treatment,
 * else the list filtered by its category when that category exists, else the
 * whole list. `null` for either set means that part of the content failed.
 */
export function homeTreatmentHref(
  card: HomeTreatment,
  treatmentSlugs: ReadonlySet<string> | null,
  categorySlugs: ReadonlySet<string> | null,
): HomeTreatmentHref {
  if (treatmentSlugs?.has(card.slug)) return { pathname: '/treatment/[slug]', params: { slug: card.slug } };
  if (categorySlugs?.has(card.category)) {
    return { pathname: '/treatments', query: { category: card.category } };
  }
  return { pathname: '/treatments' };
}
