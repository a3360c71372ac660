import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import { stampPeerAddress } from './client-address';
import { requestsConfig } from './config';
import { Outbox } from './outbox';
import { RequestStore } from './store';

/**
 * The server process's one store and one outbox. Next bundles instrumentation.ts and each route
 * apart, each with its own copy of this module, so the instances live on `globalThis`.
 */
interface Runtime {
  store?: RequestStore | null;
  outbox?: Outbox;
  stamping?: boolean;
}
const runtime: Runtime = ((globalThis as { [key: symbol]: Runtime })[Symbol.for('clinic.requests')] ??= {});

/** The store at REQUEST_STORE_PATH, opened once; null (and said loudly) when it cannot be opened. */
export function requestStore(): RequestStore | null {
  if (runtime.store) return runtime.store;
  const { storePath } = requestsConfig();
  try {
    runtime.store = new RequestStore(storePath);
  } catch (error) {
    // Tried again on the next request: a directory made or a disk freed meanwhile mends it.
    console.error(`requests: the store at ${storePath} cannot be opened: ${(error as Error).message}`);
    return null;
  }
  return runtime.store;
}

/** The outbox of this process, started on the store (instrumentation.ts calls it when the server starts). */
export function startOutbox(): Outbox | undefined {
  if (runtime.outbox) return runtime.outbox;
  const store = requestStore();
  if (!store) return undefined;
  runtime.outbox = new Outbox({ store, config: requestsConfig() });
  runtime.outbox.start();
  return runtime.outbox;
}

/** A request was just stored: the outbox starts on it now rather than at its next look. */
export function wakeOutbox(): void {
  (runtime.outbox ?? startOutbox())?.wake();
}

/**
 * Stamps every incoming request with the address of the connection's peer (./client-address.ts),
 * through Node's public diagnostics channel, which fires for each request before any handler sees it.
 */
export function stampPeerAddresses(): void {
  if (runtime.stamping) return;
  runtime.stamping = true;
  subscribe('http.server.request.start', (message) =>
    stampPeerAddress((message as { request: Parameters<typeof stampPeerAddress>[0] }).request),
  );
}
