/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { LOCALES } from '@/i18n/locales';
import { withScriptsAfterPaint } from '@/lib/page-cache/scripts-after-paint.mjs';
import { SERVICE_WORKER_PATH } from '@/lib/routing/known-routes';

/*
 * public/sw.js run in a worker's global scope made of fakes: its caches, the network (and the
 * browser's cache of scripts, which `only-if-cached` reads), its clients and the clock.
 */
const SOURCE = readFileSync(path.join(process.cwd(), 'public', SERVICE_WORKER_PATH), 'utf8');
const ORIGIN = 'https://www.example-clinic.com';
const HASHED_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
const NONCE_POLICY = "default-src 'self'; script-src 'self' 'nonce-xyz' 'strict-dynamic'";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A page as the page cache stores it: Next's chunk elements rewritten into the listed chunks. */
const pageHtml = (text: string, chunks = ['webpack', 'main']) =>
  withScriptsAfterPaint(
    `<!DOCTYPE html><html><head>${chunks.map((name) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`).join('')}</head><body><main>${text}</main></body></html>`,
  );
const chunkAddresses = (chunks = ['webpack', 'main']) => chunks.map((name) => `/_next/static/chunks/${name}.js`);

type Served = { status?: number; policy?: string; cacheControl?: string; redirected?: boolean; encoded?: boolean };
/** An answer of the site as a browser's fetch gives it: same-origin (`basic`), maybe redirected. */
function served(
  body: string,
  { status = 200, policy = HASHED_POLICY, cacheControl = 's-maxage=60', redirected = false, encoded = false }: Served = {},
) {
  class SiteResponse extends Response {
    get type(): ResponseType {
      return 'basic';
    }
    get redirected() {
      return redirected;
    }
    clone(): Response {
      return Object.setPrototypeOf(super.clone(), SiteResponse.prototype);
    }
  }
  return new SiteResponse(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      'content-security-policy': policy,
      // What the network said of the bytes it sent (gzip), not of the page a script reads.
      ...(encoded ? { 'content-encoding': 'gzip', 'content-length': '1234' } : {}),
    },
  });
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(address: string) {
    return this.entries.get(address)?.clone();
  }
  async put(address: string, response: Response) {
    this.entries.set(address, response);
  }
  async delete(address: string | Request) {
    return this.entries.delete(typeof address === 'string' ? address : address.url);
  }
  async keys() {
    return [...this.entries.keys()].map((address) => new Request(address));
  }
}

function worker({ routes = true } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, FakeCache>();
  const state = {
    now: Date.UTC(2026, 10, 29, 12),
    online: true,
    /** The site's current answer for each address. */
    pages: new Map<string, () => Response>(),
    /** Scripts in the browser's cache. */
    scriptsOnDevice: new Set<string>(),
    requests: [] as string[],
    windows: [] as string[],
    preloadEnabled: false,
  };
  const fetch = async (input: string | Request, init?: RequestInit) => {
    const address = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    if (init?.cache === 'only-if-cached') {
      if (state.scriptsOnDevice.has(new URL(address).pathname)) return new Response('script');
      throw new TypeError('not in the cache');
    }
    state.requests.push(address);
    if (!state.online) throw new TypeError('Failed to fetch');
    const page = state.pages.get(address);
    return page ? page() : served('gone', { status: 404 });
  };
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: async () => {}, matchAll: async () => state.windows.map((url) => ({ url })) },
    registration: { navigationPreload: { enable: async () => void (state.preloadEnabled = true) } },
  };
  const context = vm.createContext({
    self,
    caches,
    fetch,
    Response,
    Headers,
    Request,
    URL,
    JSON,
    Promise,
    Number,
    String,
    Math,
    Date: { now: () => state.now },
  });
  vm.runInContext(SOURCE, context);

  const lifecycle = async (type: 'install' | 'activate', extra: object = {}) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise), ...extra });
    await Promise.all(waits);
  };
  return {
    state,
    kept: () => stores.get('pages-1')!,
    async start() {
      const addRoutes = jest.fn(async () => {});
      await lifecycle('install', routes ? { addRoutes } : {});
      await lifecycle('activate');
      return addRoutes;
    },
    /** A request from a page: what the worker answers (undefined: it leaves it to the browser), once its work behind is done. */
    async request(address: string, { method = 'GET', mode = 'navigate' }: { method?: string; mode?: RequestMode } = {}) {
      let answer: Promise<Response> | undefined;
      const waits: Promise<unknown>[] = [];
      const request = { url: new URL(address, ORIGIN).href, method, mode };
      listeners.get('fetch')!({
        request,
        respondWith: (response: Promise<Response>) => (answer = response),
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      });
      const response = await answer;
      await Promise.all(waits);
      return response;
    },
  };
}

const HOME = `${ORIGIN}/`;

describe('the service worker (public/sw.js)', () => {
  it('opens a page seen before from the device, and keeps the fresh copy it fetches behind it for the next visit', async () => {
    const sw = worker();
    sw.state.pages.set(HOME, () => served(pageHtml('first')));
    chunkAddresses().forEach((script) => sw.state.scriptsOnDevice.add(script));
    await sw.start();

    const first = await sw.request('/');
    expect(await first!.text()).toBe(pageHtml('first'));
    sw.state.pages.set(HOME, () => served(pageHtml('edited in the CMS')));
    const second = await sw.request('/');
    expect(await second!.text()).toBe(pageHtml('first'));
    expect(second!.headers.get('content-security-policy')).toBe(HASHED_POLICY);
    expect(await (await sw.request('/'))!.text()).toBe(pageHtml('edited in the CMS'));
  });

  it('keeps the page that registered it, which loaded before it started', async () => {
    const sw = worker();
    sw.state.pages.set(`${ORIGIN}/en/treatments`, () => served(pageHtml('treatments')));
    sw.state.windows.push(`${ORIGIN}/en/treatments`);
    chunkAddresses().forEach((script) => sw.state.scriptsOnDevice.add(script));
    await sw.start();
    sw.state.online = false;
    expect(await (await sw.request('/en/treatments'))!.text()).toBe(pageHtml('treatments'));
  });

  it('keeps the scripts the page cache lists as the ones the copy needs, and the page decoded', async () => {
    const sw = worker();
    sw.state.pages.set(HOME, () => served(pageHtml('home', ['webpack', 'main', 'page']), { encoded: true }));
    await sw.start();
    await sw.request('/');
    const copy = await sw.kept().match(HOME);
    expect(copy!.headers.get('x-kept-scripts')).toBe(chunkAddresses(['webpack', 'main', 'page']).join(' '));
    expect([copy!.headers.get('content-encoding'), copy!.headers.get('content-length')]).toEqual([null, null]);
    expect(copy!.headers.get('content-security-policy')).toBe(HASHED_POLICY);
  });

  it('goes to the network when a script of the copy is no longer on the device (a copy from before a deploy)', async () => {
    const sw = worker();
    sw.state.pages.set(HOME, () => served(pageHtml('old build')));
    sw.state.scriptsOnDevice.add('/_next/static/chunks/webpack.js');
    await sw.start();
    await sw.request('/');
    sw.state.pages.set(HOME, () => served(pageHtml('new build', ['new'])));
    expect(await (await sw.request('/'))!.text()).toBe(pageHtml('new build', ['new']));
  });

  it('opens a copy for a day; after that the network answers, and the copy only when there is no connection', async () => {
    const sw = worker();
    sw.state.pages.set(HOME, () => served(pageHtml('kept')));
    chunkAddresses().forEach((script) => sw.state.scriptsOnDevice.add(script));
    await sw.start();
    await sw.request('/');
    sw.state.pages.set(HOME, () => served(pageHtml('new')));
    sw.state.now += DAY_MS - 1;
    expect(await (await sw.request('/'))!.text()).toBe(pageHtml('kept'));
    sw.state.now += DAY_MS;
    sw.state.pages.set(HOME, () => served(pageHtml('newer')));
    expect(await (await sw.request('/'))!.text()).toBe(pageHtml('newer'));
    sw.state.now += 30 * DAY_MS;
    sw.state.online = false;
    expect(await (await sw.request('/'))!.text()).toBe(pageHtml('newer'));
    await expect(sw.request('/contact')).rejects.toThrow('Failed to fetch');
  });

  it('never replaces a copy with a failing answer, and forgets a page the site no longer has', async () => {
    const sw = worker();
    sw.state.pages.set(HOME, () => served(pageHtml('good')));
    await sw.start();
    await sw.request('/');
    sw.state.pages.set(HOME, () => served('Internal Server Error', { status: 500 }));
    expect((await sw.request('/'))!.status).toBe(500);
    expect(await (await sw.kept().match(HOME))!.text()).toBe(pageHtml('good'));
    sw.state.pages.delete(HOME);
    expect((await sw.request('/'))!.status).toBe(404);
    expect(await sw.kept().match(HOME)).toBeUndefined();
  });

  it('keeps no page rendered per request (a nonce), no redirect, nothing private and no page without its script list', async () => {
    const sw = worker();
    const refused: [string, Response][] = [
      ['/nonce', served(pageHtml('nonce'), { policy: NONCE_POLICY })],
      ['/moved', served(pageHtml('moved'), { redirected: true })],
      ['/private', served(pageHtml('private'), { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' })],
      ['/bare', served('<!DOCTYPE html><html><body>bare</body></html>')],
    ];
    for (const [address, response] of refused) sw.state.pages.set(`${ORIGIN}${address}`, () => response.clone());
    await sw.start();
    for (const [address] of refused) await sw.request(address);
    expect(await sw.kept().keys()).toEqual([]);
  });

  it('leaves form posts, API calls, the router’s data requests and files to the browser', async () => {
    const sw = worker();
    await sw.start();
    expect(await sw.request('/api/send-request', { method: 'POST', mode: 'cors' })).toBeUndefined();
    expect(await sw.request('/api/send-request', { method: 'POST' })).toBeUndefined();
    expect(await sw.request('/tedaviler?_rsc=abc', { mode: 'cors' })).toBeUndefined();
    expect(await sw.request('/_next/static/chunks/main.js', { mode: 'no-cors' })).toBeUndefined();
    expect(await sw.request('/api/health')).toBeUndefined();
    expect(sw.state.requests).toEqual([]);
  });

  it('keeps the 40 pages seen last', async () => {
    const sw = worker();
    await sw.start();
    for (let page = 1; page <= 42; page += 1) {
      sw.state.pages.set(`${ORIGIN}/blog/${page}`, () => served(pageHtml(`article ${page}`)));
      await sw.request(`/blog/${page}`);
    }
    await sw.request('/blog/3');
    const kept = (await sw.kept().keys()).map((request) => new URL(request.url).pathname);
    expect(kept).toHaveLength(40);
    expect(kept).not.toContain('/blog/1');
    expect(kept).not.toContain('/blog/2');
    expect(kept.at(-1)).toBe('/blog/3');
  });

  it('routes only navigations to itself where the browser can, and starts the network meanwhile where it cannot', async () => {
    const routed = worker();
    const addRoutes = await routed.start();
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ]);
    expect(routed.state.preloadEnabled).toBe(false);
    const unrouted = worker({ routes: false });
    await unrouted.start();
    expect(unrouted.state.preloadEnabled).toBe(true);
  });

  it('keeps as many pages as the privacy notice says, in every language', () => {
    const kept = /const MAX_PAGES = (\d+);/.exec(SOURCE)?.[1];
    expect(kept).toBe('40');
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
      expect(messages.privacy.sections.cookies.p3).toContain(` ${kept} `);
    }
  });
});
