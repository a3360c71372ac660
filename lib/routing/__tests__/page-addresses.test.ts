/**
 * @jest-environment node
 */
import { getRewrittenUrl, unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '../../../next.config';
import { config as proxyConfig } from '../../../proxy';
import { isPageAddress, PAGE_ADDRESSES } from '../page-addresses';
import { resolveList } from '../list-query';
import { pagePath, readRoute } from '../request-route';

jest.mock('../known-content', () => ({
  treatmentCategorySlugs: async () => new Set(['implant-tedavileri']),
  articleCategorySlugs: async () => new Set(['implant']),
  articlePageCount: async () => 3,
}));

const URL_BASE = 'http://localhost';
const ARABIC_TREATMENTS = '/ar/%D8%A7%D9%84%D8%B9%D9%84%D8%A7%D8%AC%D8%A7%D8%AA';

/** Where the proxy sends a request for a path: the internal path it rewrites to or passes on. */
async function proxyTarget(address: string): Promise<string | null> {
  const route = readRoute(address, new URLSearchParams());
  if (route.kind === 'list') {
    const target = await resolveList(route);
    return 'rewrite' in target ? target.rewrite : null;
  }
  return pagePath(route, address);
}

/** Where next.config.ts's rewrites send a request Next answers without the proxy. */
async function configTarget(address: string): Promise<string> {
  const response = await unstable_getResponseFromNextConfig({ url: URL_BASE + address, nextConfig });
  const rewritten = getRewrittenUrl(response);
  return rewritten ? new URL(rewritten).pathname : address;
}

function proxySees(address: string, headers: Record<string, string> = {}): boolean {
  return unstable_doesMiddlewareMatch({ config: proxyConfig, url: URL_BASE + address, headers });
}

describe('the pages without a slug, answered without the proxy', () => {
  it('are every such route in every language (8 routes, 4 languages)', () => {
    expect(PAGE_ADDRESSES).toHaveLength(32);
    expect(PAGE_ADDRESSES).toEqual(
      expect.arrayContaining([
        { address: '/', internal: '/tr' },
        { address: '/tedaviler', internal: '/tr/treatments/_' },
        { address: '/blogs', internal: '/tr/blogs/_/1' },
        { address: '/en/privacy-notice', internal: '/en/privacy' },
        { address: '/de/ratgeber', internal: '/de/blogs/_/1' },
        { address: ARABIC_TREATMENTS, internal: '/ar/treatments/_' },
      ]),
    );
  });

  it.each(PAGE_ADDRESSES.map(({ address }) => address))(
    '%s: next.config.ts sends it where the proxy would, and the proxy sees it only when it has a query or a validator to read',
    async (address) => {
      const internal = await proxyTarget(address);
      expect(internal).not.toBeNull();
      expect(await configTarget(address)).toBe(internal);
      expect(proxySees(address)).toBe(false);
      expect(proxySees(`${address}?utm_source=newsletter`)).toBe(false);
      expect(proxySees(address, { 'if-none-match': 'W/"a"' })).toBe(true);
      expect(proxySees(`${address}?category=implant`)).toBe(true);
      expect(proxySees(`${address}?page=2`)).toBe(true);
    },
  );

  it("proxy.ts's matcher leaves out exactly these addresses, as sent and decoded (Next runs the proxy if either matches)", () => {
    const alternatives = [...new Set(PAGE_ADDRESSES.flatMap(({ address }) => [address, decodeURI(address)]))].map((path) =>
      path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    const [first] = proxyConfig.matcher;
    expect(typeof first === 'string' ? first.slice(0, first.indexOf(')$|')) : first).toBe(`/((?!(?:${alternatives.join('|')}`);
  });

  it('leaves everything else to the proxy: details, other spellings, internal paths, made-up paths', () => {
    for (const path of [
      '/tedavi/implant',
      '/en/blog/x',
      '/tr',
      '/tr/treatments/_',
      '/tedaviler/',
      '/TEDAVILER',
      '/en/',
      '/x',
      '/en/x',
      '/robots.txt',
    ]) {
      expect({ path, seen: proxySees(path) }).toEqual({ path, seen: true });
    }
  });

  it('tells an address from a path as sent', () => {
    expect(isPageAddress('/kvkk-aydinlatma-metni')).toBe(true);
    expect(isPageAddress(ARABIC_TREATMENTS)).toBe(true);
    expect(isPageAddress('/tedavi/implant')).toBe(false);
    expect(isPageAddress('/tr')).toBe(false);
  });
});
