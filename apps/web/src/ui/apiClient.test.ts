import { stationSharingOperations, stationsOperations } from '@ies/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, operationUrl } from './apiClient';
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

  describe('call', () => {
    it("sends the operation's method to its path, parameters filled in and encoded", async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      await expect(
        apiClient.call(stationSharingOperations.unshare, { params: { id: 's 1', user_id: 'u/2' } }),
      ).resolves.toBeUndefined();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/stations/s%201/shares/u%2F2');
      expect(init?.method).toBe('DELETE');
    });

    it('sends the query and the JSON body, and answers with the reply', async () => {
      fetchMock.mockResolvedValue(jsonResponse(200, { id: 'st1', name: 'North' }));
      const station = await apiClient.call(stationsOperations.update, {
        params: { id: 'st1' },
        body: { name: 'North' },
      });
      expect(station).toEqual({ id: 'st1', name: 'North' });
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/stations/st1');
      expect(init?.method).toBe('PUT');
      expect(init?.body).toBe('{"name":"North"}');

      fetchMock.mockResolvedValue(jsonResponse(200, { list: [], pagination: {} }));
      await apiClient.call(stationsOperations.list, {
        query: { current_page: 2, page_size: 10, name: undefined },
      });
      expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/stations?current_page=2&page_size=10');
    });

    it('refuses to send without a path parameter', () => {
      // @ts-expect-error the station id is required
      expect(() => apiClient.call(stationsOperations.get, { params: {} })).toThrow('no value for :id');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('gives the address of an operation for links and downloads', () => {
      expect(operationUrl(stationsOperations.logs, { id: 'a b' })).toBe('/api/stations/a%20b/logs');
    });
  });
});
