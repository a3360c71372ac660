/**
 * @jest-environment node
 */
import { getRewrittenUrl, unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '../../../next.config';
import { config as proxyConfig } from '../../../proxy';
import { DETAIL_ADDRESS_PREFIXES, isCachedPageAddress, matcherExclusions, PAGE_ADDRESSES } from '../page-addresses';
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
    const [first] = proxyConfig.matcher;
    const written = typeof first === 'string' ? first.slice(0, first.indexOf(')$|_next/')) : first;
    // proxy.ts's first matcher is written out (Next reads it statically): it leaves out matcherExclusions().
    expect(written).toBe(`/((?!(?:${matcherExclusions().join('|')}`);
  });

  it('leaves everything else to the proxy: other spellings, slugs the content does not write, internal paths, made-up paths', () => {
    for (const path of [
      '/tr',
      '/tr/treatments/_',
      '/tr/treatment/implant',
      '/tedaviler/',
      '/TEDAVILER',
      '/en/',
      '/x',
      '/en/x',
      '/robots.txt',
      '/tedavi/Implant',
      '/tedavi/di%C5%9F',
      '/tedavi/a--b',
      '/tedavi/implant/',
      '/tedavi/implant/opengraph-image',
      '/tr/tedavi/implant',
      '/en/tedavi/implant',
    ]) {
      expect({ path, seen: proxySees(path) }).toEqual({ path, seen: true });
    }
  });

  it('tells an address from a path as sent', () => {
    expect(isCachedPageAddress('/kvkk-aydinlatma-metni')).toBe(true);
    expect(isCachedPageAddress(ARABIC_TREATMENTS)).toBe(true);
    expect(isCachedPageAddress('/tedavi/implant')).toBe(true);
    expect(isCachedPageAddress('/tedavi/di%C5%9F')).toBe(false);
    expect(isCachedPageAddress('/tedavi/implant/opengraph-image')).toBe(false);
    expect(isCachedPageAddress('/tr')).toBe(false);
  });
});

describe('the detail pages at their one address, answered without the proxy', () => {
  const SLUGS = ['implant', 'kanal-tedavisi', 'a1', 'made-up-slug'];
  const DETAILS = DETAIL_ADDRESS_PREFIXES.flatMap(({ address }) => SLUGS.map((slug) => address + slug));

  it('are every detail route in every language (3 routes, 4 languages)', () => {
    expect(DETAIL_ADDRESS_PREFIXES).toHaveLength(12);
    expect(DETAIL_ADDRESS_PREFIXES).toEqual(
      expect.arrayContaining([
        { address: '/tedavi/', internal: '/tr/treatment/' },
        { address: '/en/dentists/', internal: '/en/dentist/' },
        { address: '/de/ratgeber/', internal: '/de/blog/' },
        { address: '/ar/%D8%B9%D9%84%D8%A7%D8%AC/', internal: '/ar/treatment/' },
      ]),
    );
  });

  it.each(DETAILS)('%s: next.config.ts sends it where the proxy would; the proxy sees it only with a validator', async (address) => {
    expect(await configTarget(address)).toBe(pagePath(readRoute(address, new URLSearchParams()), address));
    expect(proxySees(address)).toBe(false);
    expect(proxySees(`${address}?utm_source=newsletter`)).toBe(false);
    expect(proxySees(address, { 'if-none-match': 'W/"a"' })).toBe(true);
  });
});
