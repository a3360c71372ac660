/**
 * An article's meta description is its text cut to 155 characters
 * plus an ellipsis. The cut falls between words and never splits a character:
 * it counts user-perceived characters (grapheme clusters), so emoji, surrogate
 * pairs and letters written with a combining mark (i + U+0307) stay whole.
 */
export const DESCRIPTION_LIMIT = 155;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function characters(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = characters(clean);
  if (chars.length <= limit) return clean;
  const cut = chars.slice(0, limit + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than half the room is cut inside rather than dropped.
  const words = lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : chars.slice(0, limit).join('');
  return `${words.replace(/[\s,.;:!?–-]+$/u, '')}…`;
}
