import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * A fetch stub answering by "METHOD /path" (query ignored); unknown calls answer 404 with an
 * envelope. Handlers return the JSON body, or undefined for 204.
 */
export function jsonRoutes(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(JSON.stringify({ code: 'iot-http.404', message: 'not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = handler(url, init);
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchStub, calls };
}
