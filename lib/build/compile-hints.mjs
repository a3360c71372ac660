/**
 * The startup scripts compiled off the main thread: every script a page loads before it hydrates
 * begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
 * other browsers read a comment). See docs/performance.md, "Startup scripts compiled while they
 * download".
 *
 * Without the hint V8 only pre-parses a script's functions while it streams in, and compiles each
 * on the main thread when it is first called: at hydration, in one task of 30–60 ms on a fast
 * machine (four times that on a mid-range phone) that blocks the visitor's first tap. With it, the
 * functions are compiled on a background thread while the file downloads.
 *
 * The startup scripts are the build's root main files (React, Next's client, Turbopack's runtime)
 * and each route's entry chunks (its layouts' and page's client components), as the build's
 * manifests name them. Chunks a page imports later (a form's e-mail client, the carousel) are left
 * as they are: most of their functions run only when a visitor uses them.
 *
 * Run by `next build` after compiling and before prerendering (`compiler.runAfterProductionCompile`
 * in next.config.ts), so `next start` and the standalone server serve the marked files; a file's
 * name still names its content, since the same build always marks it the same way.
 * `COMPILE_HINTS=0` at build time leaves the files as they are (for the bench's before and after).
 *
 * Plain JavaScript, as next.config.ts loads it before anything is compiled.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^static\/chunks\/[^/]+\.js$/;
const CLIENT_MANIFEST = '_client-reference-manifest.js';

/** The root main files of a build (`static/chunks/….js`, relative to the dist directory). */
function rootMainFiles(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
}

/**
 * The entry chunks of every route: `entryJSFiles` of each `…_client-reference-manifest.js` under
 * `server/app`, a script that assigns one JSON object (`globalThis.__RSC_MANIFEST["/route"] = {…}`).
 */
function routeEntryFiles(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const manifests = readdirSync(appDir, { recursive: true }).filter((file) => String(file).endsWith(CLIENT_MANIFEST));
  return manifests.flatMap((file) => {
    const source = readFileSync(path.join(appDir, String(file)), 'utf8');
    const start = source.indexOf('{', source.indexOf('__RSC_MANIFEST['));
    const manifest = JSON.parse(source.slice(start, source.lastIndexOf('}') + 1));
    return Object.values(manifest.entryJSFiles ?? {}).flat();
  });
}

/** Every script a page of the build loads before it hydrates, once each, in a stable order. */
export function startupScripts(distDir) {
  const files = [...rootMainFiles(distDir), ...routeEntryFiles(distDir)];
  return [...new Set(files.filter((file) => typeof file === 'string' && CHUNK.test(file)))];
}

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** Marks the build's startup scripts; returns the files it changed. */
export function markStartupScripts(distDir) {
  const changed = [];
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

/** `compiler.runAfterProductionCompile`: `distDir` is absolute or relative to `projectDir`. */
export async function compileHintsAfterBuild({ projectDir, distDir }, env = process.env) {
  if (env.COMPILE_HINTS === '0') return;
  const changed = markStartupScripts(path.resolve(projectDir, distDir));
  console.log(`compile hints: ${changed.length} startup scripts compiled while they download`);
}
