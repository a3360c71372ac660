/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedMethods, isUnanswerable, refuseUnanswerableMethods } from '../unanswerable-methods';

/** One raw HTTP exchange (Node's client sends TRACE as it is; fetch refuses it). */
function send(port: number, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const outgoing = request(
      { port, method, path, headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {} },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the requests Next cannot answer itself', () => {
  let server: Server;
  let port: number;
  const reached: string[] = [];

  beforeAll(async () => {
    refuseUnanswerableMethods();
    refuseUnanswerableMethods(); // installed once, whoever calls
    server = createServer((incoming, outgoing) => {
      reached.push(`${incoming.method} ${incoming.url}`);
      outgoing.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACE', '/en/about', 'GET, HEAD'],
    ['TRACE', '/api/revalidate', 'POST'],
    ['POST', '/images/logo.svg', 'GET, HEAD'],
    ['PUT', '/og/home-tr.png', 'GET, HEAD'],
    ['DELETE', '/icons/icon-192.png', 'GET, HEAD'],
    // The pages' one addresses, whose plain requests Next answers without the proxy.
    ['POST', '/tedaviler', 'GET, HEAD'],
    ['POST', '/tedavi/implant', 'GET, HEAD'],
    ['DELETE', '/en/blog/made-up', 'GET, HEAD'],
    ['DELETE', '/en', 'GET, HEAD'],
    ['OPTIONS', '/', 'GET, HEAD'],
    ['PUT', '/ar/%D8%A7%D9%84%D8%B9%D9%84%D8%A7%D8%AC%D8%A7%D8%AA?category=x', 'GET, HEAD'],
  ])('%s %s: 405 with the security headers, before the server sees it', async (method, path, allow) => {
    const answer = await send(port, method, path, method === 'POST' ? 'a=b' : undefined);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toEqual(expect.stringContaining("frame-ancestors 'none'"));
    expect(answer.body).toBe('');
    expect(reached).toEqual([]);
  });

  it('passes everything else on: GET and HEAD of a file or a page, any method on another path (the proxy refuses those) or an API route', async () => {
    const passed = [
      ['GET', '/images/logo.svg'],
      ['HEAD', '/og/home-tr.png'],
      ['GET', '/tedaviler'],
      ['HEAD', '/en/about'],
      ['POST', '/wp-login.php'],
      ['POST', '/api/revalidate'],
      ['GET', '/imagesx/a'],
    ];
    for (const [method, path] of passed) {
      expect((await send(port, method!, path!)).status).toBe(200);
    }
    expect(reached).toEqual(passed.map(([method, path]) => `${method} ${path}`));
  });

  it('reads the path without its query', () => {
    expect(isUnanswerable('POST', '/images/logo.svg?v=1')).toBe(true);
    expect(isUnanswerable('GET', '/images/logo.svg?v=1')).toBe(false);
    expect(isUnanswerable('POST', '/sw.js')).toBe(true);
    expect(isUnanswerable('POST', '/en/sw.js')).toBe(false);
    expect(allowedMethods('/api/send-request')).toBe('POST');
  });
});
