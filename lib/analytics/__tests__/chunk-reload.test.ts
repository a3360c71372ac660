import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceAfterChunkError } from '../chunk-reload';

describe('chunk load errors', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.\n(error: https://x/_next/static/chunks/123.js)'), { name: 'ChunkLoadError' })],
    [new Error('Loading CSS chunk app-layout failed')],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js')],
    [new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 42')],
  ])('recognises %p', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([[new Error('Cannot read properties of undefined')], [null], [42]])('ignores %p', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  );

  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      values,
    };
  }

  it('reloads once, then lets the error show', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    expect(reloadOnceAfterChunkError({ storage, reload, now: () => now })).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 5_000;
    expect(reloadOnceAfterChunkError({ storage, reload, now: () => now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(reloadOnceAfterChunkError({ storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without session storage', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceAfterChunkError({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
