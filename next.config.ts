import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

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
  // `npm test` type-checks the whole project with tsc first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    remotePatterns: cmsImagePatterns(),
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
