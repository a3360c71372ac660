/** @jest-environment node */
import en from '../en.json';
import tr from '../tr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('dictionaries', () => {
  it('have the same keys in Turkish and English', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it('have no empty texts', () => {
    const empty = (messages: unknown) =>
      keys(messages).filter(
        (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '',
      );
    expect(empty(tr)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});
