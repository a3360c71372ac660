/** Server-only settings of the content layer (documented in docs/configuration.md). */

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export interface ContentConfig {
  /** Strapi origin, e.g. http://127.0.0.1:1337; unset serves the built-in content. */
  apiUrl: string | null;
  apiToken: string | null;
  timeoutMs: number;
  revalidateSeconds: number;
  /** Folder of the built-in content files. */
  contentDir: string;
  /**
   * Folder keeping the last good CMS answer per URL across restarts (a page
   * regenerated during an outage must not depend on what this process fetched);
   * null or unset keeps them in memory only.
   */
  lastGoodDir?: string | null;
}

/** `CONTENT_LAST_GOOD_DIR`, `off` to disable; by default beside the build's own caches. */
function lastGoodDir(env: NodeJS.ProcessEnv): string | null {
  const value = env.CONTENT_LAST_GOOD_DIR?.trim();
  if (value === 'off') return null;
  return value || `${env.NEXT_DIST_DIR?.trim() || '.next'}/cache/content-last-good`;
}

export function readContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const apiUrl =
    env.CONTENT_API_URL?.trim()
      .replace(/\/+$/, '')
      .replace(/\/api$/, '') || null;
  return {
    apiUrl,
    apiToken: env.CONTENT_API_TOKEN?.trim() || null,
    timeoutMs: positiveInt(env.CONTENT_TIMEOUT_MS, 5000),
    revalidateSeconds: positiveInt(env.CONTENT_REVALIDATE_SECONDS, 300),
    contentDir: env.CONTENT_DIR?.trim() || 'content',
    lastGoodDir: lastGoodDir(env),
  };
}
