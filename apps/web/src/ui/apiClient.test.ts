import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './apiClient';
import { ApiError } from './apiError';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token, the language and a JSON body', async () => {
    window.localStorage.setItem('token', 'abc');
    window.localStorage.setItem('solarLang', 'en');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(
      apiClient.post('/api/things', { name: 'x' }, { query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toMatch(/^(zh|en)$/);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/api/x')).resolves.toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws the envelope as an ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { code: 'iot-http.422', message: 'bad', data: { fields: [{ field: 'name' }] } }),
    );
    const error = await apiClient.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'iot-http.422', message: 'bad', status: 422 });
    expect((error as ApiError).data).toEqual({ fields: [{ field: 'name' }] });
  });

  it('reports a failure without an envelope (a proxy page) by its HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiClient.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'iot-http.502', status: 502 });
    expect((error as ApiError).message).toContain('502');
  });

  it('turns a failed connection into a network ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'network', status: 0, isNetworkError: true });
  });

  it('clears the token on an expired session', async () => {
    window.localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'iot-http.401', message: 'expired' }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token on a 401 the caller handles itself', async () => {
    window.localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'iot-http.401', message: 'expired' }));
    await expect(
      apiClient.delete('/api/control/sessions', { skipSessionRedirect: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('token')).toBe('old');
  });
});
