import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { globalErrorMessages } from './app/global-error-texts';
import { afterProductionCompile } from './lib/build/after-compile';
import { parseLanguageConfig } from './i18n/language-config';
import { languageConfig } from './i18n/locales';
import { pageAddressRewrites } from './lib/routing/page-addresses';
import { securityHeaderRoutes } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// i18n/languages.json is checked before anything is built from it: a wrong entry stops here, naming the value.
parseLanguageConfig(languageConfig);

/** Images from the CMS's media library may be optimized by next/image. */
function cmsImagePatterns(): NonNullable<NonNullable<NextConfig['images']>['remotePatterns']> {
  const url = process.env.CONTENT_API_URL;
  if (!url) return [];
  try {
    const { protocol, hostname, port } = new URL(url);
    return [{ protocol: protocol.replace(':', '') as 'http' | 'https', hostname, port, pathname: '/uploads/**' }];
  } catch {
    return [];
  }
}

const nextConfig: NextConfig = {
  // Parallel builds (benchmarks, several work trees) can keep their outputs apart.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typescript: {
    // next build adds its folder's type paths to the tsconfig it is given (`NEXT_DIST_DIR=.next-cms`:
    // `.next-cms/types/**/*.ts`), which left tsconfig.json changed after every build into another
    // folder. It leaves alone a tsconfig that extends another: this one, which is tsconfig.json and
    // nothing more. (Next's own rule, not its documented API: .ci/run fails, naming this, when a
    // build changes either file.)
    tsconfigPath: 'tsconfig.next.json',
    // The build type-checks the project. .ci/run sets this for the builds after npm test's (the same
    // tree built against Strapi and against the fake CMS of the failure tests), to skip a second,
    // identical check.
    ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1',
  },
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === '1',
  experimental: {
    // Next prerenders with one worker fewer than the machine's cores: on two cores, one. The build
    // has the machine to itself, so it prerenders on all of them (228 pages: 11.3 → 8.6 s here).
    cpus: availableParallelism(),
    // Turbopack's build cache makes a second build of the same folder fast (a rebuild 34 → 19 s
    // here) but costs every first build the time to write it (27 → 37 s). A fresh clone's builds are
    // all first builds: .ci/run sets NEXT_BUILD_CACHE=0.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
  env: { GLOBAL_ERROR_MESSAGES: globalErrorMessages() },
  // No `experimental.inlineCss`: it puts each page's CSS in its HTML three times, a <style> and twice in the
  // RSC payload (vercel/next.js#95141; figures in docs/architecture.md, "Framework internals"). The page
  // cache inlines each stored page's stylesheets once instead (lib/page-cache/inline-css.mjs).
  // The pages at their one addresses go to their cached pages here rather than in the proxy, which
  // does not run for a plain GET of one (lib/routing/page-addresses.ts).
  async rewrites() {
    return { beforeFiles: pageAddressRewrites(), afterFiles: [], fallback: [] };
  },
  // The security headers on every response (lib/security/headers.ts); the Content-Security-Policy of
  // pages comes from the page cache (below) or the proxy (pages rendered per request).
  async headers() {
    return [
      ...securityHeaderRoutes(),
      // The Arabic face (app/fonts/arabic.ts) is addressed with its content's hash: cached for good.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The site's own drawings change only with a deploy: a returning visitor takes them from its cache
      // for a day instead of asking again on every page (Next's default for public/ is max-age=0), and
      // for a week after that uses them while it asks. A changed drawing is seen within the day.
      { source: '/images/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
  // Next's file-system page cache, serving each stored page with its CSS inline and a policy with the
  // hashes of the inline scripts of the HTML it serves (lib/page-cache/). Read by `next start` and
  // traced into the standalone server.
  cacheHandler: path.join(process.cwd(), 'lib', 'page-cache', 'handler.mjs'),
  // A page's ETag is computed once by the page cache, and answered by the proxy (lib/page-cache/validators.mjs):
  // Next's would hash each page's whole HTML again on every answer.
  generateEtags: false,
  reactStrictMode: true,
  compiler: {
    // Once per build, after compiling: the launch check (LAUNCH=1), the warning of a deploy build
    // without NEXT_PUBLIC_SITE_URL, and V8's compile hint on the startup scripts (lib/build/).
    runAfterProductionCompile: (build) => afterProductionCompile(build),
  },
  // The image optimizer serves only what the pages ask for: the CMS's uploads (the site's own
  // images are SVG, served as they are; the sharing cards and icons are linked as files), at the
  // widths the layouts use up to three device pixels a CSS pixel (the widest image is 960 px wide).
  // Any other `url` or `w` is a 400 before anything is fetched, encoded or written to
  // .next/cache/images, and a local `url` (which Next would log as given) never gets that far.
  images: {
    localPatterns: [],
    remotePatterns: cmsImagePatterns(),
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
};

export default function config(phase: string): NextConfig {
  // Every build also writes the self-contained server in .next/standalone (docs/deploy.md). Only the
  // build is told so: `next start` (npm start, the browser tests) serves .next, and with
  // `output: 'standalone'` in its configuration it would print a warning to use server.js instead.
  if (phase === PHASE_PRODUCTION_BUILD) return withNextIntl({ ...nextConfig, output: 'standalone' });
  return withNextIntl(nextConfig);
}
