import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

/**
 * A stand-in for fetch that answers API calls by "METHOD /path"; every call is recorded.
 * Unknown calls answer the 404 envelope, as the server does.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { code: 'iot-http.404', message: 'not found' } };
    const status = answer.status ?? 200;
    if (status === 204 || answer.body === undefined)
      return new Response(null, { status: status === 200 ? 204 : status });
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetchMock, calls, callsTo };
}

/** The error envelope of a failed call. */
export function failure(status: number, code: string, message: string, data?: unknown): FakeAnswer {
  return { status, body: { code, message, ...(data === undefined ? {} : { data }) } };
}

/** A list the server answers on one page: every row, `pageSize` as asked. */
export function onePage(list: unknown[], pageSize: number): FakeAnswer {
  return { body: { list, pagination: { total_size: list.length, current_page: 1, page_size: pageSize } } };
}
