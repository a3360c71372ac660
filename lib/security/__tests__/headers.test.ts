/** @jest-environment node */
import { siteConfig } from '../../config/site';
import {
  contentSecurityPolicy,
  originOf,
  securityHeaderOptions,
  securityHeaderRoutes,
  securityHeaders,
  type SecurityHeaderOptions,
} from '../headers';

const base: SecurityHeaderOptions = {
  emailjsOrigin: 'https://api.emailjs.com',
  geolocationUrl: 'https://ipapi.co/json/',
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
    ['https://ipapi.co/json/', 'https://ipapi.co'],
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
  });

  it('allows the services the site uses, and no wildcard', () => {
    const csp = parse(contentSecurityPolicy(base));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.emailjs.com', 'https://ipapi.co']));
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

  it('adds the CMS media origin only when a CMS is configured', () => {
    expect(parse(contentSecurityPolicy(base))['img-src']).not.toContain('http://127.0.0.1:3390');
    const csp = parse(contentSecurityPolicy({ ...base, cmsUrl: 'http://127.0.0.1:3390' }));
    expect(csp['img-src']).toContain('http://127.0.0.1:3390');
    expect(csp['connect-src']).not.toContain('http://127.0.0.1:3390');
  });

  it('follows configured service origins and ignores unusable ones', () => {
    const csp = parse(
      contentSecurityPolicy({ ...base, emailjsOrigin: 'https://mail.example.com', geolocationUrl: 'javascript:alert(1)' }),
    );
    expect(csp['connect-src']).toContain('https://mail.example.com');
    expect(csp['connect-src']).not.toContain('https://api.emailjs.com');
    expect((csp['connect-src'] ?? []).join(' ')).not.toContain('javascript');
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
      emailjsOrigin: siteConfig.emailjs.origin,
      geolocationUrl: siteConfig.analytics.geolocationUrl,
      development: false,
    });
    expect(securityHeaderOptions({ NODE_ENV: 'production' }).cmsUrl).toBeNull();
  });

  it('applies to every path', () => {
    const [route] = securityHeaderRoutes({ NODE_ENV: 'production' });
    expect(route?.source).toBe('/:path*');
    expect(route?.headers.map((header) => header.key)).toContain('Content-Security-Policy');
  });
});
