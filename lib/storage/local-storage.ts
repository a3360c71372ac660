/**
 * Browser storage helper. A value is JSON-serialised, then
 * base64-encoded (UTF-8 first, so Turkish characters survive), and stored under
 * the key the caller gives.
 *
 * THIS IS NOT ENCRYPTION. Base64 only keeps values from being read at a glance
 * in the browser's developer tools; anyone with access to the browser can decode
 * them. Never store secrets or health data here.
 *
 * A failure (storage disabled, quota full, a value that is not ours) is logged
 * as an error and never thrown: a write reports false, a read returns null.
 */
import { clientConsole } from '@/lib/debug/console';

export interface EncodedStore {
  set(key: string, value: unknown): boolean;
  get<T = unknown>(key: string): T | null;
  remove(key: string): void;
}

/** UTF-8 bytes of the text as a binary string, the form `btoa` accepts. */
function toBinary(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function fromBinary(binary: string): string {
  let escaped = '';
  for (let index = 0; index < binary.length; index += 1) {
    escaped += `%${binary.charCodeAt(index).toString(16).padStart(2, '0')}`;
  }
  return decodeURIComponent(escaped);
}

export function encodeValue(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('Değer JSON olarak yazılamıyor.');
  return btoa(toBinary(json));
}

export function decodeValue(encoded: string): unknown {
  return JSON.parse(fromBinary(atob(encoded)));
}

export function createEncodedStore(getArea: () => Storage | undefined, areaName: string): EncodedStore {
  const area = (): Storage => {
    const storage = getArea();
    if (!storage) throw new Error(`${areaName} kullanılamıyor.`);
    return storage;
  };
  return {
    set(key, value) {
      try {
        area().setItem(key, encodeValue(value));
        return true;
      } catch (error) {
        clientConsole.error(`[Depolama] "${key}" anahtarına ${areaName} yazılamadı:`, error);
        return false;
      }
    },
    get<T = unknown>(key: string): T | null {
      try {
        const stored = area().getItem(key);
        return stored === null ? null : (decodeValue(stored) as T);
      } catch (error) {
        clientConsole.error(`[Depolama] "${key}" anahtarı ${areaName} içinden okunamadı:`, error);
        return null;
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch (error) {
        clientConsole.error(`[Depolama] "${key}" anahtarı ${areaName} içinden silinemedi:`, error);
      }
    },
  };
}

const browserArea = (name: 'localStorage' | 'sessionStorage') => () => (typeof window === 'undefined' ? undefined : window[name]);

/** Survives the browser being closed: consent choice, cached visitor country. */
export const localStore = createEncodedStore(browserArea('localStorage'), 'localStorage');

/** Lives as long as the tab: the analytics session and its sent events. */
export const sessionStore = createEncodedStore(browserArea('sessionStorage'), 'sessionStorage');

export const setStoredValue = localStore.set;
export const getStoredValue = localStore.get;
export const removeStoredValue = localStore.remove;
