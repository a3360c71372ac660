import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** Children of a process, from /proc (Linux), all threads included. */
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in kB. */
export function treeRssKb(root) {
  let total = 0;
  const stack = [root];
  const seen = new Set();
  while (stack.length) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

/**
 * Runs a command to the end, sampling the resident memory of its whole process
 * tree every `sampleMs` (a build spawns workers: the largest single process,
 * which `time -v` reports, understates the machine's peak).
 */
export function runMeasured(command, args, { cwd, env, sampleMs = 200, onOutput } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let peakKb = 0;
    const collect = (chunk) => {
      output += chunk;
      onOutput?.(String(chunk));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, sampleMs);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, output, seconds: (performance.now() - started) / 1000, peakTreeKb: peakKb });
    });
  });
}

/** Runs a command and returns its output (for short tools such as wrk). */
export function runCaptured(command, args, options = {}) {
  return runMeasured(command, args, { ...options, sampleMs: 1000 });
}
