import { LruMap } from '../lru';

describe('LruMap', () => {
  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the most recently used: b is the oldest
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays at its capacity whatever is asked for', () => {
    const map = new LruMap<number, number>(64);
    for (let key = 0; key < 100_000; key += 1) map.set(key, key);
    expect(map.size).toBe(64);
    expect(map.get(99_999)).toBe(99_999);
    expect(map.get(0)).toBeUndefined();
  });

  it('refuses a capacity below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
