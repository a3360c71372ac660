/**
 * SPEC §7: an article's meta description is its text cut to 155 characters
 * plus an ellipsis. The cut falls between words and never splits a character
 * (Array.from counts code points, so emoji and Turkish letters stay whole).
 */
export const DESCRIPTION_LIMIT = 155;

export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  const cut = chars.slice(0, limit + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : chars.slice(0, limit).join('')).replace(/[\s,.;:!?–-]+$/u, '');
  return `${words}…`;
}
