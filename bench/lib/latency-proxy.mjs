import net from 'node:net';

/*
 * A slow network in front of a local server, made of real delays rather than the DevTools
 * protocol's emulation (which left a navigation's answer 37–74 ms after its request at a set 150 ms
 * latency here, while a service worker's own requests waited the whole latency: the two paths
 * cannot be compared under it). Each direction waits half the round trip per segment, a new
 * connection one round trip for its handshake before its first request goes out, and every
 * connection of one proxy shares its down and up rates, as one phone's connection would.
 */
const SEGMENT = 4096;

/** Paces bytes at `bytesPerSecond`: how long from now until `n` more bytes are through. */
function pacer(bytesPerSecond) {
  let free = 0;
  return (n) => {
    const now = Date.now();
    free = Math.max(now, free) + (n * 1000) / bytesPerSecond;
    return free - now;
  };
}

function relay(from, to, pace, oneWayMs, notBefore = () => 0) {
  let last = 0;
  from.on('data', (data) => {
    for (let offset = 0; offset < data.length; offset += SEGMENT) {
      const segment = data.subarray(offset, offset + SEGMENT);
      const wait = Math.max(pace(segment.length) + oneWayMs + notBefore(), last - Date.now());
      last = Date.now() + wait;
      setTimeout(() => to.write(segment), wait);
    }
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(oneWayMs, last - Date.now())));
  from.on('error', () => to.destroy());
}

/**
 * Listens on `port` (127.0.0.1 and ::1, as `localhost` resolves either) and relays to `targetPort`
 * on 127.0.0.1. Returns { close }.
 */
export async function startLatencyProxy({ port, targetPort, roundTripMs = 150, downKbps = 1600, upKbps = 750 }) {
  const oneWayMs = roundTripMs / 2;
  const down = pacer((downKbps * 1000) / 8);
  const up = pacer((upKbps * 1000) / 8);
  const server = net.createServer((client) => {
    const opened = Date.now();
    const origin = net.connect(targetPort, '127.0.0.1');
    relay(client, origin, up, oneWayMs, () => Math.max(0, opened + roundTripMs - Date.now()));
    relay(origin, client, down, oneWayMs);
    origin.on('error', () => client.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '::', ipv6Only: false }, resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
