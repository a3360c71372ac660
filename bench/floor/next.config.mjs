import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const withNextIntl = createNextIntlPlugin('./i18n/request.js');

/**
 * The same framework settings as the site, and nothing else. FLOOR_STYLED=1 builds the styled
 * floor: the same page with the site's base stylesheet and preloaded core font (styled/base.js).
 */
export default withNextIntl({
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // This app sits inside the site's folder: resolve everything from here, not from the site's lockfile.
  turbopack: {
    root: here,
    resolveAlias: { 'floor-base-style': process.env.FLOOR_STYLED === '1' ? './styled/base.js' : './styled/none.js' },
  },
  outputFileTracingRoot: here,
});
