#!/usr/bin/env node
/**
 * Says what to do when a port a test run serves on is taken, before the run starts: a server started
 * on a taken port fails late and obscurely, and Playwright outside CI would test whatever answers
 * there (its `reuseExistingServer`), which is not the build the run has just made.
 *
 *   node scripts/check-ports.mjs E2E_PORT=3100 STANDALONE_PORT=3101 …
 *
 * Each argument names the variable that sets the port. Exits 1 with the ports in use, how to see what
 * holds them and the same command on free ports; 0 when all are free.
 */
import net from 'node:net';

const PURPOSE = {
  E2E_PORT: "the browser tests' server (next start)",
  'E2E_PORT+1000': "the browser tests' copy of the site with a failing CMS (content-pages.spec.ts)",
  STANDALONE_PORT: 'the standalone server check',
  FAKE_EMAILJS_PORT: "the browser tests' stand-in for EmailJS",
  VALIDATE_PORT: "the HTML checker's server",
  CMS_FAILURE_PORT: 'the site of the failure tests',
  FAKE_STRAPI_PORT: 'the fake CMS of the failure tests',
  TEST_CMS_PORT: 'Strapi in npm run test:cms',
  TEST_CMS_SITE_PORT: 'the site in npm run test:cms',
  TEST_CMS_STANDALONE_PORT: "the standalone server of npm run test:cms's deploy during an outage",
  TEST_CMS_EMAILJS_PORT: 'the stand-in for EmailJS in npm run test:cms',
};

/** Whether something accepts connections on the port, over IPv4 or IPv6 (localhost can be either). */
function inUse(port) {
  const probe = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host });
      const done = (answer) => {
        socket.destroy();
        resolve(answer);
      };
      socket.setTimeout(1000, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  return Promise.all([probe('127.0.0.1'), probe('::1')]).then((answers) => answers.some(Boolean));
}

const ports = process.argv.slice(2).map((argument) => {
  const [name, value] = argument.split('=');
  const port = Number(value);
  if (!name || !Number.isInteger(port) || port <= 0) throw new Error(`check-ports: expected NAME=PORT, got "${argument}"`);
  return { name, port };
});

const taken = [];
for (const entry of ports) if (await inUse(entry.port)) taken.push(entry);

if (taken.length > 0) {
  // The same ports moved up in steps of 1,000 until all are free: a command that works as it is printed.
  let shift = 1000;
  const settable = ports.filter(({ name }) => /^[A-Z0-9_]+$/.test(name));
  while (shift < 60_000) {
    const moved = await Promise.all(ports.map(({ port }) => (port + shift > 65_535 ? Promise.resolve(true) : inUse(port + shift))));
    if (!moved.some(Boolean)) break;
    shift += 1000;
  }
  const event = process.env.npm_lifecycle_event;
  const command = event === 'test' ? 'npm test' : event ? `npm run ${event}` : 'the same command';
  console.error('');
  for (const { name, port } of taken) {
    console.error(`Port ${port} is in use (${name}: ${PURPOSE[name] ?? 'a server of the test run'}).`);
  }
  console.error('');
  console.error(`Stop what listens there (\`ss -ltnp 'sport = :${taken[0].port}'\` names the process), or run on free ports:`);
  console.error(`  ${settable.map(({ name, port }) => `${name}=${port + shift}`).join(' ')} ${command}`);
  process.exit(1);
}
