/**
 * The startup scripts compiled off the main thread: every script a page loads before it hydrates
 * begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
 * other browsers read a comment). See docs/performance.md, "Client JavaScript", "Startup scripts compiled while they
 * download".
 *
 * Without the hint V8 only pre-parses a script's functions while it streams in, and compiles each
 * on the main thread when it is first called: at hydration, in one long task that blocks the
 * visitor's first tap. With it, the functions are compiled on a background thread while the file
 * downloads.
 *
 * The startup scripts are the build's root main files (React, Next's client, Turbopack's runtime)
 * and each route's entry chunks (its layouts' and page's client components), as the build's
 * manifests name them. Chunks a page imports later (a form's e-mail client, the carousel) are left
 * as they are: most of their functions run only when a visitor uses them.
 *
 * Run by `next build` after compiling and before prerendering (./after-compile.ts), so `next start`
 * and the standalone server serve the marked files; a file's name still names its content, since
 * the same build always marks it the same way.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^static\/chunks\/[^/]+\.js$/;
const CLIENT_MANIFEST = '_client-reference-manifest.js';

/** The root main files of a build (`static/chunks/….js`, relative to the dist directory). */
function rootMainFiles(distDir: string): unknown[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: unknown };
  return Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
}

/**
 * The entry chunks of every route: `entryJSFiles` of each `…_client-reference-manifest.js` under
 * `server/app`, a script that assigns one JSON object (`globalThis.__RSC_MANIFEST["/route"] = {…}`).
 */
function routeEntryFiles(distDir: string): unknown[] {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const manifests = readdirSync(appDir, { recursive: true }).filter((file) => String(file).endsWith(CLIENT_MANIFEST));
  return manifests.flatMap((file) => {
    const source = readFileSync(path.join(appDir, String(file)), 'utf8');
    const start = source.indexOf('{', source.indexOf('__RSC_MANIFEST['));
    const manifest = JSON.parse(source.slice(start, source.lastIndexOf('}') + 1)) as { entryJSFiles?: Record<string, unknown[]> };
    return Object.values(manifest.entryJSFiles ?? {}).flat();
  });
}

/** Every script a page of the build loads before it hydrates, once each, in a stable order. */
export function startupScripts(distDir: string): string[] {
  const files = [...rootMainFiles(distDir), ...routeEntryFiles(distDir)];
  return [...new Set(files.filter((file): file is string => typeof file === 'string' && CHUNK.test(file)))];
}

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** Marks the build's startup scripts; returns the files it changed. */
export function markStartupScripts(distDir: string): string[] {
  const changed: string[] = [];
  for (const file of startupScripts(distDir)) {
    const fullPath = path.join(distDir, file);
    const source = readFileSync(fullPath, 'utf8');
    const marked = withCompileHint(source);
    if (marked === source) continue;
    writeFileSync(fullPath, marked);
    changed.push(file);
  }
  return changed;
}
