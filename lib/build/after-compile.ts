import path from 'node:path';
// Relative imports only: next.config.ts loads this module, before the project's path aliases exist.
import { siteConfig } from '../config/site';
import { markStartupScripts } from './compile-hints';

/**
 * What a production build does once, after compiling and before type checking and prerendering:
 * next.config.ts's `compiler.runAfterProductionCompile`. It runs in the build's own process; the
 * configuration itself is loaded again by each of the build's workers, so a step written there would
 * run once per worker.
 *
 * - `LAUNCH=1`: the go-live check (npm run check:launch) stops the build while a clinic value is
 *   still a shipped default or sample (docs/go-live.md).
 * - A deploy build (npm run build:standalone) without NEXT_PUBLIC_SITE_URL is warned: its canonical,
 *   hreflang, sitemap and sharing URLs would all name localhost. A local build (npm start, npm test)
 *   runs on the default origin, which is right there.
 * - The startup scripts get V8's compile hint (./compile-hints.ts).
 */
export async function afterProductionCompile(
  { projectDir, distDir }: { projectDir: string; distDir: string },
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (env.LAUNCH === '1') {
    // Plain JavaScript (ESM) that `npm run check:launch` runs with Node alone: imported, not required.
    const { formatReport, runLaunchCheck } = await import('../launch/check.mjs');
    const report = await runLaunchCheck({ env, root: projectDir });
    console.log(formatReport(report));
    if (!report.ok) throw new Error(`LAUNCH=1: the go-live check failed (${report.failures} failures); see docs/go-live.md.`);
  }
  if (env.npm_lifecycle_event === 'build:standalone' && !env.NEXT_PUBLIC_SITE_URL) {
    console.warn(
      `NEXT_PUBLIC_SITE_URL is not set: canonical, hreflang, sitemap and sharing URLs point at ${siteConfig.siteUrl}. Set it to the public origin before deploying.`,
    );
  }
  const changed = markStartupScripts(path.resolve(projectDir, distDir));
  console.log(`compile hints: ${changed.length} startup scripts compiled while they download`);
}
