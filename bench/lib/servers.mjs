import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForUrl(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server for ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a server (Node unless `command` says otherwise) in its own process group and waits
 * until `readyUrl` answers; `stop()` ends that group (the server and nothing else).
 */
export async function startServer({ command = process.execPath, args, cwd, env, readyUrl, logFile, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const closed = new Promise((resolve) => child.once('close', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([closed, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForUrl(readyUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, stop };
}

/** `next start` for a finished build (never -H 127.0.0.1: see README). */
export function startNext({ appDir, distDir, port, env = {}, logFile }) {
  return startServer({
    args: [path.join(appDir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    cwd: appDir,
    env: { NEXT_DIST_DIR: distDir, ...env },
    readyUrl: `http://localhost:${port}/en`,
    logFile,
  });
}
