import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { isPublicFile } from '../routing/known-routes';
import { isCachedPageAddress } from '../routing/page-addresses';
import { securityHeaderOptions, securityHeaders } from './headers';

/**
 * The requests Next cannot answer itself, answered 405 before they reach it (installed by
 * instrumentation.ts when the server starts). Every other method the site does not take is
 * refused by the proxy (proxy.ts) or by the API route.
 *
 * - `TRACE`, on any path: Next hands each request to the proxy and to route handlers as a WHATWG
 *   `Request`, which cannot have that method; it answered 500 and logged a stack trace every time,
 *   so anyone could fill the log. (`TRACK` and `CONNECT` never get this far: Node's HTTP parser
 *   answers the first with 400, and the second is no `request` event.)
 * - Any method but GET and HEAD on a file of public/: Next answers it by rendering a `/405` page the
 *   site does not have, which failed with 500. The proxy does not see these paths (its matcher
 *   leaves them to Next's file server, which is cheaper for every GET).
 * - Any method but GET and HEAD on a page's one address: the proxy does not see a request for one
 *   without a query or If-None-Match (lib/routing/page-addresses.ts), and Next would answer a DELETE
 *   with the page and an OPTIONS with 400.
 *
 * Node gives no hook before a server's own `request` listener, so the one place is the `request`
 * event itself: `http.Server.prototype.emit` answers these and passes every other event on.
 */

const METHODS_NEXT_CANNOT_TAKE = new Set(['TRACE']);
const INSTALLED = Symbol.for('osmanaga.unanswerableMethods');

/** The methods a path takes (the `Allow` of its 405). */
export function allowedMethods(pathname: string): string {
  return pathname === '/api/revalidate' || pathname === '/api/send-request' ? 'POST' : 'GET, HEAD';
}

/** Whether Next cannot answer this request itself (see above). */
export function isUnanswerable(method: string | undefined, url: string | undefined): boolean {
  if (method === undefined || method === 'GET' || method === 'HEAD') return false;
  if (METHODS_NEXT_CANNOT_TAKE.has(method)) return true;
  const pathname = pathnameOf(url);
  return isPublicFile(pathname) || isCachedPageAddress(pathname);
}

function pathnameOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path.startsWith('/') ? path : '/';
}

/** 405 with the security headers every answer of the site carries. */
export function refuse(request: IncomingMessage, response: ServerResponse): void {
  for (const { key, value } of securityHeaders(securityHeaderOptions())) response.setHeader(key, value);
  response.writeHead(405, { Allow: allowedMethods(pathnameOf(request.url)), 'Content-Length': '0' });
  response.end();
  // A body the client sent is read and dropped, so the connection can carry its next request.
  request.resume();
}

/** Installs the check on every HTTP server of this process (idempotent). */
export function refuseUnanswerableMethods(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitUnlessUnanswerable(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (isUnanswerable(request.method, request.url)) {
        refuse(request, response);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
