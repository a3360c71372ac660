/** @jest-environment node */
import { NextRequest, NextResponse } from 'next/server';
import { createNonce, withContentSecurityPolicy } from '../nonce-policy';
import { browserScriptSources } from '../script-sources.mjs';

const request = (path: string) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { accept: 'text/html', 'x-test': '1' } });

function scriptSrc(policy: string | null): string[] {
  expect(policy).toBeTruthy();
  return (
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? []
  );
}

describe('createNonce', () => {
  it('gives 128 random bits in base64, a new value each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('withContentSecurityPolicy (production)', () => {
  it('sends no policy for a page from the page cache: the cached entry brings its own', () => {
    const response = withContentSecurityPolicy(
      request('/about'),
      NextResponse.rewrite(new URL('/tr/about', 'http://localhost:3000')),
      true,
    );
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    const missing = withContentSecurityPolicy(
      request('/tedavi/yok'),
      NextResponse.rewrite(new URL('/tr/missing/treatment', 'http://localhost:3000'), { status: 404 }),
      true,
    );
    expect(missing.headers.get('content-security-policy')).toBeNull();
  });

  it('gives a page rendered per request a fresh nonce, on the response and on the request Next renders', () => {
    const forwarded = new Headers({ accept: 'text/html', 'x-next-intl-locale': 'tr' });
    const first = withContentSecurityPolicy(
      request('/tedaviler'),
      NextResponse.rewrite(new URL('/tr/treatments', 'http://localhost:3000'), { request: { headers: forwarded } }),
      false,
    );
    const policy = first.headers.get('content-security-policy');
    const sources = scriptSrc(policy);
    expect(sources.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
    expect(sources).toEqual(expect.arrayContaining(["'self'", ...browserScriptSources()]));
    expect(sources).not.toContain("'unsafe-inline'");
    // Next replaces the request's headers by the listed ones: the ones next-intl set are kept.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(first.headers.get('x-middleware-override-headers')?.split(',')).toEqual(
      expect.arrayContaining(['accept', 'x-next-intl-locale', 'content-security-policy']),
    );
    const second = withContentSecurityPolicy(request('/tedaviler'), NextResponse.next(), false);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    // Without a list of its own, the response forwards every request header and the policy.
    expect(second.headers.get('x-middleware-override-headers')?.split(',')).toEqual(['accept', 'x-test', 'content-security-policy']);
    expect(second.headers.get('x-middleware-request-x-test')).toBe('1');
  });

  it('gives a redirect the page policy without a nonce', () => {
    const response = withContentSecurityPolicy(request('/tr'), NextResponse.redirect(new URL('/', 'http://localhost:3000'), 308), true);
    const sources = scriptSrc(response.headers.get('content-security-policy'));
    expect(sources).toEqual(expect.arrayContaining(["'self'", ...browserScriptSources()]));
    expect(sources.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it("gives the proxy's own answers (a 405 to a page's POST, a 404 without a page) the page policy without a nonce", () => {
    for (const answer of [new NextResponse(null, { status: 405 }), new NextResponse(null, { status: 404 })]) {
      const sources = scriptSrc(withContentSecurityPolicy(request('/en/about'), answer, true).headers.get('content-security-policy'));
      expect(sources).toEqual(expect.arrayContaining(["'self'", ...browserScriptSources()]));
      expect(sources.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
      expect(answer.headers.get('x-middleware-override-headers')).toBeNull();
    }
  });
});

it("sends no policy with a cached page's 304: the browser would put it in place of the page's own", () => {
  const answer = withContentSecurityPolicy(
    request('/tedavi/implant'),
    new NextResponse(null, { status: 304, headers: { ETag: 'W/"a"' } }),
    true,
  );
  expect(answer.headers.get('content-security-policy')).toBeNull();
  expect(answer.headers.get('etag')).toBe('W/"a"');
});

describe('withContentSecurityPolicy (next dev)', () => {
  const env = process.env;
  beforeEach(() => {
    process.env = { ...env, NODE_ENV: 'development' };
  });
  afterEach(() => {
    process.env = env;
  });

  it('gives every page the development policy: no page cache hashes pages there', () => {
    for (const path of ['/about', '/tedaviler']) {
      const sources = scriptSrc(withContentSecurityPolicy(request(path), NextResponse.next(), true).headers.get('content-security-policy'));
      expect(sources).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
      expect(sources.some((source) => /^'(nonce|sha256)-/.test(source))).toBe(false);
    }
  });
});

/**
 * The nonce reaches the page through two of Next's internals (docs/architecture.md, "Framework
 * internals"): the request headers a proxy response carries for Next, and the render's reading of
 * the nonce from the request's policy. A failure names the one that changed.
 */
describe('what the nonce relies on of Next', () => {
  const requestHeadersOf = (response: NextResponse) => ({
    listed: (response.headers.get('x-middleware-override-headers') ?? '').split(',').sort(),
    values: Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('x-middleware-request-'))),
  });

  it('x-middleware-override-headers: the policy goes to the request as NextResponse.next({ request: { headers } }) sends it', () => {
    const incoming = request('/tedaviler');
    const ours = withContentSecurityPolicy(incoming, NextResponse.next(), false);
    const headers = new Headers(incoming.headers);
    headers.set('content-security-policy', ours.headers.get('content-security-policy') ?? '');
    const internal = "x-middleware-override-headers / x-middleware-request-* (lib/security/nonce-policy.ts, Next's resolve-routes)";
    expect({ internal, ...requestHeadersOf(ours) }).toEqual({ internal, ...requestHeadersOf(NextResponse.next({ request: { headers } })) });
  });

  it("get-script-nonce-from-header: Next's render reads the nonce the proxy put in the request's policy", async () => {
    const response = withContentSecurityPolicy(request('/tedaviler'), NextResponse.next(), false);
    const policy = response.headers.get('x-middleware-request-content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const { getScriptNonceFromHeader } = await import('next/dist/server/app-render/get-script-nonce-from-header');
    const internal = 'next/dist/server/app-render/get-script-nonce-from-header.js: the nonce Next stamps on its scripts';
    expect({ internal, nonce: getScriptNonceFromHeader(policy) }).toEqual({ internal, nonce });
  });
});
