#!/usr/bin/env node
/**
 * Two or more running servers' CPU time per answer for one page, as a ratio to the floor's, in
 * interleaved rounds: each round measures the floor, then every server (in reverse order every other
 * round), so the machine's drift lands on all alike. Prints each round and the median ratio. Use it to
 * tell two builds of one change apart, where one `npm run bench` run moves by up to 0.35.
 *
 *   node bench/cpu-per-answer.mjs --path=/tedavi/implant --ports=3301,3302 [--floor=3401]
 *     [--rounds=10] [--seconds=5] [--floor-path=/]
 *
 * The servers are `next start` processes already running (the floor: bench/floor, page `/`); CPU
 * time is the listening process's user + system time from /proc, over `wrk -t2 -c20` (as the bench).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    path: { type: 'string' },
    ports: { type: 'string' },
    floor: { type: 'string', default: '3401' },
    'floor-path': { type: 'string', default: '/' },
    rounds: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
  },
});
if (!values.path || !values.ports) {
  console.error('usage: node bench/cpu-per-answer.mjs --path=/tedavi/implant --ports=3301,3302 [--floor=3401] [--rounds=10] [--seconds=5]');
  process.exit(2);
}
const ports = values.ports.split(',');

/** The pid listening on a port (`ss`). */
function pidOf(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return pid;
}

/** A process's user + system CPU time so far, in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function perAnswer(port, path) {
  const pid = pidOf(port);
  const before = cpuMs(pid);
  const out = execFileSync('wrk', ['-t2', '-c20', `-d${values.seconds}s`, `http://127.0.0.1:${port}${path}`]).toString();
  const answers = Number(/(\d+) requests in/.exec(out)?.[1]);
  return (cpuMs(pid) - before) / answers;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ratios = new Map(ports.map((port) => [port, []]));
for (let round = 1; round <= Number(values.rounds); round += 1) {
  const floor = perAnswer(values.floor, values['floor-path']);
  const line = [`round ${round}: floor ${floor.toFixed(2)} ms`];
  for (const port of round % 2 ? ports : [...ports].reverse()) {
    const ms = perAnswer(port, values.path);
    ratios.get(port).push(floor / ms);
    line.push(`${port} ${ms.toFixed(2)} ms (${(floor / ms).toFixed(2)})`);
  }
  console.log(line.join('  '));
}
for (const [port, list] of ratios) {
  console.log(
    `${values.path} on ${port}: median ${median(list).toFixed(3)} of the floor's CPU per answer [${Math.min(...list).toFixed(2)}–${Math.max(...list).toFixed(2)}]`,
  );
}
