import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentConfig } from '@/lib/content/config';
import { lastCmsSuccess } from '@/lib/content/fetch-status';
import { requestsConfig } from '@/lib/requests/config';
import { requestsHealth } from '@/lib/requests/health';
import { requestStore } from '@/lib/requests/runtime';
import packageJson from '@/package.json';

/**
 * For an uptime monitor: which build runs, where its content comes from, when the CMS last
 * answered, and whether patients' requests are reaching the clinic (`status` turns `degraded`
 * when the request store cannot be opened or a clinic e-mail has waited over an hour). Cheap by
 * design: it never calls the CMS or EmailJS, reads no secret (the CMS appears as its origin only),
 * shows no request's content, and is never cached.
 */
export const dynamic = 'force-dynamic';

let buildId: string | null | undefined;

/** The build's id, written by `next build` beside its output. */
function readBuildId(): string | null {
  if (buildId === undefined) {
    const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
    try {
      buildId = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

function cmsOrigin(apiUrl: string): string {
  try {
    return new URL(apiUrl).origin;
  } catch {
    return 'invalid';
  }
}

export function GET(): Response {
  const { apiUrl } = readContentConfig();
  const lastFetch = lastCmsSuccess();
  const requests = requestsHealth(requestStore(), requestsConfig());
  return Response.json(
    {
      status: requests.status,
      version: packageJson.version,
      buildId: readBuildId(),
      commit: process.env.GIT_COMMIT?.trim() || null,
      content: apiUrl ? { source: 'strapi', origin: cmsOrigin(apiUrl) } : { source: 'builtin' },
      lastCmsFetch: apiUrl && lastFetch ? lastFetch.toISOString() : null,
      requests,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
