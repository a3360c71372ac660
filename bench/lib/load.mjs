import { runCaptured } from './processes.mjs';

function toMs(value, unit) {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  return Number(value) * factor;
}

/** Throughput and latency percentiles out of `wrk --latency` output. */
export function parseWrk(output) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1], match[2]) : null;
  };
  // "1211 requests in 3.01s, 73.54MB read": the size of one response, headers included.
  const totals = /(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(output);
  const unit = totals ? { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[totals[3]] : 0;
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: rps ? Number(rps[1]) : null,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    bytesPerResponse: totals && Number(totals[1]) > 0 ? (Number(totals[2]) * unit) / Number(totals[1]) : null,
    non2xx: errors ? Number(errors[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

/** `wrk` on loopback: 2 threads, 20 connections. */
export async function wrk(url, seconds) {
  const result = await runCaptured('wrk', ['-t2', '-c20', `-d${seconds}s`, '--timeout', '10s', '--latency', url]);
  if (result.code !== 0) throw new Error(`wrk failed: ${result.output}`);
  return parseWrk(result.output);
}
