export type StarFill = 'full' | 'half' | 'empty';

/** The stars to draw for a rating, rounded to the nearest half and clamped to 0…max. */
export function starFills(rating: number, max = 5): StarFill[] {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  const halves = Math.round(safe * 2);
  return Array.from({ length: max }, (_, index) => {
    const remaining = halves - index * 2;
    if (remaining >= 2) return 'full';
    return remaining === 1 ? 'half' : 'empty';
  });
}
