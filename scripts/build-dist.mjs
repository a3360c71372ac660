#!/usr/bin/env node
/**
 * `next build` into another folder than `.next` without changing the work tree:
 *
 *   NEXT_DIST_DIR=.next-cms node scripts/build-dist.mjs
 *
 * `next build` adds its folder's type declarations (`<dir>/types/**\/*.ts`, `<dir>/dev/types/**\/*.ts`)
 * to tsconfig.json's `include` when they are not there, so every build into `.next-cms`, `.next-h` or
 * `.next-bench` left tsconfig.json modified. The file is put back as it was, whether the build passes
 * or fails. Used by scripts/test-cms.sh, the failure project's server (playwright.config.ts),
 * scripts/load.mjs and the benchmark (bench/lib/build.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs `run` and puts `appDir`'s tsconfig.json back as it was before, if `run` changed it. */
export async function keepingTsconfig(appDir, run) {
  const tsconfig = path.join(appDir, 'tsconfig.json');
  const before = existsSync(tsconfig) ? readFileSync(tsconfig, 'utf8') : null;
  try {
    return await run();
  } finally {
    if (before !== null && readFileSync(tsconfig, 'utf8') !== before) writeFileSync(tsconfig, before);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const code = await keepingTsconfig(
    root,
    () =>
      new Promise((resolve) => {
        const build = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', ...process.argv.slice(2)], {
          cwd: root,
          stdio: 'inherit',
        });
        // Interrupted, the build stops first and tsconfig.json is still put back.
        for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => build.kill(signal));
        build.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      }),
  );
  process.exitCode = code;
}
