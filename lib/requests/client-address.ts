/**
 * The visitor's address, for the per-client limit. A route handler does not see the socket, and
 * Next fills `X-Forwarded-For` from the socket only when a request has none, so a client that
 * talks to the server directly could write any address there. The server therefore stamps each
 * request with the address of the peer that opened the connection (`stampPeerAddress`, run for
 * every request by instrumentation.ts), replacing whatever a client sent in that header.
 *
 * The chain is every `X-Forwarded-For` entry followed by that peer. Each trusted proxy adds the
 * address it was reached from (nginx's `$proxy_add_x_forwarded_for`), so with
 * `EMAIL_RELAY_PROXY_HOPS` proxies in front the client stands that many places before the peer:
 * 0 (no proxy) is the peer itself, 1 (nginx or Caddy on the same machine) the last entry. Whatever
 * a client wrote itself stands further left and is never read.
 */
export const PEER_ADDRESS_HEADER = 'x-clinic-peer-address';

/** The client's address as the nearest trusted proxy saw it; 'unknown' when the request was not stamped. */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (!peer) return 'unknown';
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - Math.max(0, trustedProxies))]!;
}

/** What `stampPeerAddress` needs of Node's incoming request. */
interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
}

/** Writes the connection's peer into the request's headers, over any value the client sent. */
export function stampPeerAddress(request: IncomingRequest): void {
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
  else delete request.headers[PEER_ADDRESS_HEADER];
}
