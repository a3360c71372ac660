import { createEncodedStore, decodeValue, encodeValue, getStoredValue, removeStoredValue, setStoredValue } from '../local-storage';

describe('local storage helper', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores a value and reads it back', () => {
    expect(setStoredValue('osmanaga_test', { choice: 'granted', at: 1700000000000, list: [1, 2] })).toBe(true);
    expect(getStoredValue('osmanaga_test')).toEqual({ choice: 'granted', at: 1700000000000, list: [1, 2] });
  });

  it('stores base64 text, not the plain JSON', () => {
    setStoredValue('osmanaga_test', { country: 'TR' });
    const raw = window.localStorage.getItem('osmanaga_test') ?? '';
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(raw).not.toContain('country');
    expect(atob(raw)).toBe('{"country":"TR"}');
  });

  it('keeps Turkish characters intact', () => {
    const text = 'İğdır, Şişli, Çağlayan, Üsküdar, Ödemiş, ılık — “çok güzel” 😀';
    setStoredValue('osmanaga_turkish', { text });
    expect(getStoredValue<{ text: string }>('osmanaga_turkish')?.text).toBe(text);
    expect(decodeValue(encodeValue('ğüşıöçİĞÜŞÖÇ'))).toBe('ğüşıöçİĞÜŞÖÇ');
  });

  it('returns null for a missing key and after removal', () => {
    expect(getStoredValue('osmanaga_missing')).toBeNull();
    setStoredValue('osmanaga_test', 1);
    removeStoredValue('osmanaga_test');
    expect(getStoredValue('osmanaga_test')).toBeNull();
  });

  it('logs an error and returns null for a value that is not ours', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('osmanaga_foreign', '{not base64}');
    expect(getStoredValue('osmanaga_foreign')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  describe('with a storage that throws', () => {
    const throwing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError: access denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError: access denied');
      },
    };
    const store = createEncodedStore(() => throwing, 'localStorage');
    let error: jest.SpyInstance;
    beforeEach(() => {
      error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => error.mockRestore());

    it('reports a failed write as false and logs it', () => {
      expect(store.set('osmanaga_test', 'değer')).toBe(false);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('osmanaga_test'), expect.any(Error));
    });

    it('returns null from a failed read and logs it', () => {
      expect(store.get('osmanaga_test')).toBeNull();
      expect(error).toHaveBeenCalledTimes(1);
    });

    it('does not throw from a failed removal', () => {
      expect(() => store.remove('osmanaga_test')).not.toThrow();
      expect(error).toHaveBeenCalledTimes(1);
    });

    it('treats a missing storage area as a failure', () => {
      const missing = createEncodedStore(() => undefined, 'localStorage');
      expect(missing.set('osmanaga_test', 1)).toBe(false);
      expect(missing.get('osmanaga_test')).toBeNull();
      expect(error).toHaveBeenCalledTimes(2);
    });
  });
});
