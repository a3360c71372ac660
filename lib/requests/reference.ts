import { randomInt } from 'node:crypto';

/**
 * A request's reference, the number the patient sees and reads out on the phone: `OSM-7K2R-4F`.
 * Six characters from 24 that cannot be mistaken for one another on a small screen or aloud
 * (no 0/O/D/Q, 1/I/L, 5/S, B (8 stays), U/V), about 190 million references; the store keeps them unique
 * (a UNIQUE column) and draws again on a collision.
 */
export const REFERENCE_ALPHABET = '2346789ACEFGHJKMNPRTWXYZ';

export const REFERENCE_PATTERN = new RegExp(`^OSM-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{2}$`);

export function newReference(random: (max: number) => number = randomInt): string {
  const chars = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)]).join('');
  return `OSM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
