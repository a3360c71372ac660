/** @jest-environment node */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { siteConfig } from '../../config/site';
import { config as proxyConfig } from '../../../proxy';
import { METADATA_FILES } from '../../routing/known-routes';
import {
  contentSecurityPolicy,
  NON_PAGE_PATHS,
  originOf,
  securityHeaderOptions,
  securityHeaderRoutes,
  securityHeaders,
  type SecurityHeaderOptions,
} from '../headers';
import { withScriptSources } from '../script-sources.mjs';

const base: SecurityHeaderOptions = {
  mapEmbedUrl: 'https://www.google.com/maps?q=Osmana%C4%9Fa&output=embed',
  cmsUrl: null,
  siteUrl: 'http://localhost:3000',
  development: false,
};

/** `{directive: [sources]}` of a policy string. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('originOf', () => {
  it.each([
    ['https://api.emailjs.com/api/v1.0', 'https://api.emailjs.com'],
    ['http://127.0.0.1:1337', 'http://127.0.0.1:1337'],
    ['https://cms.example.com/api', 'https://cms.example.com'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(originOf(input)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  it('keeps the fixed directives strict', () => {
    const csp = parse(contentSecurityPolicy(base));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // The brand and Arabic faces are the site's own files: no data: fonts.
    expect(csp['font-src']).toEqual(["'self'"]);
  });

  it('allows the services the site uses, and no wildcard', () => {
    const csp = parse(contentSecurityPolicy(base));
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['connect-src']).not.toContain('https://api.emailjs.com');
    expect(csp['connect-src']).not.toContain('https://ipapi.co');
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://www.youtube.com']));
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://i.ytimg.com', 'https://www.googletagmanager.com']));
    for (const values of Object.values(csp)) {
      for (const value of values) expect(value).not.toMatch(/^(\*|https?:|https?:\/\/\*.*)$/);
    }
  });

  it('lets a Google Analytics 4 tag in the container deliver its hits', () => {
    const csp = parse(contentSecurityPolicy(base));
    const hits = ['https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://region1.analytics.google.com'];
    expect(csp['connect-src']).toEqual(expect.arrayContaining(hits));
    expect(csp['img-src']).toEqual(expect.arrayContaining(hits));
  });

  it('allows inline scripts (static pages) but no eval in production', () => {
    const csp = parse(contentSecurityPolicy(base));
    expect(csp['script-src']).toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(parse(contentSecurityPolicy({ ...base, development: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it("names a page's own scripts (hashes, a nonce) instead of allowing every inline script, in production", () => {
    const page = parse(contentSecurityPolicy(base, ["'nonce-abc123'", "'sha256-xyz='"]));
    expect(page['script-src']).toEqual([
      "'self'",
      "'nonce-abc123'",
      "'sha256-xyz='",
      ...(parse(contentSecurityPolicy(base))['script-src'] ?? []).slice(2),
    ]);
    expect(page['script-src']).not.toContain("'unsafe-inline'");
    expect(page['script-src']).not.toContain("'strict-dynamic'");
    expect(page['script-src']).not.toContain("'unsafe-eval'");
    // `next dev`: no cache handler hashes pages, so inline scripts stay allowed (a hash or nonce would turn that off).
    const dev = parse(contentSecurityPolicy({ ...base, development: true }, ["'nonce-abc123'"]));
    expect(dev['script-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", "'unsafe-eval'"]));
    expect(dev['script-src']?.some((source) => /^'(nonce|sha256)-/.test(source))).toBe(false);
  });

  it("gives the cache handler's page policy the same shape as the proxy's", () => {
    const sources = ["'sha256-a='", "'sha256-b='"];
    expect(withScriptSources(contentSecurityPolicy(base), sources)).toBe(contentSecurityPolicy(base, sources));
  });

  it('lets scripts load only from the hosts Google names for the tag manager and Ads conversions, and YouTube', () => {
    expect(parse(contentSecurityPolicy(base))['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
      'https://www.youtube.com',
    ]);
  });

  it('adds the CMS media origin only when a CMS is configured', () => {
    expect(parse(contentSecurityPolicy(base))['img-src']).not.toContain('http://127.0.0.1:3390');
    const csp = parse(contentSecurityPolicy({ ...base, cmsUrl: 'http://127.0.0.1:3390' }));
    expect(csp['img-src']).toContain('http://127.0.0.1:3390');
    expect(csp['connect-src']).not.toContain('http://127.0.0.1:3390');
  });

  it('follows configured service origins and ignores unusable ones', () => {
    const csp = parse(contentSecurityPolicy({ ...base, cmsUrl: 'javascript:alert(1)' }));
    expect((csp['img-src'] ?? []).join(' ')).not.toContain('javascript');
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, siteUrl: 'https://osmanagadis.com.tr' })).toContain('upgrade-insecure-requests');
  });

  it('lists each source once', () => {
    for (const values of Object.values(parse(contentSecurityPolicy(base)))) {
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('securityHeaders', () => {
  it('sends the hardening headers', () => {
    const headers = Object.fromEntries(securityHeaders(base).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('reads the build configuration', () => {
    const options = securityHeaderOptions({ NODE_ENV: 'production', CONTENT_API_URL: 'http://127.0.0.1:1337/api/' });
    expect(options).toMatchObject({
      cmsUrl: 'http://127.0.0.1:1337',
      development: false,
    });
    expect(securityHeaderOptions({ NODE_ENV: 'production' }).cmsUrl).toBeNull();
  });

  it('leaves EmailJS out of connect-src: the forms post to the site, whose server calls EmailJS', () => {
    const options = securityHeaderOptions({ NODE_ENV: 'production' });
    const connect = contentSecurityPolicy(options)
      .split('; ')
      .find((directive) => directive.startsWith('connect-src '));
    expect(connect).toMatch(/^connect-src 'self' /);
    expect(connect).not.toContain(new URL(siteConfig.emailjs.origin).host);
  });

  it('applies to every path; the policy only where the proxy does not run (pages get theirs from the page cache or the proxy)', () => {
    const [route, policyRoute, ...rest] = securityHeaderRoutes({ NODE_ENV: 'production' });
    expect(rest).toEqual([]);
    expect(route?.source).toBe('/:path*');
    const all = securityHeaders(securityHeaderOptions({ NODE_ENV: 'production' })).map((header) => header.key);
    expect(route?.headers.map((header) => header.key)).toEqual(all.filter((key) => key !== 'Content-Security-Policy'));
    expect(policyRoute?.source).toBe(NON_PAGE_PATHS);
    expect(policyRoute?.headers.map((header) => header.key)).toEqual(['Content-Security-Policy']);
  });

  it('splits every path between pages (the proxy, or the page cache for a page without a slug) and the headers() policy; the metadata files get both (the proxy only gates their methods)', () => {
    // proxy.ts's `config.matcher`: which paths the proxy sees with a query or an If-None-Match (its
    // other entries), where every page is; a page without a slug is left to the page cache otherwise
    // (lib/routing/__tests__/page-addresses.test.ts).
    const conditional = proxyConfig.matcher.find((entry) => typeof entry !== 'string' && entry.has);
    const proxied = getPathMatch(typeof conditional === 'object' ? conditional.source : '', { strict: true });
    const policy = getPathMatch(NON_PAGE_PATHS, { strict: true });
    const pages = [
      '/',
      '/en',
      '/tedaviler',
      '/en/treatments',
      '/tedavi/implant',
      '/en/blog/x',
      '/bilinmeyen-sayfa',
      '/tr',
      '/tedavi/implant/opengraph-image',
      // Paths with a dot no file owns: the proxy answers them (a scanner's `.php`, `.env`).
      '/tedavi/x.y',
      '/x.php',
      '/en/.env',
      '/wp-admin/install.php',
      '/favicon.ico',
      '/api/unknown.env',
      '/apiary',
      '/_nextish',
      '/en/sw.js',
      '/sw.jsx',
    ];
    const others = [
      '/api/health',
      '/api/revalidate',
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/_vercel/insights',
      '/api/send-request',
      '/images/logo.svg',
      '/og/home-tr.png',
      '/icons/icon-192.png',
      '/fonts/noto-sans-arabic-core.woff2',
      '/sw.js',
    ];
    for (const pathname of [...pages, ...others]) {
      expect({ pathname, proxied: Boolean(proxied(pathname)), policy: Boolean(policy(pathname)) }).toEqual({
        pathname,
        proxied: !policy(pathname),
        policy: others.includes(pathname),
      });
    }
    for (const pathname of METADATA_FILES) {
      expect({ pathname, proxied: Boolean(proxied(pathname)), policy: Boolean(policy(pathname)) }).toEqual({
        pathname,
        proxied: true,
        policy: true,
      });
    }
  });
});
