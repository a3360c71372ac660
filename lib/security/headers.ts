import { readContentConfig } from '../content/config';
import { siteConfig } from '../config/site';

/**
 * The security headers of every response, built from the services the site
 * really talks to. Relative imports only: this module is loaded by
 * next.config.ts, where the `@/` alias does not resolve.
 *
 * Pages carry no 'unsafe-inline' in `script-src`: each names its own inline
 * scripts (docs/csp-script-hashes.md).
 * - Pages served from the page cache (prerendered, or regenerated after a CMS
 *   edit): the cache handler (lib/page-cache/handler.mjs) hashes the inline scripts
 *   of the very HTML it stores or returns, and sends this policy with those
 *   hashes. The hashes never come from a build manifest, so a regenerated page
 *   is never served with a policy that blocks its own scripts.
 * - Pages rendered per request and the proxy's redirects: the proxy
 *   (nonce-policy.ts) sends this policy with a fresh nonce, which Next stamps
 *   on its own scripts.
 * - Both add the hash of the one inline script made in the browser, Google Tag
 *   Manager's init snippet (script-hashes.mjs). Inline Custom HTML tags of the
 *   container are blocked.
 * - No 'strict-dynamic': cached HTML loads its chunks with parser-inserted
 *   `<script src>`, which it would block; scripts load from 'self' and the
 *   hosts named here.
 * The paths the proxy does not see (static files, API answers) get the policy
 * without page sources from `headers()`. It keeps 'unsafe-inline': Next answers
 * an unknown file or API path with a not-found page that its inline scripts
 * render in the browser, and nothing can hash those in advance.
 */

export interface SecurityHeaderOptions {
  /** Google Maps embed shown on request. */
  mapEmbedUrl: string;
  /** Strapi origin when the CMS serves content (its media library); null for built-in content. */
  cmsUrl: string | null;
  /** Public origin of the site; https adds `upgrade-insecure-requests`. */
  siteUrl: string;
  /** `next dev` needs eval for its source maps and React's debug stacks. */
  development: boolean;
}

export interface HeaderEntry {
  key: string;
  value: string;
}

/**
 * Google's hosts for the GA4 hits (collect beacons and pixels) a Google Analytics tag in the
 * container sends. Google's CSP guide lists them as wildcards; the policy names no wildcard, so
 * these are the hosts GA4 uses today.
 */
const GOOGLE_ANALYTICS = [
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://analytics.google.com',
  'https://region1.analytics.google.com',
  'https://stats.g.doubleclick.net',
] as const;

/**
 * Google Tag Manager and what its container loads after consent: Google Analytics 4 and the
 * Google Ads conversion tag. `script` is exactly what Google's CSP guide
 * (developers.google.com/tag-platform/security/guides/csp) names for the tag manager and for Ads
 * conversions; remarketing and AdSense hosts are not listed, the site uses neither.
 * docs/security.md says why www.google.com stays.
 */
const GOOGLE_TAGS = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  img: [
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
    'https://www.google.com',
    // Conversion pixels redirect to the visitor's local Google domain; the clinic's visitors are in Turkey.
    'https://www.google.com.tr',
    ...GOOGLE_ANALYTICS,
  ],
  connect: [
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
    'https://www.google.com',
    'https://www.google.com.tr',
    ...GOOGLE_ANALYTICS,
  ],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
} as const;

/** YouTube: the privacy-enhanced player, the IFrame API that tracks its progress, and video posters. */
const YOUTUBE = {
  script: ['https://www.youtube.com'],
  img: ['https://i.ytimg.com'],
  frame: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
} as const;

/** `https://host:port` of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function sources(...groups: (readonly (string | null)[])[]): string {
  const unique = [...new Set(groups.flat().filter((value): value is string => Boolean(value)))];
  return unique.join(' ');
}

/**
 * The policy. `scriptSources` are a page's own inline scripts (a nonce, hashes): in production they
 * replace 'unsafe-inline', which a browser ignores beside them anyway. `next dev` allows inline
 * scripts and eval whatever they are: no cache handler hashes pages there.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions, scriptSources: readonly string[] = []): string {
  const maps = originOf(options.mapEmbedUrl);
  const cms = originOf(options.cmsUrl);
  const secure = originOf(options.siteUrl)?.startsWith('https:') ?? false;

  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      sources(
        ["'self'"],
        options.development ? ["'unsafe-inline'", "'unsafe-eval'"] : scriptSources.length > 0 ? scriptSources : ["'unsafe-inline'"],
        GOOGLE_TAGS.script,
        YOUTUBE.script,
      ),
    ],
    // React's style attributes (next/image, icons) and Swiper's inline styles.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources(["'self'", 'data:', 'blob:'], [cms], YOUTUBE.img, GOOGLE_TAGS.img)],
    // The brand and Arabic faces are the site's own files; no font is a data: URL.
    ['font-src', "'self'"],
    // The forms post to the site itself (lib/requests): no page calls EmailJS.
    ['connect-src', sources(["'self'"], GOOGLE_TAGS.connect)],
    ['frame-src', sources(YOUTUBE.frame, [maps], GOOGLE_TAGS.frame)],
    ['media-src', sources(["'self'"], [cms])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (secure) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): HeaderEntry[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Browsers ignore it over plain http (local runs); behind TLS it pins https for two years.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // No other site may embed the site's pages, scripts or images as resources (hotlinking,
    // cross-origin side channels); crawlers reading sharing images are not browsers and are unaffected.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/** The options of this build: the clinic's configuration and `CONTENT_API_URL`. */
export function securityHeaderOptions(env: NodeJS.ProcessEnv = process.env): SecurityHeaderOptions {
  return {
    mapEmbedUrl: siteConfig.mapEmbedUrl,
    cmsUrl: readContentConfig(env).apiUrl,
    siteUrl: siteConfig.siteUrl,
    development: env.NODE_ENV === 'development',
  };
}

/**
 * The paths that are no page: Next's files, the API routes, the files in public/ and
 * the generated metadata files, which the proxy (proxy.ts, `config.matcher`) does
 * not see but for the metadata files. Pages never match it: their policy comes
 * from the page cache or the proxy. lib/security/__tests__/headers.test.ts checks
 * that the two split every path between them.
 */
export const NON_PAGE_PATHS =
  '/:path((?:_next/|_vercel/|api/(?:health|revalidate|send-request)(?:/|$)|images/|og/|icons/|fonts/|sw\\.js$|(?:sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|icon\\.svg|apple-icon\\.png)$).*)';

/**
 * The `headers()` entries of next.config.ts: every header on every path, except the
 * Content-Security-Policy, which only the paths the proxy does not see get from here. A page
 * would otherwise carry two policies (Next appends a cached page's own headers), and a browser
 * enforces each. The cache handler reads this policy from the build's routes manifest.
 */
export function securityHeaderRoutes(env: NodeJS.ProcessEnv = process.env) {
  const headers = securityHeaders(securityHeaderOptions(env));
  const isPolicy = (header: HeaderEntry) => header.key === 'Content-Security-Policy';
  return [
    { source: '/:path*', headers: headers.filter((header) => !isPolicy(header)) },
    { source: NON_PAGE_PATHS, headers: headers.filter(isPolicy) },
  ];
}
