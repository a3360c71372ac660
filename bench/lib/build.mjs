import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runMeasured } from './processes.mjs';

const TIME = '/usr/bin/time';

function parseTimeOutput(output) {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  return { maxProcessKb: rss ? Number(rss[1]) : null };
}

/** Pages the build wrote as HTML ahead of time (● and ○ routes), from Next's manifest. */
export function countPrerendered(appDir, distDir) {
  const file = path.join(appDir, distDir, 'prerender-manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const routes = Object.keys(manifest.routes ?? {});
  return {
    total: routes.length,
    treatments: routes.filter((route) => /^\/(tr|en)\/treatment\//.test(route)).length,
    articles: routes.filter((route) => /^\/(tr|en)\/blog\//.test(route)).length,
  };
}

/**
 * `next build` into `distDir` (a fresh folder), timed: wall clock, the largest
 * single process (`time -v`) and the peak of the whole process tree.
 */
export async function timedBuild({ appDir, distDir, env = {}, logFile }) {
  await rm(path.join(appDir, distDir), { recursive: true, force: true });
  return build({ appDir, distDir, env, logFile });
}

async function build({ appDir, distDir, env, logFile }) {
  const nextBin = path.join(appDir, 'node_modules/next/dist/bin/next');
  const useTime = existsSync(TIME);
  const [command, args] = useTime ? [TIME, ['-v', process.execPath, nextBin, 'build']] : [process.execPath, [nextBin, 'build']];
  const result = await runMeasured(command, args, {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
  });
  if (logFile) await writeFile(logFile, result.output);
  return {
    ok: result.code === 0,
    seconds: result.seconds,
    peakTreeMb: result.peakTreeKb / 1024,
    maxProcessMb: useTime ? (parseTimeOutput(result.output).maxProcessKb ?? 0) / 1024 : null,
    prerendered: result.code === 0 ? countPrerendered(appDir, distDir) : null,
  };
}
