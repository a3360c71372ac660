/** @jest-environment node */
import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from '../reference';

describe('a reference', () => {
  it('reads OSM-XXXX-XX, from characters that cannot be taken for one another', () => {
    for (let i = 0; i < 500; i += 1) expect(newReference()).toMatch(REFERENCE_PATTERN);
    for (const ambiguous of ['0', 'O', 'D', 'Q', '1', 'I', 'L', '5', 'S', 'B', 'U', 'V'])
      expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
  });

  it('draws each character evenly from the alphabet', () => {
    const picks: number[] = [];
    const reference = newReference((max) => {
      picks.push(max);
      return picks.length - 1;
    });
    expect(picks).toEqual(Array(6).fill(REFERENCE_ALPHABET.length));
    expect(reference).toBe(`OSM-${REFERENCE_ALPHABET.slice(0, 4)}-${REFERENCE_ALPHABET.slice(4, 6)}`);
  });
});
