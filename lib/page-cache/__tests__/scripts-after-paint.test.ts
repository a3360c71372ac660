/** @jest-environment jsdom */
import { CHUNK_LIST_ID, listedChunks, LOADER, withScriptsAfterPaint } from '../scripts-after-paint.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const PRELOAD_MAIN = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>';
const PRELOAD_OTHER = '<link rel="preload" as="script" href="/other.js"/>';
const LIST = (names: string[]) =>
  `<script type="application/json" id="${CHUNK_LIST_ID}">${JSON.stringify(names.map((name) => `/_next/static/chunks/${name}.js`))}</script><script>${LOADER}</script>`;

const page = (head: string, end: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><main>Hi</main><script>self.__next_f.push([1,"x"])</script>${end}</body></html>`;

describe('withScriptsAfterPaint', () => {
  it("lists Next's async chunks, head and body, in document order where the first was, and drops their preloads", () => {
    const served = page(PRELOAD_MAIN + PRELOAD_OTHER + chunk('webpack') + chunk('react'), chunk('main'));
    expect(withScriptsAfterPaint(served)).toBe(page(PRELOAD_OTHER + LIST(['webpack', 'react', 'main']), ''));
    expect(listedChunks(withScriptsAfterPaint(served))).toEqual(
      ['webpack', 'react', 'main'].map((name) => `/_next/static/chunks/${name}.js`),
    );
    expect(listedChunks(served)).toEqual([]);
  });

  it('leaves a page without async chunks, and one done already, as it is', () => {
    const bare = page('', '');
    expect(withScriptsAfterPaint(bare)).toBe(bare);
    const done = withScriptsAfterPaint(page(chunk('main'), ''));
    expect(withScriptsAfterPaint(done)).toBe(done);
  });
});

describe('the loader in the browser', () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let callbacks: Callback[];
  let disconnected: number;

  const install = ({ observer = true } = {}) => {
    callbacks = [];
    disconnected = 0;
    class FakeObserver {
      constructor(private readonly callback: Callback) {}
      observe() {
        callbacks.push(this.callback);
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: observer ? FakeObserver : undefined,
      configurable: true,
      writable: true,
    });
    // Another element with the list's id before it: the loader reads the element right before itself.
    document.head.innerHTML = `<title id="${CHUNK_LIST_ID}">["/elsewhere.js"]</title><script type="application/json" id="${CHUNK_LIST_ID}">["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]</script><script id="loader"></script>`;
    Object.defineProperty(document, 'currentScript', { value: document.getElementById('loader'), configurable: true });
    new Function(LOADER)();
  };
  const inserted = () => Array.from(document.head.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));
  const paint = (names: string[]) =>
    callbacks.forEach((callback) =>
      callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, { disconnect: () => (disconnected += 1) }),
    );
  const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
  const BOTH = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

  it('inserts the chunks, async and in order, once the first contentful paint is reported, and only once', () => {
    install();
    expect(inserted()).toEqual([]);
    paint(['first-paint']);
    expect(inserted()).toEqual([]);
    paint(['first-paint', 'first-contentful-paint']);
    expect(inserted()).toEqual(BOTH);
    expect(Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).every((script) => script.async)).toBe(true);
    expect(disconnected).toBe(1);
    parsed();
    expect(inserted()).toEqual(BOTH);
  });

  it('inserts them once the HTML is parsed when that comes first (a page read from the cache), and only once', () => {
    install();
    parsed();
    expect(inserted()).toEqual(BOTH);
    paint(['first-contentful-paint']);
    expect(inserted()).toEqual(BOTH);
  });

  it('inserts them once the HTML is parsed in a browser without a performance observer', () => {
    install({ observer: false });
    expect(inserted()).toEqual([]);
    parsed();
    expect(inserted()).toEqual(BOTH);
  });
});
